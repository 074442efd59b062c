// The app router over HTTP at /api/trpc: the typed transport the web app uses when signed in,
// through tRPC's Express adapter. A signed-in GET of versioned queries is keyed before the
// routers (conditional-reads.ts, read-calls.ts): 304 or the kept answer, else tRPC answers it
// and `responseMeta` marks the answer with the read's ETag so it is kept (docs/data-versions.md).

import { isAppError, TRPC_MAX_BATCH_CALLS } from "@evenkeel/contracts";
import type { AppRouter } from "@evenkeel/domain/router";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { Request, RequestHandler } from "express";
import type { ConditionalReads } from "./conditional-reads.ts";
import { BAD_REQUEST } from "./errors.ts";
import type { RequestContextFactory } from "./request-context.ts";
import { attachErrorToRequestLog } from "./request-logging.ts";

export const MAX_JSON_BODY_BYTES = 100 * 1024;

export function serveTrpc(
  appRouter: AppRouter,
  createContext: RequestContextFactory,
  /** Conditional reads; absent (a test's bare endpoint), no answer is keyed. */
  reads?: ConditionalReads,
): RequestHandler {
  return createExpressMiddleware({
    router: appRouter,
    // The keyed-read step before this may have made the context already.
    createContext: ({ req, res }) => res.locals.routerContext ?? createContext({ req }),
    maxBodySize: MAX_JSON_BODY_BYTES,
    // One request may not carry more calls than the web app ever batches (docs/security.md).
    maxBatchSize: TRPC_MAX_BATCH_CALLS,
    // A throttled call says when to come back, as over REST (docs/security.md, item 5).
    responseMeta: ({ ctx, errors }) => {
      const headers: Record<string, string> = {};
      const waits = errors.flatMap(({ cause }) =>
        isAppError(cause) && cause.retryAfterSeconds !== undefined ? [cause.retryAfterSeconds] : [],
      );
      if (waits.length > 0) headers["Retry-After"] = String(Math.max(...waits));
      // A keyed read answered with data or keyed refusals only: its ETag, and it is kept.
      const etag = reads?.trpcEtagOf(ctx, errors);
      if (etag) headers.ETag = etag;
      return { headers };
    },
    onError: ({ error, req }) => {
      // Client mistakes are answered, not logged; a bug is logged once, on the request's line.
      if (error.code === "INTERNAL_SERVER_ERROR" && req.res) {
        attachErrorToRequestLog(req.res, error.cause ?? error);
      }
    },
  });
}

/**
 * The calls of a tRPC GET to key (read-calls.ts): the procedure names of its path after
 * `/api/trpc/`, or null for a streamed batch (`trpc-accept`), a batch over the cap (tRPC refuses
 * it) or a path that does not decode.
 */
export function keyedTrpcCalls(req: Request, procedurePath: string): string[] | null {
  if (req.get("trpc-accept") !== undefined) return null;
  let calls: string[];
  try {
    calls = decodeURIComponent(procedurePath).split(",");
  } catch {
    return null;
  }
  return calls.length > TRPC_MAX_BATCH_CALLS ? null : calls;
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
