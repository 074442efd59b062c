// The app router over HTTP at /api/trpc: the typed transport the web app uses when signed in.
// A GET whose calls are all versioned queries is keyed first (versioned-reads.ts): answered
// 304 or from the answer cache, or else its procedures are called directly (the same caller
// as the REST facade: same input and output validation) and the answer wrapped in tRPC's
// envelope and kept; a refusal that follows from the data (KEYED_REFUSALS) is kept the same
// way, in tRPC's own error shape. tRPC's Express adapter, which turns each request into a
// Fetch Request and streams the answer back, handles every other request and every other
// failure (docs/decisions/029, 038).

import { isAppError, type ProcedureName, TRPC_MAX_BATCH_CALLS } from "@evenkeel/contracts";
import type { AppRouter } from "@evenkeel/domain/router";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
} from "@trpc/server/unstable-core-do-not-import";
import type { RequestHandler } from "express";
import { BAD_REQUEST } from "./errors.ts";
import type { ProcedureCaller } from "./procedure-call.ts";
import type { RequestContextFactory } from "./request-context.ts";
import { attachErrorToRequestLog } from "./request-logging.ts";
import { answerKnownRead, sendJsonBody, type VersionedReads } from "./versioned-reads.ts";

export const MAX_JSON_BODY_BYTES = 100 * 1024;

export function serveTrpc(
  appRouter: AppRouter,
  createContext: RequestContextFactory,
  reads?: { versioned: VersionedReads; callProcedure: ProcedureCaller },
): RequestHandler[] {
  const trpc = createExpressMiddleware({
    router: appRouter,
    // The conditional step below may have made the context already.
    createContext: ({ req, res }) => res.locals.routerContext ?? createContext({ req }),
    maxBodySize: MAX_JSON_BODY_BYTES,
    // One request may not carry more calls than the web app ever batches (docs/security.md).
    maxBatchSize: TRPC_MAX_BATCH_CALLS,
    // A throttled call says when to come back, as over REST (docs/security.md, item 5).
    responseMeta: ({ errors }) => {
      const waits = errors.flatMap(({ cause }) =>
        isAppError(cause) && cause.retryAfterSeconds !== undefined ? [cause.retryAfterSeconds] : [],
      );
      return waits.length > 0 ? { headers: { "Retry-After": String(Math.max(...waits)) } } : {};
    },
    onError: ({ error, req }) => {
      // Client mistakes are answered, not logged; a bug is logged once, on the request's line.
      if (error.code === "INTERNAL_SERVER_ERROR" && req.res) {
        attachErrorToRequestLog(req.res, error.cause ?? error);
      }
    },
  });
  return reads
    ? [conditionalQueries(appRouter, reads.versioned, createContext, reads.callProcedure), trpc]
    : [trpc];
}

/**
 * Refusals that follow from the user's data and the call's input alone ("not connected",
 * "no such insight", a bad date), so they are answers like any other under the read's key:
 * a batch holding one (the dashboard's first load asks `wearable.connection` of everyone,
 * and it answers NOT_FOUND to anyone without a wearable) is keyed and kept too.
 * Every other failure (a throttle, a server error) is left to tRPC's adapter, unkeyed.
 */
const KEYED_REFUSALS: ReadonlySet<TRPC_ERROR_CODE_KEY> = new Set(["NOT_FOUND", "BAD_REQUEST"]);

/** tRPC's envelope of one call: its data, or a keyed refusal shaped by the router's own error formatter. */
type CallEnvelope = { result: { data: unknown } } | { error: unknown };

function conditionalQueries(
  appRouter: AppRouter,
  reads: VersionedReads,
  createContext: RequestContextFactory,
  callProcedure: ProcedureCaller,
): RequestHandler {
  return async (req, res, next) => {
    // A streamed batch (trpc-accept: application/jsonl) is left to tRPC.
    if (req.method !== "GET" || req.get("trpc-accept") !== undefined) return next();
    const calls = callsOf(req.path);
    // A batch over the cap is tRPC's to refuse (maxBatchSize above).
    if (!calls || calls.length > TRPC_MAX_BATCH_CALLS || !reads.covers(calls)) return next();
    const ctx = await createContext({ req });
    res.locals.routerContext = ctx;
    const read = await reads.keyOf(ctx, calls, req.originalUrl);
    if (!read) return next();
    if (answerKnownRead(req, res, read, reads.cache)) return;
    const search = new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf("?") + 1));
    const batched = search.get("batch") === "1";
    const inputs = inputsOf(search.get("input"), calls.length, batched);
    let envelopes: CallEnvelope[] | null = null;
    if (inputs) {
      try {
        envelopes = await Promise.all(
          calls.map(async (call, index): Promise<CallEnvelope> => {
            try {
              return { result: { data: await callProcedure(ctx, call as ProcedureName, inputs[index]) } };
            } catch (cause) {
              const error = getTRPCErrorFromUnknown(cause);
              if (!KEYED_REFUSALS.has(error.code)) throw error;
              const config = appRouter._def._config;
              return {
                error: getErrorShape({ config, error, type: "query", path: call, input: inputs[index], ctx }),
              };
            }
          }),
        );
      } catch {
        envelopes = null;
      }
    }
    if (!envelopes) {
      // tRPC answers other failures and an undecodable input its own way; running a query
      // again is safe (no query has side effects, SECURITY.md 15).
      res.removeHeader("ETag");
      return next();
    }
    // tRPC's own envelopes, one per call (an array for a batch), with no transformer, and its
    // own status: the call's, or 207 for a batch whose calls ended differently.
    const answer = batched ? envelopes : envelopes[0];
    const status = getHTTPStatusCode(answer as Parameters<typeof getHTTPStatusCode>[0]);
    const body = Buffer.from(JSON.stringify(answer));
    reads.cache.set(read.key, body, status);
    sendJsonBody(res, body, status);
  };
}

/** "/health.dashboard,mood.list" → its procedure names; null when it does not decode. */
function callsOf(path: string): string[] | null {
  try {
    return decodeURIComponent(path.slice(1)).split(",");
  } catch {
    // Refused by refuseMalformedTrpcPath before this runs; kept for safety.
    return null;
  }
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

/**
 * tRPC decodes the procedure path itself and answers a malformed percent-encoding (`%C0`) with
 * a 500; the REST routes answer 400, and so does this, before tRPC sees the request.
 */
export const refuseMalformedTrpcPath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).json({ detail: BAD_REQUEST });
    return;
  }
  next();
};
