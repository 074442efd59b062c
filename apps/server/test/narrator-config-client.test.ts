// The narrator's configuration (LLM_* in config/env.ts), where a configured model runs, and the
// chat-completions client's answers to what an endpoint can do wrong.
import { LanguageModelError } from "@evenkeel/domain";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config/env.ts";
import { createChatCompletionsClient } from "../src/narrator/chat-completions-client.ts";
import { modelLocation } from "../src/narrator/model-location.ts";

describe("LLM_* configuration", () => {
  it("is off without LLM_BASE_URL, and read with a default timeout when set", () => {
    expect(parseConfig({}).languageModel).toBeUndefined();
    expect(
      parseConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: " llama3.1:8b " }).languageModel,
    ).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.1:8b",
      timeoutMs: 20_000,
    });
    expect(
      parseConfig({
        LLM_BASE_URL: "https://api.example.com/v1",
        LLM_MODEL: "m",
        LLM_API_KEY: "sk-1",
        LLM_TIMEOUT_MS: "5000",
      }).languageModel,
    ).toEqual({ baseUrl: "https://api.example.com/v1", model: "m", apiKey: "sk-1", timeoutMs: 5000 });
  });

  it.each([
    [{ LLM_BASE_URL: "http://127.0.0.1:11434/v1" }, /LLM_BASE_URL and LLM_MODEL must be set together/],
    [{ LLM_MODEL: "m" }, /LLM_BASE_URL and LLM_MODEL must be set together/],
    [{ LLM_BASE_URL: "ftp://host/v1", LLM_MODEL: "m" }, /LLM_BASE_URL must be an http/],
    [{ LLM_BASE_URL: "http://u:p@host/v1", LLM_MODEL: "m" }, /LLM_BASE_URL must be an http/],
    [{ LLM_BASE_URL: "http://h/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: "50" }, /LLM_TIMEOUT_MS must be/],
    [{ LLM_BASE_URL: "http://h/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: "soon" }, /LLM_TIMEOUT_MS must be/],
  ])("refuses %j", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("never echoes the API key", () => {
    const key = "x".repeat(1001);
    expect(() => parseConfig({ LLM_BASE_URL: "http://h/v1", LLM_MODEL: "m", LLM_API_KEY: key })).toThrow(
      /LLM_API_KEY .*\(value hidden\)/,
    );
  });
});

describe("where a model runs", () => {
  it.each([
    ["http://localhost:11434/v1", "this_machine"],
    ["http://127.0.0.1:8080/v1", "this_machine"],
    ["http://[::1]:8000/v1", "this_machine"],
    ["http://192.168.1.20:11434/v1", "local_network"],
    ["http://10.0.0.5/v1", "local_network"],
    ["http://172.20.0.3:8000/v1", "local_network"],
    ["http://ollama:11434/v1", "local_network"],
    ["http://gpu-box.local:8000/v1", "local_network"],
    ["https://api.example.com/v1", "remote"],
    ["http://172.32.0.1/v1", "remote"],
    ["http://8.8.8.8/v1", "remote"],
  ])("%s is %s", (url, location) => {
    expect(modelLocation(url)).toBe(location);
  });
});

describe("the chat-completions client", () => {
  const config = { baseUrl: "http://model.test/v1", model: "m", timeoutMs: 200 };
  const request = {
    messages: [{ role: "user" as const, content: "{}" }],
    schema: { name: "s", jsonSchema: {} },
  };
  const reply = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it("answers the message text of the first choice", async () => {
    const client = createChatCompletionsClient(
      config,
      reply(200, { choices: [{ message: { content: '{"a":1}' } }] }),
    );
    await expect(client.complete(request)).resolves.toBe('{"a":1}');
  });

  it.each([
    ["an HTTP error", reply(500, { error: "boom" }), "bad_response"],
    ["a reply without message text", reply(200, { choices: [] }), "bad_response"],
    [
      "a refused connection",
      (async () => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch,
      "unreachable",
    ],
  ])("throws a LanguageModelError for %s", async (_label, fetchImpl, reason) => {
    const client = createChatCompletionsClient(config, fetchImpl);
    const error = await client.complete(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanguageModelError);
    expect((error as LanguageModelError).reason).toBe(reason);
  });
});
