// narrateInsight: asks a language model to rewrite a deterministic insight, validates the
// answer, retries once with the violations listed, and otherwise keeps the deterministic
// insight. Every outcome is recorded on the insight (written_by, narration).
import type { InsightType, NarrationRecord, NarrationRule, NarrationVerdict } from "@evenkeel/contracts";
import type { InsightFacts } from "../insights/facts.ts";
import { SUPPORT_RESOURCES } from "../insights/safety.ts";
import { safetyParagraph } from "../insights/safety-wording.ts";
import type { WrittenInsight } from "../insights/written-insight.ts";
import { groundingOf } from "./grounding.ts";
import { buildNarrationBrief, type NarrationBrief, type NarrationNote } from "./narration-brief.ts";
import { narrationJsonSchema, parseModelJson } from "./narration-output.ts";
import { type ChatMessage, narrationMessages, retryMessages } from "./narration-prompt.ts";
import { type NarrationCase, type NarrationViolation, validateNarration } from "./validate-narration.ts";

export interface ChatRequest {
  messages: ChatMessage[];
  /** Name and JSON Schema of the answer, for endpoints that accept response_format. */
  schema: { name: string; jsonSchema: Record<string, unknown> };
}

/** Why a model gave no answer: each ends in the deterministic insight, silently. */
export type LanguageModelFailure = "timeout" | "unreachable" | "bad_response";

export class LanguageModelError extends Error {
  override name = "LanguageModelError";
  constructor(
    readonly reason: LanguageModelFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A chat-completions model: answers the text of its reply or throws a LanguageModelError. */
export interface LanguageModel {
  name: string;
  complete(request: ChatRequest): Promise<string>;
}

export interface NarrationOutcome {
  insight: WrittenInsight;
  verdict: NarrationVerdict;
  /** The violations of each answer, in order (empty for an accepted one). */
  attempts: NarrationViolation[][];
  failure: LanguageModelFailure | null;
}

export interface NarrateInput {
  model: LanguageModel;
  type: InsightType;
  facts: InsightFacts;
  deterministic: WrittenInsight;
  /** Mood notes of the period, only when the user allowed them; null otherwise. */
  notes: readonly NarrationNote[] | null;
}

/** The brief and everything the validator needs for one insight. */
export function prepareNarration(
  facts: InsightFacts,
  deterministic: WrittenInsight,
  notes: readonly NarrationNote[] | null,
): { brief: NarrationBrief; narration: NarrationCase } {
  const brief = buildNarrationBrief(facts, deterministic, notes);
  const suggested = facts.safety.supportSuggested;
  // Notes are the person's own words: they may shape the wording, never supply a number, a
  // date or a metric name (docs/narrator.md, "What counts as a fact").
  const { mood_notes: _notes, ...computed } = brief;
  return {
    brief,
    narration: {
      type: deterministic.insight_type,
      deterministic,
      grounding: groundingOf(computed),
      safety: {
        paragraph: safetyParagraph(facts),
        resources: suggested ? SUPPORT_RESOURCES : [],
      },
    },
  };
}

export async function narrateInsight(input: NarrateInput): Promise<NarrationOutcome> {
  const { model, type, deterministic } = input;
  const { brief, narration } = prepareNarration(input.facts, deterministic, input.notes);
  const schema = { name: `evenkeel_${type}`, jsonSchema: narrationJsonSchema(type) };
  const attempts: NarrationViolation[][] = [];
  let messages = narrationMessages(brief);

  for (let attempt = 1; attempt <= 2; attempt++) {
    let answer: string;
    try {
      answer = await model.complete({ messages, schema });
    } catch (error) {
      const failure = error instanceof LanguageModelError ? error.reason : "unreachable";
      return fallback(input, attempts, "failed", failure);
    }
    const check = validateNarration(parseModelJson(answer), narration);
    attempts.push(check.violations);
    if (check.ok) {
      const { output } = check;
      return {
        insight: {
          ...deterministic,
          title: output.title,
          content: output.content,
          recommendations: { items: output.recommendations },
          structured_data: output.structured_data,
          written_by: "language_model",
          narration: record(model.name, attempt === 1 ? "accepted" : "accepted_after_retry", attempts),
        } as WrittenInsight,
        verdict: attempt === 1 ? "accepted" : "accepted_after_retry",
        attempts,
        failure: null,
      };
    }
    messages = retryMessages(messages, answer, check.violations);
  }
  return fallback(input, attempts, "rejected", null);
}

function fallback(
  input: NarrateInput,
  attempts: NarrationViolation[][],
  verdict: NarrationVerdict,
  failure: LanguageModelFailure | null,
): NarrationOutcome {
  return {
    insight: {
      ...input.deterministic,
      written_by: "deterministic",
      narration: record(input.model.name, verdict, attempts),
    },
    verdict,
    attempts,
    failure,
  };
}

function record(model: string, verdict: NarrationVerdict, attempts: NarrationViolation[][]): NarrationRecord {
  const rules = new Set<NarrationRule>(attempts.flat().map((v) => v.rule));
  return { model, verdict, attempts: attempts.length, violations: [...rules] };
}
