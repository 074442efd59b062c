// Turns a fuzzed input into the HTTP request a client would send, over the REST facade (fields
// placed in path, query or body per the contracts' route table) or over tRPC (GET for queries,
// POST for mutations), and works out what input the server will actually see, so the suite
// knows whether the call must be refused.
import http from "node:http";
import { type ProcedureName, procedures, type RestRoute } from "@evenkeel/contracts";
import { MAX_JSON_BODY_BYTES } from "../../src/http/trpc-endpoint.ts";
import type { Expectation, FuzzAnswer } from "./fuzz-expectations.ts";
import { wellFormed } from "./fuzz-hostile-inputs.ts";

export interface FuzzResult extends FuzzAnswer {
  expectation: Expectation;
}

/** Node refuses a request line and headers over 16 KiB (431) before any route sees it. */
const MAX_REQUEST_HEAD = 16 * 1024;

/** Whatever the input, a body over the JSON limit is refused (413) before it is read. */
function isOversized(body: string | undefined): boolean {
  return body !== undefined && Buffer.byteLength(body) > MAX_JSON_BODY_BYTES;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value as it travels in a URL: strings as they are, anything else as its JSON. */
function urlText(value: unknown): string {
  return wellFormed(typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)));
}

function pathSegment(value: unknown): string {
  return encodeURIComponent(urlText(value));
}

/**
 * A segment that is "." or ".." however it is encoded: URL parsing (fetch's, a browser's)
 * removes it, with the segment before for "..". Such a request is sent by node:http, which
 * sends the path as written, so the server sees the value as any raw HTTP client can send it.
 */
function isDotSegment(value: unknown): boolean {
  const text = urlText(value);
  return text === "." || text === "..";
}

function validity(name: ProcedureName, seen: unknown): Expectation {
  return procedures[name].input.safeParse(seen).success ? "valid" : "invalid";
}

/**
 * Sends `input` to a REST route. `rawSegments` replaces path parameters with already-encoded
 * text (hostile segments), after which the server's view cannot be predicted.
 */
export async function sendRest(
  baseUrl: string,
  route: RestRoute,
  input: unknown,
  token: string | null,
  rawSegments: Record<string, string> = {},
): Promise<FuzzResult> {
  const fields = isRecord(input) ? input : {};
  const seen: Record<string, unknown> = {};
  let dotSegment = false;
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const raw = rawSegments[name];
    if (raw !== undefined) return raw;
    if (fields[name] !== undefined) seen[name] = urlText(fields[name]);
    if (fields[name] !== undefined && isDotSegment(fields[name])) dotSegment = true;
    return fields[name] === undefined ? "" : pathSegment(fields[name]);
  });
  const search = new URLSearchParams();
  const bodyFields: Record<string, unknown> = { ...fields };
  for (const [field, source] of Object.entries(route.inputFrom)) {
    if (source !== "body") delete bodyFields[field];
    const value = fields[field];
    if (source !== "query" || value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).map(urlText);
    for (const text of values) search.append(field, text);
    if (values.length > 0) seen[field] = values.length === 1 ? values[0] : values;
  }
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | FormData | undefined;
  let expectation: Expectation | undefined;
  if (route.body === "json" && input !== undefined) {
    const sent = isRecord(input) ? bodyFields : input;
    body = JSON.stringify(sent) ?? "";
    headers["content-type"] = "application/json";
    const parsed: unknown = body === "" ? undefined : JSON.parse(body);
    // express.json accepts only an object or an array at the top.
    if (body !== "" && (typeof parsed !== "object" || parsed === null)) expectation = "invalid";
    if (isOversized(body)) expectation = "invalid";
    if (isRecord(parsed)) {
      for (const [field, source] of Object.entries(route.inputFrom)) {
        if (source === "body" && Object.hasOwn(parsed, field)) seen[field] = parsed[field];
      }
    }
  }
  if (route.body === "multipart") ({ body, expectation } = uploadBody(input));
  const query = search.size > 0 ? `?${search}` : "";
  if (path.length + query.length > MAX_REQUEST_HEAD) expectation = "invalid";
  const url = `${baseUrl}/api${path}${query}`;
  let response: { status: number; text(): Promise<string> };
  if (dotSegment) {
    if (body instanceof FormData)
      throw new Error(`${route.path}: a form with a path parameter is not fuzzed`);
    response = await sendAsWritten(url, route.method, headers, body);
  } else {
    response = await fetch(url, { method: route.method, headers, ...(body !== undefined && { body }) });
  }
  const text = await response.text();
  const detail = parseJson<{ detail?: unknown }>(text)?.detail;
  if (Object.keys(rawSegments).length > 0) expectation = "unknown";
  return {
    status: response.status,
    detail,
    text,
    expectation: expectation ?? validity(route.procedure, seen),
  };
}

/** A request whose path goes out exactly as written, dot segments included (node:http). */
function sendAsWritten(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text(): Promise<string> }> {
  const { host } = new URL(url);
  // The path as written: URL would resolve its dot segments away.
  const written = url.slice(url.indexOf("/api/"));
  return new Promise((resolve, reject) => {
    const request = http.request(`http://${host}`, { method, headers, path: written }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: response.statusCode ?? 0, text: async () => text });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The picture form; any bytes make a well-formed call (their content is the business check). */
function uploadBody(input: unknown): { body: FormData | string; expectation: Expectation } {
  const file = isRecord(input) && isRecord(input.file) ? input.file : undefined;
  if (!(file?.bytes instanceof Uint8Array))
    return { body: JSON.stringify(input) ?? "", expectation: "invalid" };
  const form = new FormData();
  const type = typeof file.declared_type === "string" ? file.declared_type : "application/octet-stream";
  form.append("file", new Blob([file.bytes], { type }), "picture");
  return { body: form, expectation: "valid" };
}

/** Calls a procedure over /api/trpc: queries by GET with ?input=, mutations by POST. */
export async function sendTrpc(
  baseUrl: string,
  name: ProcedureName,
  input: unknown,
  token: string | null,
): Promise<FuzzResult> {
  const json = input === undefined ? undefined : JSON.stringify(input);
  const isQuery = procedures[name].type === "query";
  const query = isQuery && json !== undefined ? `?input=${encodeURIComponent(json)}` : "";
  const response = await fetch(`${baseUrl}/api/trpc/${name}${query}`, {
    method: isQuery ? "GET" : "POST",
    // As the tRPC client does: every POST says JSON, even without a body.
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(!isQuery && { "content-type": "application/json" }),
    },
    ...(!isQuery && json !== undefined && { body: json }),
  });
  const text = await response.text();
  // tRPC's own errors, or the JSON answer to a request Node refused before tRPC saw it.
  const body = parseJson<{ error?: { data?: { detail?: unknown } }; detail?: unknown }>(text);
  const detail = body?.error?.data?.detail ?? body?.detail;
  const seen: unknown = json === undefined ? undefined : JSON.parse(json);
  const tooLarge = query.length > MAX_REQUEST_HEAD || (!isQuery && isOversized(json));
  return { status: response.status, detail, text, expectation: tooLarge ? "invalid" : validity(name, seen) };
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
