// A metric's status for the week (good, fair, needs attention): against the person's own
// baseline when there is one, otherwise against fixed guides (recovery zones, the cards' references).
// Mood is the person's own rating on a fixed 1–10 scale, so its words also follow the guide
// with a baseline: a week of 1.7/10 is never "good", even when it is that person's normal.
import { type keyMetricStatusSchema, type MoodTrend, TREND_REFERENCES } from "@evenkeel/contracts";
import type { z } from "zod";
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";

export type KeyMetricStatus = z.infer<typeof keyMetricStatusSchema>;

/** Fixed guides used only while there is no personal baseline (recovery zones, the cards' references). */
const ABSOLUTE_GUIDES: Partial<Record<TrackedMetric, { good: number; fair: number }>> = {
  recovery_score: { good: 67, fair: 34 },
  hrv: { good: TREND_REFERENCES.hrv, fair: 35 },
  sleep_hours: { good: 7, fair: 6 },
  sleep_quality_score: { good: TREND_REFERENCES.sleep_quality, fair: 65 },
  mood: { good: TREND_REFERENCES.mood, fair: 5 },
};

/** Metrics whose guide holds even against a baseline: the status is the worse of the two. */
const GUIDE_ALWAYS: readonly TrackedMetric[] = ["mood"];
const SEVERITY: readonly KeyMetricStatus[] = ["good", "fair", "needs_attention"];

function againstGuide(guide: { good: number; fair: number }, recentMean: number): KeyMetricStatus {
  if (recentMean >= guide.good) return "good";
  return recentMean >= guide.fair ? "fair" : "needs_attention";
}

export function statusOf(
  metric: TrackedMetric,
  recentMean: number | null,
  vsBaseline: number | null,
  swc: number,
  weekTrend: MoodTrend,
): KeyMetricStatus | null {
  if (recentMean === null) return null;
  const guide = ABSOLUTE_GUIDES[metric];
  if (vsBaseline !== null) {
    const worseBy = (-vsBaseline * METRIC_CATALOG[metric].better) / swc;
    const personal: KeyMetricStatus =
      worseBy > P.statusAttentionSwc ? "needs_attention" : worseBy > P.statusFairSwc ? "fair" : "good";
    if (!guide || !GUIDE_ALWAYS.includes(metric)) return personal;
    const general = againstGuide(guide, recentMean);
    return SEVERITY.indexOf(general) > SEVERITY.indexOf(personal) ? general : personal;
  }
  // Resting HR and strain mean nothing without the person's own normal: judge the week's move.
  if (!guide) return weekTrend === "declining" ? "fair" : "good";
  return againstGuide(guide, recentMean);
}
