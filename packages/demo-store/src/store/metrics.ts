// The demo user's daily health metrics: each simulated source's days are kept on their own
// (source-days.ts) and the one row per day read by the dashboard, history and scoring is resolved
// from them, exactly as the server's repository answers.
import { DAILY_METRIC_KEYS, type HealthMetric, healthMetricSchema } from "@evenkeel/contracts";
import type { MetricRepository } from "@evenkeel/domain/router";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { byDateAscending, inRange } from "./date-range.ts";
import { jsonCollection } from "./json-collection.ts";
import { newRecordId } from "./record-ids.ts";
import { type DemoSourceDays, demoSourceDays } from "./source-days.ts";

export interface DemoMetricRepository extends MetricRepository {
  /**
   * Stores days as their sources' own records (a day of the same date and source is replaced)
   * and resolves those dates again; answers the dates whose resolved row changed, oldest first.
   */
  upsert(userId: string, days: readonly HealthMetric[]): string[];
  /** Resolves every stored day again (after a preferred source changed); the changed dates. */
  resolveAll(userId: string, now: string): string[];
  /** Each source's own days, oldest first. */
  sourceDaysOf(userId: string): HealthMetric[];
  /** The order the user's sources are read in. */
  sourceOrder: DemoSourceDays["order"];
}

/** What a resolved row holds beside its date, id and times. */
const RESOLVED_FIELDS = [
  ...DAILY_METRIC_KEYS,
  "stress_high_minutes",
  "recovery_high_minutes",
  "stress_day_summary",
  "source",
  "hrv_measure",
] as const;

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  RESOLVED_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));

export function demoMetrics(storage: KeyValueStorage): DemoMetricRepository {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.metrics, healthMetricSchema);
  const sourceDays = demoSourceDays(storage);
  const own = (userId: string) =>
    collection
      .all()
      .filter((metric) => metric.user_id === userId)
      .sort(byDateAscending);
  const between = async (userId: string, from: string, to: string) =>
    own(userId).filter((metric) => metric.date >= from && metric.date <= to);

  /** Demo data from before per-source days has resolved rows only: each is its source's own record. */
  const adoptResolvedRows = (userId: string) => {
    if (sourceDays.all(userId).length > 0) return;
    const rows = own(userId);
    if (rows.length > 0) sourceDays.put(userId, rows);
  };

  /** A resolved row's times are its sources' (the first created, the last updated). */
  const timesOf = (userId: string, dates: ReadonlySet<string>) => {
    const times = new Map<string, { created_at: string; updated_at: string }>();
    for (const day of sourceDays.all(userId)) {
      if (!dates.has(day.date)) continue;
      const seen = times.get(day.date);
      times.set(day.date, {
        created_at: seen && seen.created_at < day.created_at ? seen.created_at : day.created_at,
        updated_at: seen && seen.updated_at > day.updated_at ? seen.updated_at : day.updated_at,
      });
    }
    return times;
  };

  const resolveDates = (userId: string, dates: readonly string[], now?: string) => {
    const resolved = sourceDays.resolve(userId, dates);
    const times = timesOf(userId, new Set(dates));
    const stored = new Map(own(userId).map((day) => [day.date, day]));
    const written: HealthMetric[] = [];
    for (const [date, values] of resolved) {
      const before = stored.get(date);
      if (before && sameValues(before, values)) continue;
      const { stress_high_minutes, recovery_high_minutes, stress_day_summary, steps, ...rest } = values;
      // Stress and steps only when a source measured them, as the seeded days have them.
      const stress =
        stress_high_minutes === null && recovery_high_minutes === null && stress_day_summary === null
          ? {}
          : { stress_high_minutes, recovery_high_minutes, stress_day_summary };
      written.push({
        ...rest,
        ...stress,
        ...(steps === null ? {} : { steps }),
        id: before?.id ?? newRecordId(),
        user_id: userId,
        date,
        created_at: before?.created_at ?? (times.get(date)?.created_at as string),
        updated_at: now ?? (times.get(date)?.updated_at as string),
      });
    }
    if (written.length === 0) return [];
    const writtenDates = new Set(written.map((day) => day.date));
    collection.save([
      ...collection.all().filter((day) => !(day.user_id === userId && writtenDates.has(day.date))),
      ...written,
    ]);
    return written.map((day) => day.date).sort();
  };

  return {
    async list(userId, query) {
      const matching = own(userId).filter((metric) => inRange(metric.date, query));
      return matching.slice(Math.max(0, matching.length - query.limit));
    },
    between,
    // Whole days hold what the dashboard and the score read; in memory nothing is saved by leaving fields out.
    dashboardDays: between,
    scoringDays: between,
    async latestOnOrBefore(userId, date) {
      return own(userId).findLast((metric) => metric.date <= date) ?? null;
    },
    async countUpTo(userId, date) {
      return own(userId).filter((metric) => metric.date <= date).length;
    },
    upsert(userId, days) {
      if (days.length === 0) return [];
      adoptResolvedRows(userId);
      sourceDays.put(userId, days);
      return resolveDates(
        userId,
        days.map((day) => day.date),
      );
    },
    resolveAll(userId, now) {
      adoptResolvedRows(userId);
      return resolveDates(
        userId,
        sourceDays.all(userId).map((day) => day.date),
        now,
      );
    },
    sourceDaysOf(userId) {
      adoptResolvedRows(userId);
      return sourceDays.all(userId);
    },
    sourceOrder: (userId) => sourceDays.order(userId),
  };
}
