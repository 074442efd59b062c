// Sentences about the stored burnout score: where it is, where it was a week ago, and which
// factors carry it. Wording describes numbers ("your numbers look like…"), never a person.
import { levelHoldSentence, type RiskLevel, type ScoreFactor } from "@evenkeel/contracts";
import { burnoutTrend } from "../trends/burnout-trend.ts";
import { formatMonthDay } from "./display-format.ts";
import { listOf } from "./metric-wording.ts";
import type { RiskFacts } from "./risk-facts.ts";

export const FACTOR_NOUN: Readonly<Record<ScoreFactor, string>> = {
  sleep_quality: "sleep",
  hrv: "HRV",
  recovery: "recovery",
  strain: "strain",
  mood: "mood",
};

export const LEVEL_WORD: Readonly<Record<RiskLevel, string>> = {
  low: "low",
  moderate: "moderate",
  high: "high",
  critical: "critical",
};

/** "Your burnout risk score on Mar 8 was 42.5 (moderate). This week (7 scored days) it averaged 40.1, up 8.1 points on the week before (32.0)." */
export function scoreSentence(risk: RiskFacts): string {
  const { latest, weeks, change } = risk;
  const head = `Your burnout risk score on ${formatMonthDay(latest.date)} was ${latest.score.toFixed(1)} (${LEVEL_WORD[latest.level]}).`;
  let movement = "";
  if (weeks.recentMean !== null && weeks.priorMean !== null && change !== null) {
    const direction = burnoutTrend(weeks.recentMean, weeks.priorMean);
    const how =
      direction === "stable"
        ? `about the same as the week before (${weeks.priorMean.toFixed(1)})`
        : `${change > 0 ? "up" : "down"} ${Math.abs(change).toFixed(1)} points on the week before (${weeks.priorMean.toFixed(1)})`;
    movement = ` This week (${weeks.recentDays} scored days) it averaged ${weeks.recentMean.toFixed(1)}, ${how}.`;
  }
  const calibrating = latest.calibrating
    ? " The score is still calibrating to your own baseline, so treat it as a rough guide for now."
    : "";
  // One level per day: the same words as the gauge when a rule holds the level.
  const held = latest.hold
    ? ` ${levelHoldSentence(latest.level, latest.hold.reason, latest.hold.numbers)}`
    : "";
  return `${head}${held}${movement}${calibrating}`;
}

/** "Sleep (14.2 points) and HRV (9.8 points) carry most of it." — null when nothing stands out. */
export function driversSentence(risk: RiskFacts): string | null {
  const top = risk.factors.slice(0, 2);
  if (top.length === 0) return null;
  const unit = risk.factorSource === "contributions" ? "points" : "sub-risk";
  const parts = top.map((f) => `${FACTOR_NOUN[f.factor]} (${f.points.toFixed(1)} ${unit})`);
  const sentence = `${listOf(parts)} ${top.length === 1 ? "carries" : "carry"} most of it.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** "5 of the 14 scored days in this period were high or above; the peak was 71.3 on Mar 2." */
export function persistenceSentence(risk: RiskFacts): string {
  const peak = `the peak was ${risk.peak.score.toFixed(1)} on ${formatMonthDay(risk.peak.date)}`;
  if (risk.daysHighOrAbove === 0) return `No scored day in this period reached the high range; ${peak}.`;
  return `${risk.daysHighOrAbove} of the ${risk.scoredDays} scored days in this period were high or above; ${peak}.`;
}
