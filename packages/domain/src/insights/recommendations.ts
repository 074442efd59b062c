// The rule table behind every recommendation: keyed on the factor that contributes most to
// the latest score (or, without a score, the metric furthest off its normal) and the stance
// the level calls for. Selection keeps only numbers; the wording is rendered from the facts.
import type { Importance, RiskLevel, ScoreFactor } from "@evenkeel/contracts";
import type { DataNeed } from "./data-needs.ts";
import type { MetricFacts } from "./metric-facts.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";
import type { RiskFacts } from "./risk-facts.ts";
import type { SafetyFacts } from "./safety.ts";

export type Stance = "steady" | "watch" | "act";
export type RecommendationTopic = ScoreFactor | "workload" | "support" | "tracking";

export interface RecommendationFacts {
  topic: RecommendationTopic;
  stance: Stance;
  impact: Importance;
  /** The numbers the advice itself sets (nights, minutes), kept with the facts. */
  params: Readonly<Record<string, number>>;
}

interface FactorRule {
  impact: Importance;
  params: Readonly<Record<string, number>>;
  action: (p: Readonly<Record<string, number>>) => string;
  timeframe: (p: Readonly<Record<string, number>>) => string;
}

export const FACTOR_CATEGORY: Readonly<Record<ScoreFactor, string>> = {
  sleep_quality: "Sleep",
  hrv: "Stress",
  recovery: "Recovery",
  strain: "Training load",
  mood: "Mood",
};

/** The metrics that show each factor, the first being the headline number. */
export const FACTOR_METRICS: Readonly<Record<ScoreFactor, readonly TrackedMetric[]>> = {
  sleep_quality: ["sleep_hours", "sleep_quality_score"],
  hrv: ["hrv"],
  recovery: ["recovery_score", "resting_hr"],
  strain: ["day_strain", "recovery_score"],
  mood: ["mood"],
};

const RULES: Readonly<Record<ScoreFactor, Readonly<Record<Stance, FactorRule>>>> = {
  sleep_quality: {
    steady: rule("low", {}, () => "Keep the sleep routine that is working: similar bed and wake times on work days and weekends alike.", () => "This week"),
    watch: rule(
      "high",
      { hours: 8, nights: 5, windDownMinutes: 45 },
      (p) => `Give yourself a sleep opportunity of ${p.hours} hours on each of the next ${p.nights} nights, with a wind-down alarm ${p.windDownMinutes} minutes before lights-out.`,
      (p) => `Next ${p.nights} nights`,
    ),
    act: rule(
      "high",
      { earlierMinutes: 30 },
      (p) => `Make sleep the one thing you protect this week: go to bed ${p.earlierMinutes} minutes earlier, keep the same wake time every day, and keep screens out of the bedroom.`,
      () => "Starting tonight",
    ),
  },
  hrv: {
    steady: rule("low", {}, () => "Keep alternating harder and easier days; your HRV suggests you are absorbing the load.", () => "This week"),
    watch: rule(
      "medium",
      { breathingMinutes: 10 },
      (p) => `Swap one hard session this week for an easy one, and try ${p.breathingMinutes} minutes of slow breathing before bed.`,
      () => "This week",
    ),
    act: rule(
      "high",
      { easyDays: 2 },
      (p) => `Take ${p.easyDays} genuinely easy days in a row: no intense exercise, regular meals, and real breaks between tasks. HRV tends to come back with rest, not effort.`,
      (p) => `Next ${p.easyDays} days`,
    ),
  },
  recovery: {
    steady: rule("low", {}, () => "Keep saving your hardest work and training for high-recovery mornings.", () => "This week"),
    watch: rule(
      "medium",
      { lowRecovery: 34 },
      (p) => `Match effort to recovery: on mornings under ${p.lowRecovery}%, keep training light and finish work on time.`,
      () => "Each morning this week",
    ),
    act: rule(
      "high",
      { lightDays: 3, strainCap: 10 },
      (p) => `Plan ${p.lightDays} lighter days: keep strain under ${p.strainCap}, get to bed early, and postpone what can wait.`,
      (p) => `Next ${p.lightDays} days`,
    ),
  },
  strain: {
    steady: rule("low", { restDays: 1 }, (p) => `Keep at least ${p.restDays} full rest day a week to hold this balance.`, () => "This week"),
    watch: rule(
      "medium",
      { withinDays: 3, strainCap: 12 },
      (p) => `Schedule a rest day within the next ${p.withinDays} days and keep the other days under strain ${p.strainCap}.`,
      (p) => `Next ${p.withinDays} days`,
    ),
    act: rule(
      "high",
      { reducePercent: 30, days: 7 },
      (p) => `Cut training volume by about ${p.reducePercent}% for the next ${p.days} days; the load is running ahead of your recovery.`,
      (p) => `Next ${p.days} days`,
    ),
  },
  mood: {
    steady: rule("low", {}, () => "Keep logging your mood each day: it is often the first number to move.", () => "Daily"),
    watch: rule(
      "medium",
      { activities: 2 },
      (p) => `Plan ${p.activities} things this week that reliably lift you (time outside, a friend, something you enjoy) and see how your next ratings respond.`,
      () => "This week",
    ),
    act: rule(
      "high",
      {},
      () => "Tell someone you trust how this week has felt, and set aside one obligation you can postpone.",
      () => "Today",
    ),
  },
};

