// The read lane (docs/decisions/040): signed-in GETs of versioned queries, over REST and tRPC,
// answered beside Express rather than through it. Such a read is most of what a signed-in app
// asks, and most of its cost was the framework around it (Express's router walking fifty
// layers, helmet, tRPC's Fetch adapter), not the answer.
//
// 1. Which requests: a GET under /api with a bearer token, whose path is a REST route of a
//    versioned query (the first GET route of the contracts' table the path matches, written
//    exactly as the table writes it) or
//    /api/trpc/ with versioned queries only (VERSIONED_QUERIES, versioned-reads.ts).
//    Everything else goes to Express at once, untouched.
// 2. The caller and the key: the same context factory and the same read key as everywhere
//    (docs/decisions/029); the context reads the request through a view with Express's request
//    prototype (`asExpressRequest`), so req.ip, req.secure and req.get mean exactly what they
//    mean in Express, while Node's request and response keep their own prototypes.
// 3. The answer: 304 when the client holds it, the cached body when the server does
//    (docs/decisions/030), else the procedure through the same caller the REST facade uses
//    (input and output validation included), serialised once for the answer and the cache.
// 4. Anything else — no caller, no key, a failure — goes to Express before a byte is written,
//    which answers it its own way (every error shape, status and log line stays Express's and
//    tRPC's). A query run twice is safe: no query has side effects (SECURITY.md 15).
// 5. The headers are Express's: the security headers (security-headers.ts), CORS
//    (cors.ts), Cache-Control: no-store, the ETag; at LOG_LEVEL info the request's log line.
//    They are written with one writeHead (`send`); the answer ends with the others of its turn
//    (answers-after-poll.ts).
// 6. When: the lane's requests are answered in turns after the poll phase that read them, the
//    connection served longest ago first (read-turns.ts, docs/decisions/054).
import type { IncomingMessage, ServerResponse } from "node:http";
import querystring from "node:querystring";
import {
  collectRestInput,
  type ProcedureName,
  type RestRoute,
  TRPC_MAX_BATCH_CALLS,
  wearableProviderSchema,
} from "@evenkeel/contracts";
import type { AppRouter, RouterContext } from "@evenkeel/domain/router";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
} from "@trpc/server/unstable-core-do-not-import";
import type { Express, Request } from "express";
import type { Logger } from "../logger.ts";
import { endAfterPoll } from "./answers-after-poll.ts";
import type { CrossOriginHeaders } from "./cors.ts";
import type { ProcedureCaller } from "./procedure-call.ts";
import { createReadTurns } from "./read-turns.ts";
import type { RequestContextFactory } from "./request-context.ts";
import { logCompletedRequest } from "./request-logging.ts";
import type { SecurityHeaders } from "./security-headers.ts";
import {
  ifNoneMatchIncludes,
  MAX_KEYED_URL_LENGTH,
  type ReadKey,
  type VersionedReads,
} from "./versioned-reads.ts";

export interface ReadLaneDeps {
  /** Answers everything the lane does not, and lends it Express's request and response. */
  app: Express;
  appRouter: AppRouter;
  routes: readonly RestRoute[];
  reads: VersionedReads;
  createContext: RequestContextFactory;
  callProcedure: ProcedureCaller;
  security: SecurityHeaders;
  cors: CrossOriginHeaders | null;
  logger: Logger;
}

/** A read the lane takes: its calls and how to call them. */
type Plan =
  | { kind: "rest"; route: RestRoute; params: Record<string, string>; search: string }
  | { kind: "trpc"; calls: ProcedureName[]; search: string };

/** A REST route the path matched, with its decoded path parameters. */
type RestMatch = { route: RestRoute; params: Record<string, string> };

/**
 * One served answer: its status and its JSON as bytes (none for a 304). Bytes, not the JSON
 * text: Node would join a text body to the head and encode the two again at the write
 * (docs/decisions/059); the cache keeps the same bytes.
 */
