// A language model behind any OpenAI-compatible /chat/completions endpoint (Ollama, llama.cpp's
// server, vLLM, hosted APIs), with plain fetch. The answer is asked for with a JSON Schema
// response_format; an endpoint that refuses it is asked in plain text from then on, and the
// tolerant parser in packages/domain reads whatever JSON the reply holds.
import { type ChatRequest, type LanguageModel, LanguageModelError } from "@evenkeel/domain";
import type { LanguageModelConfig } from "./settings.ts";

type Fetch = typeof fetch;

/** Low temperature: the task is rephrasing given facts, not inventing. */
const TEMPERATURE = 0.2;

export function createChatCompletionsClient(
  config: LanguageModelConfig,
  fetchImpl: Fetch = fetch,
): LanguageModel {
  const url = `${config.baseUrl}/chat/completions`;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let structuredOutput = true;

  const post = async (body: Record<string, unknown>) => {
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, text };
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new LanguageModelError("timeout", `no answer within ${config.timeoutMs} ms`);
      throw new LanguageModelError("unreachable", `the endpoint could not be reached (${name})`);
    }
  };

  return {
    name: config.model,
    async complete({ messages, schema }: ChatRequest): Promise<string> {
      const base = { model: config.model, messages, temperature: TEMPERATURE, stream: false };
      const responseFormat = {
        type: "json_schema",
        json_schema: { name: schema.name, schema: schema.jsonSchema, strict: false },
      };
      let answer = await post(structuredOutput ? { ...base, response_format: responseFormat } : base);
      if (structuredOutput && (answer.status === 400 || answer.status === 422)) {
        structuredOutput = false;
        answer = await post(base);
      }
      if (answer.status < 200 || answer.status > 299)
        throw new LanguageModelError("bad_response", `the endpoint answered HTTP ${answer.status}`);
      const content = replyText(answer.text);
      if (content === null) throw new LanguageModelError("bad_response", "the reply holds no message text");
      return content;
    },
  };
}

function replyText(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.message?.content;
    return typeof content === "string" ? content : null;
  } catch {
    return null;
  }
}
