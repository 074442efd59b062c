// The optional narrator's model: the LLM_* variables (an OpenAI-compatible endpoint), their
// defaults and their messages. config/env.ts composes this part with the others.
import { z } from "zod";
import { type EnvPart, isHttpUrl, numberOf, stringOf, withoutTrailingSlash } from "../config/variables.ts";

export interface LanguageModelConfig {
  /** Base of /chat/completions, e.g. http://127.0.0.1:11434/v1; no trailing slash. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token when set (hosted APIs); local servers usually need none. */
  apiKey?: string;
  /** Per request; a slower answer falls back to the deterministic insight. */
  timeoutMs: number;
}

/** Default per-request wait: a small local model on a CPU needs seconds, not minutes. */
const DEFAULT_LLM_TIMEOUT_MS = 20_000;

/** The narrator's OpenAI-compatible endpoint (LLM_*); absent means insights stay deterministic. */
export const languageModelEnv: EnvPart<"languageModel", LanguageModelConfig> = {
  key: "languageModel",
  schema: {
    LLM_BASE_URL: z
      .string()
      .refine(isHttpUrl, "must be an http:// or https:// URL such as http://127.0.0.1:11434/v1")
      .optional(),
    LLM_MODEL: z
      .string()
      .max(200, "must be at most 200 characters")
      .regex(/^[^\r\n]+$/, "must be one line, e.g. llama3.1:8b")
      .optional(),
    LLM_API_KEY: z.string().max(1000, "must be at most 1000 characters").optional(),
    LLM_TIMEOUT_MS: z
      .string()
      .regex(/^[1-9]\d{2,5}$/, "must be a whole number of milliseconds from 100 to 999999")
      .transform(Number)
      .optional(),
  },
  secrets: ["LLM_API_KEY"],
  together: [["LLM_BASE_URL", "LLM_MODEL"]],
  read(vars) {
    const baseUrl = stringOf(vars, "LLM_BASE_URL");
    const model = stringOf(vars, "LLM_MODEL");
    if (!baseUrl || !model) return undefined;
    const apiKey = stringOf(vars, "LLM_API_KEY");
    return {
      baseUrl: withoutTrailingSlash(baseUrl),
      model: model.trim(),
      ...(apiKey && { apiKey }),
      timeoutMs: numberOf(vars, "LLM_TIMEOUT_MS") ?? DEFAULT_LLM_TIMEOUT_MS,
    };
  },
};
