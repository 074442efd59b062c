// Words that turn a description of numbers into a statement about a person's health. Evenkeel
// describes numbers ("your numbers look like strain"); it never names a condition
// (docs/narrator.md, "Never a diagnosis"). A condition named in any grammar counts: "you're
// burning out", "classic burnout", "the burnout you feel", "you will burn out". Only a clause
// that denies or doubts it passes: "this does not mean you are burning out".

/** Evenkeel's own words that hold "burnout" without saying anyone has it. */
const EVENKEEL_TERMS = "(?![- ]?(?:risk|score|check|alert|prevention)\\b)";

const CONDITIONS: readonly string[] = [
  // burnout, burn-out, burn out, burnt out, burned out, burning out, burnouts
  `burn(?:ing|ed|t|s)?[- ]?outs?\\b${EVENKEEL_TERMS}`,
  "depress(?:ed|ion|ions|ive)\\b",
  "anxiety\\b",
  "panic attacks?\\b",
  "insomnia\\b",
  "(?:sleep )?apnea\\b",
  "narcolepsy\\b",
  "ptsd\\b",
  "adhd\\b",
  "ocd\\b",
  "bipolar\\b",
  "chronic fatigue\\b",
  "adrenal fatigue\\b",
  "compassion fatigue\\b",
  "emotional(?:ly)? exhaust(?:ed|ion)\\b",
  "(?:nervous|mental|emotional) breakdown\\b",
  "having a breakdown\\b",
  "(?:\\w+\\s+)?syndrome\\b",
  "(?:have|has|got|with|from|developing|developed)\\s+(?:an?\\s+)?(?:\\w+\\s+)?(?:condition|illness|disease)\\b",
  "mental(?:ly)? ill(?:ness)?\\b",
  "(?:\\w+\\s+)?disorders?\\b",
  "(?:mental[- ]health|medical|psychiatric|psychological)\\s+(?:condition|problem|illness|issue)s?\\b",
  "clinical(?:ly)?\\s+\\w+",
];
const CONDITION = new RegExp(`\\b(?:${CONDITIONS.join("|")})`, "gi");

/** A clause ends at punctuation or where a new one is joined on ("…well, and you're burnt out"). */
const CLAUSE_START = /[.;:!?,()—–"“”]|\b(?:and|but|so|yet|because)\b/gi;
/** A denial or doubt in the same clause, before the condition: "not", "can't tell whether", "if". */
const DENIAL =
  /\b(?:not|never|cannot|nor|whether|if|without|no(?!\s+(?:doubt|question|wonder|surprise)))\b|n't\b/i;

/** Negative words that affirm: "it's not hard to see", "there's no denying", "can't ignore". */
const AFFIRMING =
  /\b(?:not|n't)\s+(?:hard|difficult|surprising|a surprise|wrong|only)\b|\b(?:cannot|can't|couldn't)\s+(?:deny|ignore|help)\b|\bno (?:denying|getting away)\b|n't be surprised\b/i;

/** "diagnos…" is allowed only when denied: "this is not a diagnosis". */
const DIAGNOSIS_WORD = /\bdiagnos\w*/gi;
const DENIAL_BEFORE = /\b(?:not|no|never|isn't|cannot|can't|nor)\b(?:\s+\w+){0,2}\s*$/i;

function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 80), index);
  let start = 0;
  for (const match of before.matchAll(CLAUSE_START)) start = (match.index ?? 0) + match[0].length;
  return before.slice(start);
}

/** The phrase that reads as a diagnosis, or null. */
export function diagnosisIn(text: string): string | null {
  for (const match of text.matchAll(CONDITION)) {
    const clause = clauseBefore(text, match.index ?? 0);
    if (!DENIAL.test(clause) || AFFIRMING.test(clause)) return match[0].trim();
  }
  for (const match of text.matchAll(DIAGNOSIS_WORD)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 30), match.index);
    if (!DENIAL_BEFORE.test(before)) return match[0];
  }
  return null;
}