interface Answer {
  status: number;
  body?: Buffer;
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The largest body an answer may be held for the others of its turn (decision 052): a
 * socket's send buffer starts at 16 KB on Linux, and a burst of larger answers fills the
 * clients' buffers, so their writes stop half-way and cost more than the wake-ups saved.
 */
const HELD_ANSWER_MAX_BYTES = 16 * 1024;

/**
 * Refusals that follow from the user's data and the call's input alone ("not connected",
 * "no such insight", a bad date), so over tRPC they are answers like any other under the
 * read's key: a batch holding one (the dashboard's first load asks `wearable.connection` of
 * everyone, and it answers NOT_FOUND to anyone without a wearable) is keyed and kept too
 * (docs/decisions/038). Every other failure (a throttle, a server error) goes to Express.
 */
const KEYED_REFUSALS: ReadonlySet<TRPC_ERROR_CODE_KEY> = new Set(["NOT_FOUND", "BAD_REQUEST"]);

export function createReadLane(deps: ReadLaneDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const { app, reads } = deps;
  const matchRest = restMatcher(deps.routes, reads);
  const logEvery = deps.logger.isLevelEnabled("info");
  const turns = createReadTurns();

  return (req, res) => {
    const plan = planOf(req, matchRest, reads);
    if (!plan) {
      app(req, res);
      return;
    }
    const startedAt = Date.now();
    turns(req.socket, () => serve(req, res, plan, startedAt));
  };

  /** Answers the read, or hands it to Express; never rejects. */
  function serve(req: IncomingMessage, res: ServerResponse, plan: Plan, startedAt: number): Promise<void> {
    return answer(req, res, plan).then(
      (answered) => {
        if (!answered) {
          app(req, res);
          return;
        }
        if (logEvery) logCompletedRequest(deps.logger, req, res.statusCode, startedAt);
      },
      () => {
        // Nothing has been written on any failing path; Express answers the request its way.
        if (res.headersSent) res.destroy();
        else app(req, res);
      },
    );
  }

  /** Answers the read and says true, or says false having written nothing. */
  async function answer(rawReq: IncomingMessage, res: ServerResponse, plan: Plan): Promise<boolean> {
    const req = asExpressRequest(app, rawReq, res);
    const ctx = await deps.createContext({ req });
    const calls = plan.kind === "rest" ? [plan.route.procedure] : plan.calls;
    const read = await reads.keyOf(ctx, calls, rawReq.url ?? "");
    if (!read) return false;
    if (ifNoneMatchIncludes(rawReq.headers["if-none-match"], read.etag)) {
      send(req, res, read, { status: 304 });
      return true;
    }
    const kept = reads.cache.get(read.key);
    const fresh = kept ? null : await compute(ctx, plan);
    const served = kept ?? fresh;
    if (!served) return false;
    if (fresh?.body !== undefined && reads.cache.capacityBytes > 0) {
      reads.cache.set(read.key, fresh.body, fresh.status);
    }
    send(req, res, read, served);
    return true;
  }

  /** The answer from the procedures; null for anything Express must answer. */
  async function compute(ctx: RouterContext, plan: Plan): Promise<Answer | null> {
    if (plan.kind === "rest") {
      const input = collectRestInput(plan.route, {
        params: plan.params,
        query: querystring.parse(plan.search),
        body: undefined,
      });
      try {
        const output = await deps.callProcedure(ctx, plan.route.procedure, input);
        // No JSON for it (undefined): Express answers it its own way.
        const json: string | undefined = JSON.stringify(output);
        return json === undefined
          ? null
          : { status: plan.route.successStatus ?? 200, body: Buffer.from(json) };
      } catch {
        return null;
      }
    }
    return trpcAnswer(deps, ctx, plan);
  }

  /**
   * Every header in one writeHead with a flat list: Node checks each name and value once and
   * writes them, without keeping each in the response's header map first (the header work was
   * a sixth of a 304's CPU). The length is given, as Node gives it for a body passed to end().
   */
  function send(req: Request, res: ServerResponse, read: ReadKey, served: Answer): void {
    // CORS headers (only with CORS_ORIGINS) are set first; writeHead adds the list to them.
    deps.cors?.(res, req.get("origin"), false);
    const headers = [...deps.security.list(req.secure), "Cache-Control", "no-store", "ETag", read.etag];
    const { body } = served;
    let length = 0;
    if (body !== undefined) {
      length = body.length;
      headers.push("Content-Type", JSON_TYPE, "Content-Length", String(length));
    }
    res.writeHead(served.status, headers);
    if (length <= HELD_ANSWER_MAX_BYTES) endAfterPoll(res, body);
    else res.end(body);
  }
}

/** Which read this request is, if the lane takes it; null sends it to Express. */
function planOf(
  req: IncomingMessage,
  matchRest: (pathname: string) => RestMatch | null,
  reads: VersionedReads,
): Plan | null {
  const url = req.url ?? "";
  if (req.method !== "GET" || !url.startsWith("/api/") || url.length > MAX_KEYED_URL_LENGTH) return null;
  // Anonymous callers are answered 401 by Express; a streamed batch is tRPC's.
  if (!req.headers.authorization?.startsWith("Bearer ") || req.headers["trpc-accept"] !== undefined) {
    return null;
  }
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? "" : url.slice(queryStart + 1);
  if (pathname.startsWith("/api/trpc/")) {
    const calls = decoded(pathname.slice("/api/trpc/".length))?.split(",");
    if (!calls || calls.length > TRPC_MAX_BATCH_CALLS || !reads.covers(calls)) return null;
    return { kind: "trpc", calls: calls as ProcedureName[], search };
  }
  const matched = matchRest(pathname.slice("/api".length));
  return matched ? { kind: "rest", ...matched, search } : null;
}

/**
 * Matches a path against the contracts' GET routes in table order, as written: case and
 * trailing slash exactly as in the table, `:name` one whole non-empty segment, percent-decoded.
 * The first route that matches decides, and only a versioned query's route is the lane's.
 * Express is looser (any case, an optional trailing slash) and some of its routers before the
 * REST facade claim such variants (upload-route.ts refuses "/imports/"), so a variant is left
 * to Express: answered the same, only without a key.
 */
function restMatcher(routes: readonly RestRoute[], reads: VersionedReads) {
  const compiled = routes
    .filter((route) => route.method === "GET")
    .map((route) => {
      const names: string[] = [];
      const pattern = route.path
        .split("/")
        .map((segment) => {
          if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(segment.slice(1));
          return "([^/]+)";
        })
        .join("/");
      return { route, names, regex: new RegExp(`^${pattern}$`), lane: reads.covers([route.procedure]) };
    });
  return (pathname: string): RestMatch | null => {
    for (const { route, names, regex, lane } of compiled) {
      const match = regex.exec(pathname);
      if (!match) continue;
      if (!lane) return null;
      const params: Record<string, string> = {};
      for (const [index, name] of names.entries()) {
        const value = decoded(match[index + 1] ?? "");
        if (value === null) return null;
        params[name] = value;
      }
      // `/:provider/...` matches any first segment; Express refuses one that names no provider.
      if (route.inputFrom.provider === "path" && !wearableProviderSchema.safeParse(params.provider).success) {
        return null;
      }
      return { route, params };
    }
    return null;
  };
}

/** tRPC's envelope of one call: its data, or a keyed refusal shaped by the router's own error formatter. */
type CallEnvelope = { result: { data: unknown } } | { error: unknown };

/** tRPC's own answer to a GET of queries (no transformer), or null for tRPC's adapter to give. */
async function trpcAnswer(
  deps: Pick<ReadLaneDeps, "appRouter" | "callProcedure">,
  ctx: RouterContext,
  plan: Extract<Plan, { kind: "trpc" }>,
): Promise<Answer | null> {
  const search = new URLSearchParams(plan.search);
  const batched = search.get("batch") === "1";
  const inputs = inputsOf(search.get("input"), plan.calls.length, batched);
  if (!inputs) return null;
  let envelopes: CallEnvelope[];
  try {
    envelopes = await Promise.all(
      plan.calls.map(async (call, index): Promise<CallEnvelope> => {
        try {
          return { result: { data: await deps.callProcedure(ctx, call, inputs[index]) } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          if (!KEYED_REFUSALS.has(error.code)) throw error;
          const config = deps.appRouter._def._config;
          return {
            error: getErrorShape({ config, error, type: "query", path: call, input: inputs[index], ctx }),
          };
        }
      }),
    );
  } catch {
    return null;
  }
  // One envelope per call (an array for a batch) and tRPC's own status: the call's, or 207
  // for a batch whose calls ended differently.
  const answer = batched ? envelopes : envelopes[0];
  const status = getHTTPStatusCode(answer as Parameters<typeof getHTTPStatusCode>[0]);
  return { status, body: Buffer.from(JSON.stringify(answer)) };
}

/** The inputs of a GET as tRPC reads them (`input`, keyed by index for a batch); null: not JSON. */
function inputsOf(raw: string | null, count: number, batched: boolean): unknown[] | null {
  let parsed: unknown;
  try {
    parsed = raw === null ? undefined : JSON.parse(raw);
  } catch {
    return null;
  }
  if (!batched) return count === 1 ? [parsed] : null;
  if (parsed !== undefined && (typeof parsed !== "object" || parsed === null)) return null;
  const byIndex = (parsed ?? {}) as Record<string, unknown>;
  return Array.from({ length: count }, (_, index) => byIndex[index]);
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The request as Express's request methods see it: an object whose prototype is Express's
 * request (`app.request`), carrying what those methods read (headers, socket, URL, method) and
 * the response, so req.ip, req.secure and req.get mean exactly what they mean in Express. The
 * Node request itself keeps its own prototype: giving it another (what Express's app.handle
 * does) changes its hidden class, and Node's HTTP code then reads it through slower paths.
 */
export function asExpressRequest(app: Express, req: IncomingMessage, res: ServerResponse): Request {
  const view = Object.create(app.request) as Request & { connection: IncomingMessage["socket"] };
  view.headers = req.headers;
  view.socket = req.socket;
  view.connection = req.socket;
  view.url = req.url ?? "";
  view.method = req.method ?? "GET";
  view.res = res as Request["res"];
  return view;
}
