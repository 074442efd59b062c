// The safety rule (docs/score.md "Safety"): a high or critical level, or mood ≤ 3 on 5 of the
// last 7 days, brings a suggestion to talk to a professional and a list of support resources.
import type { RiskLevel } from "@evenkeel/contracts";
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";
import { type DateSpan, inSpan, spanEndingOn } from "./insight-windows.ts";
import type { DatedValue } from "./metric-catalog.ts";

/** Generic, non-country-specific where possible; the US line names its country. */
export const SUPPORT_RESOURCES: readonly string[] = [
  "Talk to your doctor or a licensed mental-health professional about how you have been feeling.",
  "If you are in crisis or thinking about harming yourself, call your local emergency number now.",
  "In the US, call or text 988 (Suicide & Crisis Lifeline). Elsewhere, findahelpline.com lists free, confidential helplines by country.",
  "If work is a large part of the strain, ask whether your employer offers an Employee Assistance Program with free, confidential counseling.",
];

/** What a calm insight offers instead of the crisis list. */
export const GENERAL_SUPPORT_NOTE =
  "If how you feel ever worries you, talk to your doctor or a licensed mental-health professional.";

export interface SafetyFacts {
  supportSuggested: boolean;
  reasons: ("risk_level" | "low_mood")[];
  lowMood: { rating: number; days: number; neededDays: number; windowDays: number; ratedDays: number };
  resources: readonly string[];
}

export function computeSafetyFacts(
  level: RiskLevel | null,
  moods: readonly DatedValue[],
  endDate: string,
): SafetyFacts {
  const window: DateSpan = spanEndingOn(endDate, P.lowMoodWindowDays);
  const rated = moods.filter((m) => inSpan(m.date, window));
  const lowDays = rated.filter((m) => m.value <= P.lowMoodRating).length;
  const reasons: SafetyFacts["reasons"] = [];
  if (level === "high" || level === "critical") reasons.push("risk_level");
  if (lowDays >= P.lowMoodDays) reasons.push("low_mood");
  const supportSuggested = reasons.length > 0;
  return {
    supportSuggested,
    reasons,
    lowMood: {
      rating: P.lowMoodRating,
      days: lowDays,
      neededDays: P.lowMoodDays,
      windowDays: P.lowMoodWindowDays,
      ratedDays: rated.length,
    },
    resources: supportSuggested ? SUPPORT_RESOURCES : [GENERAL_SUPPORT_NOTE],
  };
}
