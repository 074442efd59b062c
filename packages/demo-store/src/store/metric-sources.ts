// The demo's preferred source per metric (docs/decisions/031-preferred-sources-and-stress.md):
// the same answers as the server's, over the demo's source days (source-days.ts). A choice is
// kept on the device like the rest of the demo user's data, and resolves every day again.
import { METRIC_SOURCE_KEYS } from "@evenkeel/contracts";
import type { MetricSourceRepository } from "@evenkeel/domain/router";
import type { KeyValueStorage } from "../key-value-storage.ts";
import type { DemoMetricRepository } from "./metrics.ts";
import { demoPreferenceCollection, hasMetric } from "./source-days.ts";

export function demoMetricSources(
  storage: KeyValueStorage,
  metrics: DemoMetricRepository,
): MetricSourceRepository {
  const preferences = demoPreferenceCollection(storage);

  async function get(userId: string) {
    const days = metrics.sourceDaysOf(userId);
    const ordered = metrics.sourceOrder(userId).sources;
    const chosen = preferences.all().filter((row) => row.user_id === userId);
    return {
      sources: ordered,
      metrics: METRIC_SOURCE_KEYS.map((metric) => {
        const withValues = ordered.filter((source) =>
          days.some((day) => day.source === source && hasMetric(day, metric)),
        );
        const preferred = chosen.find((row) => row.metric === metric)?.source ?? null;
        return { metric, sources: withValues, preferred, effective: preferred ?? withValues[0] ?? null };
      }),
    };
  }

  return {
    get,
    async choose(userId, metric, source, now) {
      const current = await get(userId);
      const entry = current.metrics.find((row) => row.metric === metric);
      if (source !== null && !entry?.sources.includes(source)) return null;
      const others = preferences.all().filter((row) => !(row.user_id === userId && row.metric === metric));
      preferences.save(source === null ? others : [...others, { user_id: userId, metric, source }]);
      const changed = metrics.resolveAll(userId, now);
      const from = changed[0];
      const to = changed.at(-1);
      return { changed: from && to ? { from, to } : null };
    },
  };
}
