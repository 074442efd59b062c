// The burnout_alert writer: the score and its level, what the numbers look like (never a
// diagnosis), the warning signs against the person's normal, what to do now, and support.
import type { Importance, RiskLevel } from "@evenkeel/contracts";
import { gaugeRiskLevel } from "../bands/risk-levels.ts";
import { burnoutTrend } from "../trends/burnout-trend.ts";
import { dataNeedsParagraph } from "./data-needs-wording.ts";
import { formatDateRange, formatValue } from "./display-format.ts";
import type { InsightFacts } from "./facts.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";
import { againstLastWeek, againstUsual, listOf } from "./metric-wording.ts";
import { FACTOR_CATEGORY, FACTOR_METRICS } from "./recommendation-rules.ts";
import { renderRecommendation } from "./recommendation-wording.ts";
import { worseBy } from "./recommendations.ts";
import { driversSentence, FACTOR_NOUN, persistenceSentence, scoreSentence } from "./risk-wording.ts";
import { SIGN_OFF, safetyParagraph } from "./safety-wording.ts";
import { taggedBadDaysSentence } from "./tagged-days.ts";
import { paragraphs, type WrittenInsight } from "./written-insight.ts";

const SIGN_METRICS: readonly TrackedMetric[] = [
  "mood",
  "sleep_hours",
  "hrv",
  "resting_hr",
  "recovery_score",
  "sleep_quality_score",
  "day_strain",
];

/** The five strongest signs: a longer list reads as alarm, not guidance. */
const MAX_WARNING_SIGNS = 5;

export function writeBurnoutAlert(facts: InsightFacts): WrittenInsight<"burnout_alert"> {
  // Without a score in the period the level falls back to the gauge's rule: missing → low.
  const level: RiskLevel = facts.risk?.latest.level ?? gaugeRiskLevel(null);
  const title = titleFor(facts, level);
  const message = messageFor(facts, level);
  const signs = warningSigns(facts);
  const actions = facts.recommendations.map((r) => renderRecommendation(r, facts));
  const content = paragraphs([
    message,
    facts.risk ? historySentence(facts.risk) : null,
    taggedBadDaysSentence(facts.taggedBadDays),
    `What stands out:\n${signs.map((s) => `- ${s.sign}`).join("\n")}`,
    `What to do now:\n${actions.map((a) => `- ${a.action} (${a.timeframe.toLowerCase()})`).join("\n")}`,
    dataNeedsParagraph(facts.dataNeeds),
    safetyParagraph(facts),
    SIGN_OFF,
  ]);

  return {
    insight_type: "burnout_alert",
    title,
    content,
    recommendations: { items: actions.map((a) => `${a.action} (${a.basedOn})`) },
    structured_data: {
      title,
      risk_level: level,
      message,
      warning_signs: signs,
      immediate_actions: actions.map((a) => ({ action: a.action, why: a.why, timeframe: a.timeframe })),
      support_resources: [...facts.safety.resources],
    },
    date_range_start: facts.windows.period.start,
    date_range_end: facts.windows.period.end,
  };
}

function titleFor(facts: InsightFacts, level: RiskLevel): string {
  const top = facts.risk?.factors[0];
  if (!facts.risk) return "Burnout check: no risk score for this period yet";
  switch (level) {
    case "low":
      return "Burnout check: low risk, your numbers look steady";
    case "moderate":
      return top
        ? `Burnout check: moderate risk, ${FACTOR_CATEGORY[top.factor].toLowerCase()} is the one to watch`
        : "Burnout check: moderate risk, worth watching";
    case "high":
      return "Burnout check: high risk, your numbers look strained";
    default:
      return "Burnout check: critical, several signals are far from your normal";
  }
}

const LOOKS_LIKE: Readonly<Record<RiskLevel, string>> = {
  low: "Your numbers look like a load you are absorbing: nothing that feeds the score is far off your normal.",
  moderate:
    "Your numbers look like strain starting to build. It is early enough that small, deliberate changes count.",
  high: "Your numbers look like sustained strain rather than one bad day. This is a signal to act on, not a diagnosis.",
  critical:
    "Your numbers look like a long stretch of strain across several systems at once. This is not a diagnosis, but it is the strongest signal Evenkeel gives, and it is worth taking seriously.",
};

