// The app router over HTTP at /api/trpc: the typed transport the web app uses when signed in,
// through tRPC's Express adapter. A signed-in GET of versioned queries is mostly answered by
// the read lane (read-lane.ts) before Express; this answers everything else, and every failure
// (docs/decisions/029, 038, 040).

import { isAppError, TRPC_MAX_BATCH_CALLS } from "@evenkeel/contracts";
import type { AppRouter } from "@evenkeel/domain/router";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { RequestHandler } from "express";
import { BAD_REQUEST } from "./errors.ts";
import type { RequestContextFactory } from "./request-context.ts";
import { attachErrorToRequestLog } from "./request-logging.ts";

export const MAX_JSON_BODY_BYTES = 100 * 1024;

export function serveTrpc(appRouter: AppRouter, createContext: RequestContextFactory): RequestHandler {
  return createExpressMiddleware({
    router: appRouter,
    createContext: ({ req }) => createContext({ req }),
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
