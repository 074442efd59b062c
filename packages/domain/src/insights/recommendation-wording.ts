// Renders a selected recommendation into its category, action, reason, timeframe and
// "based on" label, each reason quoting the number behind it.
import type { Importance, ScoreFactor } from "@evenkeel/contracts";
import { dataNeedsReason, longestWait } from "./data-needs-wording.ts";
import { countOf } from "./display-format.ts";
import type { InsightFacts } from "./facts.ts";
import { evidenceLabel, evidenceSentence } from "./metric-wording.ts";
import {
  FACTOR_CATEGORY,
  FACTOR_METRICS,
  factorRule,
  SUPPORT_RULE,
  WORKLOAD_RULE,
} from "./recommendation-rules.ts";
import type { RecommendationFacts } from "./recommendations.ts";
import { FACTOR_NOUN, LEVEL_WORD } from "./risk-wording.ts";
import { safetyReason } from "./safety-wording.ts";

export interface RenderedRecommendation {
  category: string;
  action: string;
  why: string;
  timeframe: string;
  basedOn: string;
  impact: Importance;
}

export function renderRecommendation(rec: RecommendationFacts, facts: InsightFacts): RenderedRecommendation {
  const base = { impact: rec.impact };
  switch (rec.topic) {
    case "support": {
      const reason = safetyReason(facts);
      return {
        ...base,
        category: "Support",
        action: SUPPORT_RULE.action(rec.params),
        why: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`,
        timeframe: SUPPORT_RULE.timeframe(rec.params),
        basedOn: supportLabel(facts),
      };
    }
    case "workload": {
      const risk = facts.risk;
      const score = risk ? `${risk.latest.score.toFixed(1)} (${LEVEL_WORD[risk.latest.level]})` : "";
      return {
        ...base,
        category: "Workload",
        action: WORKLOAD_RULE.action(rec.params),
        why: risk
          ? `Your risk score is ${score}, and ${risk.daysHighOrAbove} of the ${risk.scoredDays} scored days in this period were high or above.`
          : "Your numbers point to more load than recovery.",
        timeframe: WORKLOAD_RULE.timeframe(rec.params),
        basedOn: risk
          ? `Risk score ${risk.latest.score.toFixed(1)}, ${LEVEL_WORD[risk.latest.level]}`
          : "Risk score",
      };
    }
    case "tracking": {
      const needs = facts.dataNeeds.filter((n) => n.purpose !== "baseline");
      const wearable = needs.some((n) => n.subject === "wearable");
      const mood = needs.some((n) => n.subject !== "wearable");
      const doing = [
        wearable ? "wear your tracker every night" : null,
        mood ? "log your mood once a day, ordinary days included" : null,
      ];
      const { recordDays, moodDays } = facts.coverage;
      const days = facts.windows.period.days;
      return {
        ...base,
        category: "Tracking",
        action: `For the next ${countOf(longestWait(needs), "day")}, ${doing.filter(Boolean).join(" and ")}.`,
        why: dataNeedsReason(needs),
        timeframe: `Next ${countOf(longestWait(needs), "day")}`,
        basedOn: wearable
          ? `${recordDays} of ${days} days with wearable data`
          : `${countOf(moodDays, "mood rating")} in ${days} days`,
      };
    }
    default:
      return renderFactor(rec, rec.topic, facts);
  }
}

function renderFactor(
  rec: RecommendationFacts,
  factor: ScoreFactor,
  facts: InsightFacts,
): RenderedRecommendation {
  const table = factorRule(factor, rec.stance);
  const evidence = FACTOR_METRICS[factor].flatMap((m) => evidenceSentence(facts, m) ?? []);
  const label = FACTOR_METRICS[factor].flatMap((m) => evidenceLabel(facts, m) ?? [])[0];
  const share = facts.risk?.factors.find((f) => f.factor === factor);
  const shareSentence =
    share && facts.risk?.factorSource === "contributions"
      ? ` ${FACTOR_NOUN[factor].charAt(0).toUpperCase()}${FACTOR_NOUN[factor].slice(1)} accounts for ${share.points.toFixed(1)} points of your risk score.`
      : "";
  return {
    impact: rec.impact,
    category: FACTOR_CATEGORY[factor],
    action: table.action(rec.params),
    // The words follow the facts: "your risk score points to" only when it does.
    why:
      evidence.length > 0
        ? `${evidence.slice(0, 2).join(" ")}${shareSentence}`
        : share
          ? `Your risk score points to ${FACTOR_NOUN[factor]} as a main contributor.${shareSentence}`
          : `General guidance: there is not yet enough ${FACTOR_NOUN[factor]} data of your own to tie this to your numbers.`,
    timeframe: table.timeframe(rec.params),
    basedOn: label ?? `${FACTOR_CATEGORY[factor]} in your risk score`,
  };
}

function supportLabel(facts: InsightFacts): string {
  const labels: string[] = [];
  if (facts.safety.reasons.includes("risk_level") && facts.risk)
    labels.push(`Risk level ${LEVEL_WORD[facts.risk.latest.level]}`);
  if (facts.safety.reasons.includes("low_mood")) {
    const { rating, days, windowDays } = facts.safety.lowMood;
    labels.push(`Mood ${rating} or lower on ${days} of ${windowDays} days`);
  }
  return labels.join("; ");
}
