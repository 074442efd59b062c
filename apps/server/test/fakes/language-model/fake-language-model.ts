// A local OpenAI-compatible chat-completions server that answers with scripted outputs, for
// the narrator's tests, `npm run insights:eval` and development without a model
// (`npm run llm:fake`). It records every request it receives.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_MODES, type FakeMode, scriptedAnswer } from "./scripted-answers.ts";

/** A fixed rotation of modes over requests: most answers faithful, each fault now and then. */
export const MIXED_ROTATION: readonly FakeMode[] = [
  "faithful",
  "invented_number",
  "faithful",
  "wrong_date",
  "faithful",
  "unit_conversion",
  "faithful",
  "diagnosis",
  "faithful",
  "broken_json",
  "faithful",
  "dropped_safety",
  "faithful",
];

export interface FakeLanguageModelOptions {
  port?: number;
  host?: string;
  /** "mixed" walks MIXED_ROTATION; a fixed mode answers every request that way. */
  mode?: FakeMode | "mixed";
  /** false: answers HTTP 400 to response_format (like older local servers) and fences its JSON. */
  structuredOutput?: boolean;
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
  let turn = 0;
  const nextMode = (): FakeMode => {
    const scripted = queue.shift();
    if (scripted) return scripted;
    const mode = options.mode ?? "faithful";
    if (mode !== "mixed") return mode;
    return MIXED_ROTATION[turn++ % MIXED_ROTATION.length] as FakeMode;
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
    const answer = scriptedAnswer(nextMode(), brief);
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
