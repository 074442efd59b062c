// A local OpenAI-compatible chat-completions server that answers with scripted outputs, for
// the narrator's tests, `npm run insights:eval` and development without a model
// (`npm run llm:fake`). It records every request it receives.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_MODES, type FakeMode, scriptedAnswer } from "./scripted-answers.ts";

/** How often each mode answers in "mixed": mostly faithful, each fault now and then. */
export const MIXED_WEIGHTS: Readonly<Record<Exclude<FakeMode, "timeout">, number>> = {
  faithful: 60,
  invented_number: 8,
  wrong_date: 6,
  unit_conversion: 6,
  diagnosis: 6,
  dropped_safety: 6,
  broken_json: 8,
  echoed_instructions: 4,
  // Only meaningful for a note that says "SAY:"; the tests script it.
  obeys_note: 0,
};

/** A seeded pick from MIXED_WEIGHTS, so a run of the evaluation is repeatable. */
function mixedPicker(seed: number): () => FakeMode {
  let state = seed >>> 0 || 1;
  const entries = Object.entries(MIXED_WEIGHTS) as [FakeMode, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    let roll = (state >>> 0) % total;
    for (const [mode, weight] of entries) {
      if (roll < weight) return mode;
      roll -= weight;
    }
    return "faithful";
  };
}

export interface FakeLanguageModelOptions {
  port?: number;
  host?: string;
  /** "mixed" picks by MIXED_WEIGHTS; a fixed mode answers every request that way. */
  mode?: FakeMode | "mixed";
  /** false: answers HTTP 400 to response_format (like older local servers) and fences its JSON. */
  structuredOutput?: boolean;
  /** Seed of the mixed mode's picks. */
  seed?: number;
}

export interface RecordedRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
  authorization: string | null;
}

export interface FakeLanguageModel {
  /** The base URL for LLM_BASE_URL, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Modes for the next requests, in order; after them the fake falls back to its mode. */
  script(modes: FakeMode[]): void;
  close(): Promise<void>;
}

export function isFakeMode(value: string): value is FakeMode {
  return (FAKE_MODES as readonly string[]).includes(value);
}

export async function startFakeLanguageModel(
  options: FakeLanguageModelOptions = {},
): Promise<FakeLanguageModel> {
  const requests: RecordedRequest[] = [];
  const queue: FakeMode[] = [];
  const held = new Set<ServerResponse>();
  const pickMixed = mixedPicker(options.seed ?? 20261123);
  const nextMode = (): FakeMode => {
    const scripted = queue.shift();
    if (scripted) return scripted;
    const mode = options.mode ?? "faithful";
    if (mode !== "mixed") return mode;
    return pickMixed();
  };

  const server = createServer(async (req, res) => {
    if (req.method === "GET" && req.url === "/v1/models") {
      return send(res, 200, {
        object: "list",
        data: [{ id: "fake-narrator", object: "model", owned_by: "local" }],
      });
    }
    if (req.method !== "POST" || req.url !== "/v1/chat/completions")
      return send(res, 404, { error: "not found" });
    const body = JSON.parse(await readBody(req)) as Omit<RecordedRequest, "authorization">;
    requests.push({ ...body, authorization: req.headers.authorization ?? null });
    if (body.response_format && options.structuredOutput === false) {
      return send(res, 400, { error: { message: "response_format is not supported" } });
    }
    const brief = body.messages.find((m) => m.role === "user")?.content ?? "{}";
    const instructions = body.messages.find((m) => m.role === "system")?.content ?? "";
    const answer = scriptedAnswer(nextMode(), brief, instructions);
    if (answer === null) {
      // A model that never answers: the request stays open until the client gives up.
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    const content =
      options.structuredOutput === false ? `Sure! Here it is:\n\`\`\`json\n${answer}\n\`\`\`` : answer;
    send(res, 200, {
      id: `chatcmpl-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${options.host ?? "127.0.0.1"}:${port}/v1`,
    requests,
    script: (modes) => queue.push(...modes),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
