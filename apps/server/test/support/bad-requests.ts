// Building blocks of the bad-input tables: a case is [what is wrong, the call, the status,
// the detail], and a call is made from the context of the signed-in user under test.
import type { ApiClient, RawRequest } from "./api-client.ts";

export interface BadInputContext {
  /** The signed-in user's client. */
  client: ApiClient;
  /** A client sending another bearer token (null: none). */
  clientWith(token: string | null): ApiClient;
  accessToken: string;
  /** An insight of the user's. */
  insightId: string;
}

export type Send = (ctx: BadInputContext) => Promise<{ status: number; body: unknown }>;
/** [what is wrong, the call, expected status, expected detail (exact text or pattern)] */
export type BadCase = [label: string, send: Send, status: number, detail: string | RegExp];

export const DATE = "Date must be a real date in YYYY-MM-DD format";
export const RATING = "Rating must be a whole number from 1 to 10";
export const NOT_JSON = "Send the body as JSON (Content-Type: application/json)";
export const AUTH = "Authentication required";
export const CALLBACK = "http://localhost:3000/settings/whoop/callback";
/** Over the 100 KB limit of JSON bodies. */
export const BIG = "x".repeat(200 * 1024);

export const json =
  (method: string, path: string, body: unknown, query?: RawRequest["query"]): Send =>
  (ctx) =>
    ctx.client.raw({
      method,
      path,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      ...(query && { query }),
    });

export const rawBody =
  (method: string, path: string, contentType: string, body: string): Send =>
  (ctx) =>
    ctx.client.raw({ method, path, headers: { "content-type": contentType }, body });

export const get =
  (path: string, query?: RawRequest["query"]): Send =>
  (ctx) =>
    ctx.client.get(path, query);

export const post =
  (path: string, query?: RawRequest["query"]): Send =>
  (ctx) =>
    ctx.client.post(path, undefined, query);

export const del =
  (path: string): Send =>
  (ctx) =>
    ctx.client.delete(path);

/** The same call with another token (or none). */
export const withToken =
  (token: string | null, send: Send): Send =>
  (ctx) =>
    send({ ...ctx, client: ctx.clientWith(token) });
