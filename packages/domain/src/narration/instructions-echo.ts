// An answer that gives back the instructions it was sent is not an insight, whether or not the
// words it repeats hold numbers (docs/narrator.md, "The rules"). A text repeats them when it
// shares a run of ECHO_WORDS words with a fixed prompt text that Evenkeel's own facts do not
// also hold, names one of the brief's field names ("evenkeel_insight", "mood_notes"), or
// talks about the task ("as instructed", "the JSON") instead of the person's numbers.
import { PROMPT_TEXTS } from "./narration-prompt.ts";

/** Six words in a row: long enough that plain talk about numbers does not match by chance. */
const ECHO_WORDS = 6;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_']+/u)
    .filter((word) => word !== "");
}

function runsOf(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let i = 0; i + ECHO_WORDS <= words.length; i++) runs.push(words.slice(i, i + ECHO_WORDS).join(" "));
  return runs;
}

const PROMPT_RUNS = new Set(PROMPT_TEXTS.flatMap((text) => runsOf(wordsOf(text))));
/** "evenkeel_insight", "structured_data", "risk_level": names a person never reads. */
const FIELD_NAME = /\b[a-z]+(?:_[a-z]+)+\b/g;
/** The instructions told in other words: talk about the task instead of the person's numbers. */
const ABOUT_THE_TASK =
  /\b(?:(?:my|these|the|your|its) instructions|as instructed|i (?:was|am|have been|'ve been|'m) (?:asked|told|instructed)|as an? (?:ai|language model|assistant)|(?:the|this|that) (?:json|prompt|system message))\b/;

let lastGiven = { text: "", words: "" };
/** The facts' words, remembered: every field of an answer is checked against the same facts. */
function givenWords(given: string): string {
  if (lastGiven.text !== given) lastGiven = { text: given, words: wordsOf(given).join(" ") };
  return lastGiven.words;
}

/**
 * What the text repeats of the instructions, or null. `given` is the lower-case text of the
 * facts: a run or a name that Evenkeel itself wrote there may be repeated.
 */
export function instructionsEchoIn(text: string, given: string): string | null {
  const givenText = givenWords(given);
  for (const run of runsOf(wordsOf(text))) {
    if (PROMPT_RUNS.has(run) && !givenText.includes(run)) return run;
  }
  const task = ABOUT_THE_TASK.exec(text.toLowerCase());
  if (task) return task[0];
  for (const match of text.toLowerCase().matchAll(FIELD_NAME)) {
    if (!given.includes(match[0])) return match[0];
  }
  return null;
}
