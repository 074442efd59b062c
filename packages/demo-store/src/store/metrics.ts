// The demo user's daily health metrics: written by seeding and by the simulated sync, read
// by the dashboard, history and scoring exactly as the server's repository answers.
import { type HealthMetric, healthMetricSchema } from "@evenkeel/contracts";
import type { MetricRepository } from "@evenkeel/domain/router";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { byDateAscending, inRange } from "./date-range.ts";
import { jsonCollection } from "./json-collection.ts";

export interface DemoMetricRepository extends MetricRepository {
  /** Adds days, replacing any stored day of the same date (a sync is an upsert). */
  upsert(userId: string, days: readonly HealthMetric[]): void;
}

export function demoMetrics(storage: KeyValueStorage): DemoMetricRepository {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.metrics, healthMetricSchema);
  const own = (userId: string) =>
    collection
      .all()
      .filter((metric) => metric.user_id === userId)
      .sort(byDateAscending);
  const between = async (userId: string, from: string, to: string) =>
    own(userId).filter((metric) => metric.date >= from && metric.date <= to);

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
      const dates = new Set(days.map((day) => day.date));
      const kept = collection
        .all()
        .filter((metric) => !(metric.user_id === userId && dates.has(metric.date)));
      collection.save([...kept, ...days.map((day) => ({ ...day, user_id: userId }))]);
    },
  };
}
