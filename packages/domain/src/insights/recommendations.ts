// Chooses the recommendations for an insight from the rule table: keyed on the factor that
// contributes most to the latest score (or, without a score, the metric furthest off its
// normal) and the stance the level calls for. Only numbers are kept; wording comes later.
import type { Importance, RiskLevel, ScoreFactor } from "@evenkeel/contracts";
import type { DataNeed } from "./data-needs.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";
import type { MetricFacts } from "./metric-facts.ts";
import { FACTOR_METRICS, RULES, type Stance, SUPPORT_RULE, WORKLOAD_RULE } from "./recommendation-rules.ts";
import type { RiskFacts } from "./risk-facts.ts";
import type { SafetyFacts } from "./safety.ts";

export type RecommendationTopic = ScoreFactor | "workload" | "support" | "tracking";

export interface RecommendationFacts {
  topic: RecommendationTopic;
  stance: Stance;
  impact: Importance;
  /** The numbers the advice itself sets (nights, minutes), kept with the facts. */
  params: Readonly<Record<string, number>>;
}

export interface RecommendationInput {
  risk: RiskFacts | null;
  metrics: Readonly<Record<TrackedMetric, MetricFacts>>;
  safety: SafetyFacts;
  dataNeeds: readonly DataNeed[];
}

/** Support first when the safety rule applies, then up to two factors, workload, tracking. */
export function selectRecommendations({
  risk,
  metrics,
  safety,
  dataNeeds,
}: RecommendationInput): RecommendationFacts[] {
  const chosen: RecommendationFacts[] = [];
  if (safety.supportSuggested)
    chosen.push({ topic: "support", stance: "act", impact: "high", params: SUPPORT_RULE.params });
  for (const { factor, stance } of rankedFactors(risk, metrics)) {
    const table = RULES[factor][stance];
    chosen.push({ topic: factor, stance, impact: table.impact, params: table.params });
  }
  if (risk && stanceOfLevel(risk.latest.level) === "act") {
    chosen.push({ topic: "workload", stance: "act", impact: "high", params: WORKLOAD_RULE.params });
  }
  // A baseline fills with time alone; only trend and pairing needs are fixed by tracking more.
  if (dataNeeds.some((n) => n.purpose !== "baseline"))
    chosen.push({ topic: "tracking", stance: "watch", impact: "medium", params: {} });
  return chosen.slice(0, 5);
}

/** At most this many factor rules, so the advice stays a short list. */
const MAX_FACTORS = 3;
/** A factor not carried by the score still earns advice when its metric is this many SWCs off. */
const CLEARLY_OFF_SWC = 3;

/**
 * The latest score's top contributor first, then factors carrying at least half as much; then
 * factors whose own metric is clearly off the person's normal (the score can lag a change the
 * metrics already show). Without a score, the metrics alone decide, furthest off first.
 */
function rankedFactors(
  risk: RiskFacts | null,
  metrics: Readonly<Record<TrackedMetric, MetricFacts>>,
): { factor: ScoreFactor; stance: Stance }[] {
  const concerns = (Object.keys(FACTOR_METRICS) as ScoreFactor[])
    .map((factor) => ({
      factor,
      worseBy: Math.max(0, ...FACTOR_METRICS[factor].map((m) => worseBy(metrics[m]))),
    }))
    .sort((a, b) => b.worseBy - a.worseBy);
  const top = risk?.factors[0]?.points ?? 0;
  const fromScore = (risk?.factors ?? [])
    .filter((f, rank) => rank === 0 || f.points >= top / 2)
    .map((f) => f.factor);
  const threshold = fromScore.length > 0 ? CLEARLY_OFF_SWC : 1;
  const fromMetrics = concerns
    .filter((c) => c.worseBy > threshold && !fromScore.includes(c.factor))
    .map((c) => c.factor);
  const chosen = [...fromScore, ...fromMetrics].slice(0, MAX_FACTORS);
  // Nothing off: praise the sleep routine, but only when there are nights to praise (an
  // account without data was told to "keep the sleep routine that is working").
  if (chosen.length === 0) {
    const sleepKnown = FACTOR_METRICS.sleep_quality.some((m) => metrics[m].period.mean !== null);
    return sleepKnown ? [{ factor: "sleep_quality", stance: "steady" }] : [];
  }
  return chosen.map((factor) => {
    if (risk) return { factor, stance: easedStance(stanceOfLevel(risk.latest.level), factor, metrics) };
    const off = concerns.find((c) => c.factor === factor)?.worseBy ?? 0;
    return { factor, stance: off > CLEARLY_OFF_SWC ? "act" : "watch" };
  });
}

/**
 * A factor can top a day's score while its week is already better than the person's
 * normal (a recovery under way): the advice then steps down one notch instead of
 * contradicting the numbers it quotes.
 */
function easedStance(
  stance: Stance,
  factor: ScoreFactor,
  metrics: Readonly<Record<TrackedMetric, MetricFacts>>,
): Stance {
  const headline = metrics[FACTOR_METRICS[factor][0] as TrackedMetric];
  if (headline.deviation !== "better" && !(headline.deviation === null && headline.weekTrend === "improving"))
    return stance;
  return stance === "act" ? "watch" : "steady";
}

export function stanceOfLevel(level: RiskLevel): Stance {
  if (level === "low") return "steady";
  return level === "moderate" ? "watch" : "act";
}

/** How many SWCs the week sits on the worse side of the person's normal (or of last week). */
export function worseBy(facts: MetricFacts): number {
  const gap = facts.vsBaseline ?? facts.weekChange;
  if (gap === null) return 0;
  return (-gap * METRIC_CATALOG[facts.metric].better) / facts.swc;
}
