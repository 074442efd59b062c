// The paragraph the safety rule adds: why it appears, in numbers, and a plain suggestion to
// talk to a professional. It describes the numbers; it never diagnoses.
import type { InsightFacts } from "./facts.ts";
import { LEVEL_WORD } from "./risk-wording.ts";

/** Why support is suggested, e.g. "your risk level is high and you rated your mood 3 or lower on 5 of the last 7 days". */
export function safetyReason(facts: InsightFacts): string {
  const parts: string[] = [];
  const { safety, risk } = facts;
  if (safety.reasons.includes("risk_level") && risk)
    parts.push(`your risk level is ${LEVEL_WORD[risk.latest.level]}`);
  if (safety.reasons.includes("low_mood")) {
    const { rating, days, windowDays } = safety.lowMood;
    parts.push(`you rated your mood ${rating} or lower on ${days} of the last ${windowDays} days`);
  }
  return parts.join(" and ");
}

export function safetyParagraph(facts: InsightFacts): string | null {
  if (!facts.safety.supportSuggested) return null;
  return [
    `Because ${safetyReason(facts)}, this is a good moment to involve someone qualified.`,
    "Numbers cannot tell the whole story, and Evenkeel is not a medical service: please consider talking to your doctor or a licensed mental-health professional.",
    "If you are in crisis or thinking about harming yourself, call your local emergency number now; in the US you can call or text 988.",
  ].join(" ");
}

export const SIGN_OFF = "— Evenkeel";
