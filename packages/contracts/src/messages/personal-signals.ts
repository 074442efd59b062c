// Which of a person's wearable signals have come before their low days, in words: the sentence
// (packages/domain personal-signals.ts) and the Insights page's card (docs/screens.md).
// Part of the one place for user-facing texts (messages.ts re-exports every file here).
import type { PersonalSignalName } from "../entities/personal-signals.ts";
import { countOf } from "../plurals.ts";

const PERSONAL_SIGNAL_WORDS: Record<PersonalSignalName, string> = {
  short_sleep: "short sleep",
  low_hrv: "low heart rate variability",
  raised_resting_hr: "a raised resting heart rate",
};
function wordsList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
/** "For you, short sleep has come before your low days; a raised resting heart rate has not (based on 42 days)." */
export function personalSignalsSentence(
  preceded: readonly PersonalSignalName[],
  notPreceded: readonly PersonalSignalName[],
  days: number,
): string {
  const words = (names: readonly PersonalSignalName[]) =>
    wordsList(names.map((n) => PERSONAL_SIGNAL_WORDS[n]));
  const has = (names: readonly PersonalSignalName[]) => (names.length > 1 ? "have" : "has");
  const based = `(based on ${countOf(days, "day")})`;
  const parts: string[] = [];
  if (preceded.length > 0) parts.push(`${words(preceded)} ${has(preceded)} come before your low days`);
  if (notPreceded.length > 0 && preceded.length > 0)
    parts.push(`${words(notPreceded)} ${has(notPreceded)} not`);
  else if (notPreceded.length === 1) parts.push(`${words(notPreceded)} has not come before your low days`);
  else if (notPreceded.length > 1) parts.push(`none of ${words(notPreceded)} has come before your low days`);
  return `For you, ${parts.join("; ")} ${based}.`;
}
/** Before the score has enough of a person's check-ins to say anything about their signals. */
export function personalSignalsNotYet(days: number, needed: number): string {
  return `Not enough check-ins yet to tell which signals come before your low days (${days} of ${needed} days).`;
}

// The Insights page's card.
export const PERSONAL_SIGNALS_TITLE = "What has come before your low days";
export const PERSONAL_SIGNALS_LOADING = "Loading your signals...";
export const PERSONAL_SIGNALS_LOAD_FAILED_TITLE = "Error Loading Your Signals";
export const PERSONAL_SIGNALS_LOAD_FAILED = "Failed to load what has come before your low days";
/** Before the figures' note, when there are figures. */
export const PERSONAL_SIGNALS_OWN_DATA = "This is what your own check-ins show.";
/** Why the card changes nothing: the per-person weights are off (docs/score.md "ek-3"). */
export const PERSONAL_SIGNALS_NOT_IN_SCORE =
  "Your score does not use this yet: on the people we tested it on, it did not foresee low weeks any better than the score without it.";
export const PERSONAL_SIGNAL_LABELS: Readonly<Record<PersonalSignalName, string>> = {
  short_sleep: "Short sleep",
  low_hrv: "Low heart rate variability",
  raised_resting_hr: "Raised resting heart rate",
};
/** A signal's standing, inside its chip. */
export function personalSignalStanding(preceded: boolean | null): string {
  if (preceded === null) return "Too few days yet";
  return preceded ? "Came before" : "Did not come before";
}
function figure(value: number): string {
  return `${value < 0 ? "\u2212" : ""}${Math.abs(value).toFixed(2)}`;
}
/** A signal's association as a plain figure: "0.21", "−0.05", or "–" when there is none yet. */
export function personalSignalFigure(association: number | null): string {
  return association === null ? "\u2013" : figure(association);
}
/** What the figures are, and where "came before" starts (the domain's threshold, e.g. 0.1). */
export function personalSignalsFiguresExplained(precededAtLeast: number): string {
  return `Each figure is how closely a night's value went with a lower mood over the week after it, from \u22121 to 1; ${figure(precededAtLeast)} or more counts as having come before your low days.`;
}
