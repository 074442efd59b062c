// What is missing before Evenkeel can say more: days of data for a trend, for a personal
// baseline, and paired days for the sleep–mood link. Each need is a count, never a guess.
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";
import type { AssociationAttempt } from "./associations.ts";
import type { TrackedMetric } from "./metric-catalog.ts";
import type { MetricFacts } from "./metric-facts.ts";

export interface DataNeed {
  purpose: "trend" | "baseline" | "association";
  /** "wearable" stands for the nightly records (sleep, recovery, HRV); "sleep_and_mood" for paired days. */
  subject: "wearable" | "mood" | "sleep_and_mood";
  have: number;
  need: number;
  missing: number;
}

const WEARABLE_METRICS: readonly TrackedMetric[] = ["sleep_hours", "recovery_score", "hrv"];

export function computeDataNeeds(
  metrics: Readonly<Record<TrackedMetric, MetricFacts>>,
  attempts: readonly AssociationAttempt[],
): DataNeed[] {
  const needs: DataNeed[] = [];
  const add = (purpose: DataNeed["purpose"], subject: DataNeed["subject"], have: number, need: number) => {
    if (have < need) needs.push({ purpose, subject, have, need, missing: need - have });
  };
  const wearableTrend = Math.max(...WEARABLE_METRICS.map((m) => metrics[m].trend.points));
  add("trend", "wearable", wearableTrend, metrics.sleep_hours.trend.pointsNeeded);
  add("trend", "mood", metrics.mood.trend.points, metrics.mood.trend.pointsNeeded);
  add(
    "baseline",
    "wearable",
    Math.max(...WEARABLE_METRICS.map((m) => metrics[m].baseline.days)),
    P.baselineMinDays,
  );
  add("baseline", "mood", metrics.mood.baseline.days, P.baselineMinDays);
  const sleepMood = attempts.find((a) => a.driver === "sleep_hours" && a.outcome === "mood");
  add("association", "sleep_and_mood", sleepMood?.pairs ?? 0, P.associationMinPairs);
  return needs;
}
