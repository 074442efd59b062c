// Each simulated source's own record of a day (docs/wearables.md "Sources"): the demo keeps them
// like the server's source_daily_metrics, and the one row per day that screens and the score read
// (metrics.ts) is resolved from them by the domain's rule (resolveDay), with the same default
// order (the source that first delivered data first) and the visitor's preferred sources.
import {
  type HealthMetric,
  healthMetricSchema,
  METRIC_SOURCE_KEYS,
  type MetricSourceKey,
  metricSourceKeySchema,
  metricSourceSchema,
} from "@evenkeel/contracts";
import { inDefaultOrder, resolveDay, type SourceDayRecord, type SourceOrder } from "@evenkeel/domain/router";
import { z } from "zod";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { type JsonCollection, jsonCollection } from "./json-collection.ts";

const preferenceSchema = z.object({
  user_id: z.string(),
  metric: metricSourceKeySchema,
  source: metricSourceSchema,
});
export type DemoPreference = z.infer<typeof preferenceSchema>;

/** The visitor's preferred source per metric (docs/decisions/031), kept on the device. */
export function demoPreferenceCollection(storage: KeyValueStorage): JsonCollection<DemoPreference> {
  return jsonCollection(storage, DEMO_DATA_KEYS.metricSources, preferenceSchema);
}

const STRESS_FIELDS = ["stress_high_minutes", "recovery_high_minutes", "stress_day_summary"] as const;

/** Whether a source's day holds a value of the metric (`stress`: any of its three fields). */
export function hasMetric(day: HealthMetric, metric: MetricSourceKey): boolean {
  const fields: readonly string[] = metric === "stress" ? STRESS_FIELDS : [metric];
  return fields.some((field) => {
    const value = (day as Record<string, unknown>)[field];
    return value !== null && value !== undefined;
  });
}

/** A stored day in the shape the resolver reads (absent optional fields read as null). */
function asRecord(day: HealthMetric): SourceDayRecord {
  return {
    ...day,
    steps: day.steps ?? null,
    stress_high_minutes: day.stress_high_minutes ?? null,
    recovery_high_minutes: day.recovery_high_minutes ?? null,
    stress_day_summary: day.stress_day_summary ?? null,
  };
}

export interface DemoSourceDays {
  /** The user's source days, oldest first. */
  all(userId: string): HealthMetric[];
  /** Replaces the sources' records of the days given (keyed by date and source). */
  put(userId: string, days: readonly HealthMetric[]): void;
  /** The order the user's sources are read in. */
  order(userId: string): SourceOrder;
  /** The resolved row of each date from the stored source days (dates without any: none). */
  resolve(userId: string, dates: readonly string[]): Map<string, ReturnType<typeof resolveDay>>;
}

export function demoSourceDays(storage: KeyValueStorage): DemoSourceDays {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.sourceDays, healthMetricSchema);
  const preferences = demoPreferenceCollection(storage);
  const all = (userId: string) =>
    collection
      .all()
      .filter((day) => day.user_id === userId)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const order = (userId: string): SourceOrder => {
    const firstAt = new Map<string, string>();
    const measures = new Map<string, HealthMetric["hrv_measure"]>();
    for (const day of all(userId)) {
      const at = firstAt.get(day.source);
      if (at === undefined || day.created_at < at) firstAt.set(day.source, day.created_at);
      if (day.hrv_measure !== null && !measures.has(day.source)) measures.set(day.source, day.hrv_measure);
    }
    const sources = [...firstAt.keys()].sort((a, b) => {
      const [atA, atB] = [firstAt.get(a) as string, firstAt.get(b) as string];
      return atA === atB ? (a < b ? -1 : 1) : atA < atB ? -1 : 1;
    });
    const preferred: SourceOrder["preferred"] = {};
    for (const row of preferences.all()) {
      if (row.user_id === userId && (METRIC_SOURCE_KEYS as readonly string[]).includes(row.metric))
        preferred[row.metric] = row.source;
    }
    const hrvSource =
      (preferred.hrv && measures.has(preferred.hrv) ? preferred.hrv : undefined) ??
      sources.find((source) => measures.has(source));
    return { sources, preferred, hrvMeasure: hrvSource ? (measures.get(hrvSource) ?? null) : null };
  };

  return {
    all,
    put(userId, days) {
      const keys = new Set(days.map((day) => `${day.date}|${day.source}`));
      const kept = collection
        .all()
        .filter((day) => !(day.user_id === userId && keys.has(`${day.date}|${day.source}`)));
      collection.save([...kept, ...days.map((day) => ({ ...day, user_id: userId }))]);
    },
    order,
    resolve(userId, dates) {
      const wanted = new Set(dates);
      const sourceOrder = order(userId);
      const byDate = new Map<string, SourceDayRecord[]>();
      for (const day of all(userId)) {
        if (!wanted.has(day.date)) continue;
        byDate.set(day.date, [...(byDate.get(day.date) ?? []), asRecord(day)]);
      }
      const resolved = new Map<string, ReturnType<typeof resolveDay>>();
      for (const [date, rows] of byDate) {
        resolved.set(date, resolveDay(inDefaultOrder(rows, sourceOrder), sourceOrder));
      }
      return resolved;
    },
  };
}
