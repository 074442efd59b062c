// The dashboard, the history and what a score stood on.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import type { ScoreFactor } from "../entities/burnout-score.ts";
import { alternativesOf } from "../plurals.ts";
// Dashboard, history, carousel (docs/screens.md)
export const DASHBOARD_LOAD_FAILED = "Failed to load dashboard data";
export const HISTORY_LOAD_FAILED = "Failed to load historical data";
export const NO_HEALTH_DATA_AVAILABLE = "No health data available";

// What a score stood on: shown beside the gauge's and the history's level
/** Appended to "High Risk" / "Critical Risk" when the confidence is under LOW_CONFIDENCE_BELOW. */
export const LOW_CONFIDENCE_QUALIFIER = "(low confidence)";
/** A score factor as a sentence names it ("based on mood and sleep"). */
export const SCORE_FACTOR_WORDS: Readonly<Record<ScoreFactor, string>> = {
  mood: "mood",
  recovery: "recovery or resting heart rate",
  hrv: "HRV",
  sleep_quality: "sleep",
  strain: "strain",
};
export function basedOnSignals(used: number, total: number): string {
  return `Based on ${used} of ${total} signals`;
}
/** e.g. "based on resting heart rate only", "based on mood and sleep". */
export function basedOnFactors(words: readonly string[]): string {
  if (words.length === 0) return "based on no signals";
  if (words.length === 1) return `based on ${words[0]} only`;
  return `based on ${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
/** Beside a qualified level: "Low confidence (32%): based on recovery or resting heart rate only." */
export function lowConfidenceExplanation(confidence: number, basedOnWhich: string | null): string {
  const percent = `Low confidence (${Math.round(confidence)}%)`;
  return basedOnWhich ? `${percent}: ${basedOnWhich}.` : `${percent}.`;
}
export function rescoringProgress(version: string, percent: number): string {
  return `Rescoring your history with ${version}: ${percent}%`;
}

// The dashboard's first steps: every provider the server offers, and file import
export function nextStepConnect(names: readonly string[]): string {
  return `Connect ${alternativesOf(names)}`;
}
export const NEXT_STEP_CONNECT_DETAIL = "Recovery, HRV, sleep and strain then arrive on their own.";
export const NEXT_STEP_IMPORT = "Import your history";
export const NEXT_STEP_IMPORT_DETAIL =
  "Already tracked with WHOOP, Apple Health or Fitbit? Import their export file in Settings to start with your past days.";
export const NEXT_STEP_IMPORT_ACTION = "Import a file";