function messageFor(facts: InsightFacts, level: RiskLevel): string {
  if (!facts.risk) {
    const { start, end } = facts.windows.period;
    return `Evenkeel has no burnout risk score for ${formatDateRange(start, end)} yet, so this check reads your metrics directly. Scores appear once there is enough wearable or mood data to compare against your own normal.`;
  }
  const drivers = driversSentence(facts.risk);
  return [scoreSentence(facts.risk), LOOKS_LIKE[level], drivers].filter(Boolean).join(" ");
}

/** How the period went; after a hard stretch that has eased, says so and what to keep. */
function historySentence(risk: NonNullable<InsightFacts["risk"]>): string {
  const { recentMean, priorMean } = risk.weeks;
  const weekFell =
    recentMean !== null && priorMean !== null && burnoutTrend(recentMean, priorMean) === "decreasing";
  const eased =
    (risk.latest.level === "low" || risk.latest.level === "moderate") && risk.daysHighOrAbove > 0 && weekFell;
  if (!eased) return persistenceSentence(risk);
  return `${persistenceSentence(risk)} This week's scores averaged ${(recentMean as number).toFixed(1)}, down from ${(priorMean as number).toFixed(1)}: whatever changed is working, so keep those routines for a few more weeks.`;
}

function warningSigns(facts: InsightFacts): { sign: string; severity: Importance }[] {
  const signs: { sign: string; severity: Importance; weight: number }[] = [];
  for (const k of SIGN_METRICS) {
    const m = facts.metrics[k];
    const worse = worseBy(m);
    const lowByGuides = m.deviation === null && m.status === "needs_attention";
    const offNormal =
      m.deviation === "worse" || (m.deviation === null && m.weekTrend === "declining") || lowByGuides;
    if (!offNormal || m.recent.mean === null) continue;
    const comparison =
      againstUsual(m) ?? againstLastWeek(m) ?? "low by general guides while your own baseline forms";
    // Metrics behind the score's largest contributions come first among equals.
    const drives = facts.risk?.factors.slice(0, 2).some((f) => FACTOR_METRICS[f.factor][0] === k) ? 2 : 0;
    signs.push({
      sign: `${METRIC_CATALOG[k].label} ${formatValue(k, m.recent.mean)} this week, ${comparison}`,
      severity: lowByGuides ? "medium" : worse > 3 ? "high" : worse > 2 ? "medium" : "low",
      weight: (lowByGuides ? 2 : worse) + drives,
    });
  }
  const { lowMood } = facts.safety;
  if (lowMood.days >= 3) {
    signs.push({
      sign: `Mood ${lowMood.rating} or lower on ${lowMood.days} of the last ${lowMood.windowDays} days`,
      severity: lowMood.days >= lowMood.neededDays ? "high" : "medium",
      weight: lowMood.days >= lowMood.neededDays ? 100 : 2,
    });
  }
  const risk = facts.risk;
  const { recentMean, priorMean } = risk?.weeks ?? { recentMean: null, priorMean: null };
  if (
    risk?.change != null &&
    recentMean !== null &&
    priorMean !== null &&
    burnoutTrend(recentMean, priorMean) === "increasing"
  ) {
    signs.push({
      sign: `Risk score averaging ${recentMean.toFixed(1)} this week, up ${risk.change.toFixed(1)} points on the week before (${priorMean.toFixed(1)})`,
      severity: "medium",
      weight: 2.5,
    });
  }
  if (signs.length === 0) {
    return [{ sign: quietSign(facts), severity: "low" }];
  }
  return signs
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_WARNING_SIGNS)
    .map(({ sign, severity }) => ({ sign, severity }));
}

function quietSign(facts: InsightFacts): string {
  if (SIGN_METRICS.every((k) => facts.metrics[k].deviation === null)) {
    return "Nothing this week is low by the general guides Evenkeel uses until your own baseline forms.";
  }
  const quiet = "Nothing that feeds the score is worse than your normal this week";
  const better = SIGN_METRICS.filter((k) => facts.metrics[k].deviation === "better")
    .slice(0, 2)
    .map((k) => `${METRIC_CATALOG[k].noun} is ${againstUsual(facts.metrics[k])}`);
  if (better.length > 0) return `${quiet}; ${listOf(better)}.`;
  const top = facts.risk?.factors[0];
  if (top && facts.risk?.factorSource === "contributions") {
    return `${quiet}; ${FACTOR_NOUN[top.factor]} is the largest part of the score at ${top.points.toFixed(1)} points.`;
  }
  return `${quiet}.`;
}
