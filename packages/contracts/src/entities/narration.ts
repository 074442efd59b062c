// The optional language-model narrator (docs/decisions/027-language-model-narrator.md): which
// writer produced an insight and what the validator said, and each user's own choice.
import { z } from "zod";

/** The validator's rules; a narrated insight is stored only when it breaks none. */
export const NARRATION_RULES = [
  "schema",
  "number",
  "date",
  "metric_name",
  "diagnosis",
  "safety",
  "labels",
  "instructions",
] as const;
export const narrationRuleSchema = z.enum(NARRATION_RULES);
export type NarrationRule = z.infer<typeof narrationRuleSchema>;

/**
 * accepted / accepted_after_retry: the model's text was stored. rejected: it broke a rule twice,
 * the deterministic insight was stored. failed: no usable answer (timeout, error), same fallback.
 */
export const NARRATION_VERDICTS = ["accepted", "accepted_after_retry", "rejected", "failed"] as const;
export const narrationVerdictSchema = z.enum(NARRATION_VERDICTS);
export type NarrationVerdict = z.infer<typeof narrationVerdictSchema>;

export const INSIGHT_WRITERS = ["deterministic", "language_model"] as const;
export const insightWriterKindSchema = z.enum(INSIGHT_WRITERS);
export type InsightWriterKind = z.infer<typeof insightWriterKindSchema>;

/** Recorded on an insight whenever the model was asked, whichever writer's text was kept. */
export const narrationRecordSchema = z.object({
  model: z.string().min(1).max(200),
  verdict: narrationVerdictSchema,
  /** Answers requested from the model: 0 when it could not be reached at all. */
  attempts: z.number().int().min(0).max(2),
  /** Every rule an answer broke, across the attempts, each once. */
  violations: z.array(narrationRuleSchema).max(NARRATION_RULES.length),
});
export type NarrationRecord = z.infer<typeof narrationRecordSchema>;

/** this_machine: loopback; local_network: a private address; remote: anything else. */
export const MODEL_LOCATIONS = ["this_machine", "local_network", "remote"] as const;
export const modelLocationSchema = z.enum(MODEL_LOCATIONS);
export type ModelLocation = z.infer<typeof modelLocationSchema>;

export const languageModelInfoSchema = z.object({
  name: z.string().min(1).max(200),
  location: modelLocationSchema,
  /** The host the numbers are sent to, e.g. "127.0.0.1:11434" or "api.example.com". */
  host: z.string().min(1).max(300),
});
export type LanguageModelInfo = z.infer<typeof languageModelInfoSchema>;

/** A user's choice; both off until they opt in. */
export const narratorChoiceSchema = z.object({
  enabled: z.boolean(),
  /** Mood notes are sent to the model only when this is on as well. */
  allow_notes: z.boolean(),
});
export type NarratorChoice = z.infer<typeof narratorChoiceSchema>;

export const narratorSettingsSchema = narratorChoiceSchema.extend({
  /** The server's configured model; null when none is (the demo never has one). */
  model: languageModelInfoSchema.nullable(),
});
export type NarratorSettings = z.infer<typeof narratorSettingsSchema>;
