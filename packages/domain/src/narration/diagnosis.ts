// Words that turn a description of numbers into a statement about a person's health. Evenkeel
// describes numbers ("your numbers look like strain"); it never names a condition (SCORE.md).

const CONDITION =
  "(?:burn(?:ed|t)?[- ]?out|depress(?:ed|ion|ive)|anxiety|an anxiety disorder|insomnia|sleep apnea|ptsd|adhd|a (?:mental|sleep) disorder|chronic fatigue|exhaustion disorder)";

const PATTERNS: readonly RegExp[] = [
  // "you have burnout", "you're burnt out", "you are showing signs of depression"
  new RegExp(
    `\\byou(?:'ve|'re| are| have| has| seem| appear| look| might| may| could| probably| likely| clearly| already| now| got| be| to| suffering| suffer| from| showing| show| signs| of| developing| experiencing| heading| into| in| with| a| an| full[- ]blown| severe| mild| clinical)*\\s+${CONDITION}\\b`,
    "i",
  ),
  // Conditions named outright, whoever the subject.
  /\b(?:clinical(?:ly)?\s+\w+|major depressi\w+|depressive\s+\w+|depression|bipolar|(?:anxiety|panic|sleep|mood|mental)\s+disorder|burnout syndrome|adrenal fatigue|mental illness)\b/i,
  /\bsymptoms? of\s+(?:burn(?:ed|t)?[- ]?out|depression|anxiety|a disorder)\b/i,
];

/** "diagnos…" is allowed only when denied: "this is not a diagnosis". */
const DIAGNOSIS_WORD = /\bdiagnos\w*/gi;
const DENIAL_BEFORE = /\b(?:not|no|never|isn't|cannot|can't|nor)\b(?:\s+\w+){0,2}\s*$/i;

/** The phrase that reads as a diagnosis, or null. */
export function diagnosisIn(text: string): string | null {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  for (const match of text.matchAll(DIAGNOSIS_WORD)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 30), match.index);
    if (!DENIAL_BEFORE.test(before)) return match[0];
  }
  return null;
}
