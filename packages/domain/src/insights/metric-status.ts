// A metric's status for the week (good, fair, needs attention): against the person's own
// baseline when there is one, otherwise against fixed guides (recovery zones, SPEC references).
import { type keyMetricStatusSchema, type MoodTrend, TREND_REFERENCES } from "@evenkeel/contracts";
import type { z } from "zod";
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";

export type KeyMetricStatus = z.infer<typeof keyMetricStatusSchema>;

/** Fixed guides used only while there is no personal baseline (recovery zones, SPEC references). */
const ABSOLUTE_GUIDES: Partial<Record<TrackedMetric, { good: number; fair: number }>> = {
  recovery_score: { good: 67, fair: 34 },
  hrv: { good: TREND_REFERENCES.hrv, fair: 35 },
  sleep_hours: { good: 7, fair: 6 },
  sleep_quality_score: { good: TREND_REFERENCES.sleep_quality, fair: 65 },
  mood: { good: TREND_REFERENCES.mood, fair: 5 },
};

export function statusOf(
  metric: TrackedMetric,
  recentMean: number | null,
  vsBaseline: number | null,
  swc: number,
  weekTrend: MoodTrend,
): KeyMetricStatus | null {
  if (recentMean === null) return null;
  if (vsBaseline !== null) {
    const worseBy = (-vsBaseline * METRIC_CATALOG[metric].better) / swc;
    if (worseBy > P.statusAttentionSwc) return "needs_attention";
    return worseBy > P.statusFairSwc ? "fair" : "good";
  }
  const guide = ABSOLUTE_GUIDES[metric];
  // Resting HR and strain mean nothing without the person's own normal: judge the week's move.
  if (!guide) return weekTrend === "declining" ? "fair" : "good";
  if (recentMean >= guide.good) return "good";
  return recentMean >= guide.fair ? "fair" : "needs_attention";
}
