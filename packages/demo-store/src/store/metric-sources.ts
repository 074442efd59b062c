// The demo's preferred source per metric (docs/decisions/031-preferred-sources-and-stress.md):
// the same answers as the server's, over the demo's days. The demo stores one simulated
// provider's days, so there is one source to read and a choice changes no value; the choice is
// kept on the device like the rest of the demo user's data.
import {
  METRIC_SOURCE_KEYS,
  type MetricSourceKey,
  metricSourceKeySchema,
  metricSourceSchema,
} from "@evenkeel/contracts";
import type { MetricSourceRepository } from "@evenkeel/domain/router";
import { z } from "zod";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { jsonCollection } from "./json-collection.ts";
import type { DemoMetricRepository } from "./metrics.ts";

const preferenceSchema = z.object({
  user_id: z.string(),
  metric: metricSourceKeySchema,
  source: metricSourceSchema,
});

const HAS_VALUE: Record<MetricSourceKey, (day: Record<string, unknown>) => boolean> = Object.fromEntries(
  METRIC_SOURCE_KEYS.map((metric) => [
    metric,
    metric === "stress"
      ? (day: Record<string, unknown>) =>
          ["stress_high_minutes", "recovery_high_minutes", "stress_day_summary"].some(
            (field) => day[field] !== null && day[field] !== undefined,
          )
      : (day: Record<string, unknown>) => day[metric] !== null && day[metric] !== undefined,
  ]),
) as Record<MetricSourceKey, (day: Record<string, unknown>) => boolean>;

export function demoMetricSources(
  storage: KeyValueStorage,
  metrics: DemoMetricRepository,
): MetricSourceRepository {
  const preferences = jsonCollection(storage, DEMO_DATA_KEYS.metricSources, preferenceSchema);

  async function get(userId: string) {
    const days = await metrics.list(userId, { limit: Number.MAX_SAFE_INTEGER });
    const byFirst = [...days].sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
    const sources = [...new Set(byFirst.map((day) => day.source))];
    const chosen = preferences.all().filter((row) => row.user_id === userId);
    return {
      sources,
      metrics: METRIC_SOURCE_KEYS.map((metric) => {
        const withValues = sources.filter((source) =>
          days.some((day) => day.source === source && HAS_VALUE[metric](day)),
        );
        const preferred = chosen.find((row) => row.metric === metric)?.source ?? null;
        return { metric, sources: withValues, preferred, effective: preferred ?? withValues[0] ?? null };
      }),
    };
  }

  return {
    get,
    async choose(userId, metric, source) {
      const current = await get(userId);
      const entry = current.metrics.find((row) => row.metric === metric);
      if (source !== null && !entry?.sources.includes(source)) return null;
      const others = preferences.all().filter((row) => !(row.user_id === userId && row.metric === metric));
      preferences.save(source === null ? others : [...others, { user_id: userId, metric, source }]);
      // One source: every day already reads it.
      return { changed: null };
    },
  };
}