export const WORKLOAD_RULE = rule(
  "high",
  { days: 7 },
  (p) => `Look at your calendar for the next ${p.days} days and drop, delegate or postpone one commitment.`,
  () => "This week",
);

export const SUPPORT_RULE = rule(
  "high",
  {},
  () => "Talk to your doctor or a licensed mental-health professional about how you have been feeling; these numbers can help you describe it.",
  () => "This week",
);

export function factorRule(topic: ScoreFactor, stance: Stance): FactorRule {
  return RULES[topic][stance];
}

export interface RecommendationInput {
  risk: RiskFacts | null;
  metrics: Readonly<Record<TrackedMetric, MetricFacts>>;
  safety: SafetyFacts;
  dataNeeds: readonly DataNeed[];
}

/** Support first when the safety rule applies, then up to two factors, workload, tracking. */
export function selectRecommendations({ risk, metrics, safety, dataNeeds }: RecommendationInput): RecommendationFacts[] {
  const chosen: RecommendationFacts[] = [];
  if (safety.supportSuggested) chosen.push({ topic: "support", stance: "act", impact: "high", params: SUPPORT_RULE.params });
  for (const { factor, stance } of rankedFactors(risk, metrics)) {
    const table = RULES[factor][stance];
    chosen.push({ topic: factor, stance, impact: table.impact, params: table.params });
  }
  if (risk && stanceOfLevel(risk.latest.level) === "act") {
    chosen.push({ topic: "workload", stance: "act", impact: "high", params: WORKLOAD_RULE.params });
  }
  // A baseline fills with time alone; only trend and pairing needs are fixed by tracking more.
  if (dataNeeds.some((n) => n.purpose !== "baseline")) chosen.push({ topic: "tracking", stance: "watch", impact: "medium", params: {} });
  return chosen.slice(0, 5);
}

function rankedFactors(risk: RiskFacts | null, metrics: Readonly<Record<TrackedMetric, MetricFacts>>) {
  if (risk && risk.factors.length > 0) {
    const stance = stanceOfLevel(risk.latest.level);
    const [top, second] = risk.factors;
    const picked = [top, second && second.points >= (top?.points ?? 0) / 2 ? second : undefined];
    return picked.flatMap((f) => (f ? [{ factor: f.factor, stance: easedStance(stance, f.factor, metrics) }] : []));
  }
  // No score to explain: follow the metrics furthest off the person's normal.
  const concerns = (Object.keys(FACTOR_METRICS) as ScoreFactor[])
    .map((factor) => ({ factor, worseBy: Math.max(0, ...FACTOR_METRICS[factor].map((m) => worseBy(metrics[m]))) }))
    .filter((c) => c.worseBy > 1)
    .sort((a, b) => b.worseBy - a.worseBy)
    .slice(0, 2);
  if (concerns.length === 0) return [{ factor: "sleep_quality" as const, stance: "steady" as const }];
  return concerns.map((c) => ({ factor: c.factor, stance: c.worseBy > 3 ? ("act" as const) : ("watch" as const) }));
}

/**
 * A factor can top a day's score while its week is already better than the person's
 * normal (a recovery under way): the advice then steps down one notch instead of
 * contradicting the numbers it quotes.
 */
function easedStance(stance: Stance, factor: ScoreFactor, metrics: Readonly<Record<TrackedMetric, MetricFacts>>): Stance {
  const headline = metrics[FACTOR_METRICS[factor][0] as TrackedMetric];
  if (headline.deviation !== "better" && !(headline.deviation === null && headline.weekTrend === "improving")) return stance;
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

function rule(
  impact: Importance,
  params: Readonly<Record<string, number>>,
  action: FactorRule["action"],
  timeframe: FactorRule["timeframe"],
): FactorRule {
  return { impact, params, action, timeframe };
}
