// The optional language-model narrator: the brief it is given, the validator its answers must
// pass, and the ask–check–retry–fallback loop (docs/decisions/027-language-model-narrator.md).
export { diagnosisIn } from "./diagnosis.ts";
export { groundingOf } from "./grounding.ts";
export {
  type ChatRequest,
  type LanguageModel,
  LanguageModelError,
  type LanguageModelFailure,
  type NarrateInput,
  type NarrationOutcome,
  narrateInsight,
  prepareNarration,
} from "./narrate-insight.ts";
export {
  buildNarrationBrief,
  type NarrationBrief,
  type NarrationNote,
  NOTE_CHARACTERS_MAX,
  NOTES_SENT_MAX,
} from "./narration-brief.ts";
export { type NarrationOutput, narrationJsonSchema, parseModelJson } from "./narration-output.ts";
export { type ChatMessage, NARRATOR_INSTRUCTIONS } from "./narration-prompt.ts";
export {
  evaluateNarrator,
  formatNarratorReport,
  type NarratorEvaluationOptions,
  type NarratorEvaluationReport,
} from "./narrator-evaluation.ts";
export {
  type NarrationCase,
  type NarrationCheck,
  type NarrationViolation,
  validateNarration,
} from "./validate-narration.ts";
