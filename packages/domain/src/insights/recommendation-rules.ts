// The rule table behind every recommendation: for each factor of the score and each stance
// (steady, watch, act) what to do, how much it matters and by when. Numbers live in params.
import type { Importance, ScoreFactor } from "@evenkeel/contracts";
import type { TrackedMetric } from "./metric-catalog.ts";

export type Stance = "steady" | "watch" | "act";

export interface FactorRule {
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

export const RULES: Readonly<Record<ScoreFactor, Readonly<Record<Stance, FactorRule>>>> = {
  sleep_quality: {
    steady: rule(
      "low",
      {},
      () =>
        "Keep the sleep routine that is working: similar bed and wake times on work days and weekends alike.",
      () => "This week",
    ),
    watch: rule(
      "high",
      { hours: 8, nights: 5, windDownMinutes: 45 },
      (p) =>
        `Give yourself a sleep opportunity of ${p.hours} hours on each of the next ${p.nights} nights, with a wind-down alarm ${p.windDownMinutes} minutes before lights-out.`,
      (p) => `Next ${p.nights} nights`,
    ),
    act: rule(
      "high",
      { earlierMinutes: 30 },
      (p) =>
        `Make sleep the one thing you protect this week: go to bed ${p.earlierMinutes} minutes earlier, keep the same wake time every day, and keep screens out of the bedroom.`,
      () => "Starting tonight",
    ),
  },
  hrv: {
    steady: rule(
      "low",
      {},
      () => "Keep alternating harder and easier days; your HRV suggests you are absorbing the load.",
      () => "This week",
    ),
    watch: rule(
      "medium",
      { breathingMinutes: 10 },
      (p) =>
        `Swap one hard session this week for an easy one, and try ${p.breathingMinutes} minutes of slow breathing before bed.`,
      () => "This week",
    ),
    act: rule(
      "high",
      { breakMinutes: 10, breaksPerDay: 2 },
      (p) =>
        `Build ${p.breaksPerDay} recovery breaks of ${p.breakMinutes} minutes into each workday (a walk outside or slow breathing) and keep alcohol out of this week; both tend to show in HRV within days.`,
      () => "Every workday this week",
    ),
  },
  recovery: {
    steady: rule(
      "low",
      {},
      () => "Keep saving your hardest work and training for high-recovery mornings.",
      () => "This week",
    ),
    watch: rule(
      "medium",
      { lowRecovery: 34 },
      (p) =>
        `Match effort to recovery: on mornings under ${p.lowRecovery}%, keep training light and finish work on time.`,
      () => "Each morning this week",
    ),
    act: rule(
      "high",
      { lightDays: 3, strainCap: 10 },
      (p) =>
        `Plan ${p.lightDays} lighter days: keep strain under ${p.strainCap}, get to bed early, and postpone what can wait.`,
      (p) => `Next ${p.lightDays} days`,
    ),
  },
  strain: {
    steady: rule(
      "low",
      { restDays: 1 },
      (p) => `Keep at least ${p.restDays} full rest day a week to hold this balance.`,
      () => "This week",
    ),
    watch: rule(
      "medium",
      { withinDays: 3, strainCap: 12 },
      (p) =>
        `Schedule a rest day within the next ${p.withinDays} days and keep the other days under strain ${p.strainCap}.`,
      (p) => `Next ${p.withinDays} days`,
    ),
    act: rule(
      "high",
      { reducePercent: 30, days: 7 },
      (p) =>
        `Cut training volume by about ${p.reducePercent}% for the next ${p.days} days; the load is running ahead of your recovery.`,
      (p) => `Next ${p.days} days`,
    ),
  },
  mood: {
    steady: rule(
      "low",
      {},
      () => "Keep logging your mood each day: it is often the first number to move.",
      () => "Daily",
    ),
    watch: rule(
      "medium",
      { activities: 2 },
      (p) =>
        `Plan ${p.activities} things this week that reliably lift you (time outside, a friend, something you enjoy) and see how your next ratings respond.`,
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
  () =>
    "Talk to your doctor or a licensed mental-health professional about how you have been feeling; these numbers can help you describe it.",
  () => "This week",
);

export function factorRule(topic: ScoreFactor, stance: Stance): FactorRule {
  return RULES[topic][stance];
}

function rule(
  impact: Importance,
  params: Readonly<Record<string, number>>,
  action: FactorRule["action"],
  timeframe: FactorRule["timeframe"],
): FactorRule {
  return { impact, params, action, timeframe };
}
