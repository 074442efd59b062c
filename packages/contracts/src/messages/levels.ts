// A day's level and why the rules hold it.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import { LOW_CONFIDENCE_BELOW } from "../constants.ts";
import type { RiskLevel } from "../primitives.ts";
// One level per day (docs/score.md "Levels"): every screen shows the level stored with
// the day's score, and says so when the rules hold it apart from what the number alone suggests.
export const RISK_LEVEL_WORDS: Readonly<Record<RiskLevel, string>> = {
  low: "Low",
  moderate: "Moderate",
  high: "High",
  critical: "Critical",
};
/** Why a stored level differs from the band its score falls in (domain: bands/shown-level.ts). */
export type LevelHoldReason =
  | "critical_needs_time"
  | "high_needs_two_days"
  | "calibrating"
  | "coverage"
  | "leaving";
export interface LevelHoldNumbers {
  /** The score's lower boundary of high (50). */
  high: number;
  /** The number a level's boundary must be left by, for `days` days, to come down. */
  leaveAt: number;
  leaveDays: number;
}
function scoreWords(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
/** The rule that holds a level, e.g. "Critical needs two weeks at High, with two signals strained." */
export function levelHoldRule(reason: LevelHoldReason, numbers: LevelHoldNumbers): string {
  switch (reason) {
    case "critical_needs_time":
      return "Critical needs two weeks at High, with two signals strained.";
    case "high_needs_two_days":
      return `High needs two days in a row at ${numbers.high} or above, and no illness tagged in the two weeks before.`;
    case "calibrating":
      return "while your baseline is calibrating (about two weeks of data), the level stays at Moderate at most.";
    case "coverage":
      return "High needs enough data from at least two signals, unless your mood alone is at High.";
    case "leaving":
      return `the level comes down after ${numbers.leaveDays} days in a row at ${numbers.leaveAt} or under.`;
  }
}
/** e.g. "75 — held at High: Critical needs two weeks at High, with two signals strained." */
export function levelHeldNote(
  score: number,
  level: RiskLevel,
  reason: LevelHoldReason,
  numbers: LevelHoldNumbers,
): string {
  const how = reason === "leaving" ? "still" : "held at";
  return `${scoreWords(score)} — ${how} ${RISK_LEVEL_WORDS[level]}: ${levelHoldRule(reason, numbers)}`;
}
/** In an insight: "The level is held at High: Critical needs two weeks at High, with two signals strained." */
export function levelHoldSentence(
  level: RiskLevel,
  reason: LevelHoldReason,
  numbers: LevelHoldNumbers,
): string {
  const how = reason === "leaving" ? "still" : "held at";
  return `The level is ${how} ${RISK_LEVEL_WORDS[level]}: ${levelHoldRule(reason, numbers)}`;
}
/** The PDF's line for days held apart from their number: "4 days held at High: Critical needs…". */
export function daysHeldNote(
  days: number,
  level: RiskLevel,
  reason: LevelHoldReason,
  numbers: LevelHoldNumbers,
): string {
  const how = reason === "leaving" ? "still" : "held at";
  return `${days} ${days === 1 ? "day" : "days"} ${how} ${RISK_LEVEL_WORDS[level]}: ${levelHoldRule(reason, numbers)}`;
}
/** On an alert whose day was scored again after it went out (one level per day). */
export function alertRaisedAt(raised: RiskLevel, now: RiskLevel): string {
  return `This alert went out at ${RISK_LEVEL_WORDS[raised]}; the day has been scored again since, and its level is now ${RISK_LEVEL_WORDS[now]}.`;
}
/** Under the gauge when its level would call for an alert but rests on low confidence. */
export function alertWaitsForDataNote(confidence: number): string {
  return `No early-warning alert goes out for this level yet: alerts wait for enough data, a confidence of ${LOW_CONFIDENCE_BELOW}% or more (this day's is ${Math.round(confidence)}%; mood alone never reaches it).`;
}
