// Writing insights, and the language-model narrator.

import type { InsightType, LanguageModelInfo, NarratorChoice } from "@evenkeel/contracts";
import type { InsightFacts, WrittenInsight } from "../../insights/index.ts";
import type { NarrationNote } from "../../narration/index.ts";

/** Present when the user opted in to the language-model narrator. */
export interface InsightWriteOptions {
  narration: {
    /** The period's mood notes, only when the user allows them to be sent; otherwise null. */
    notes: NarrationNote[] | null;
  };
}

/**
 * Turns facts into an insight; the deterministic writer is the default and the fallback. A
 * home with a language model narrates when `options.narration` is given (docs/decisions/027).
 */
export interface InsightWriter {
  write(type: InsightType, facts: InsightFacts, options?: InsightWriteOptions): Promise<WrittenInsight>;
}

/** Each user's narrator choice, in its own table on the server. */
export interface NarratorChoiceRepository {
  /** Both off for a user who never chose. */
  get(userId: string): Promise<NarratorChoice>;
  save(userId: string, choice: NarratorChoice, now: string): Promise<NarratorChoice>;
}

/** The home's configured language model and where users' choices are kept. */
export interface NarratorPort {
  model: LanguageModelInfo;
  choices: NarratorChoiceRepository;
}
