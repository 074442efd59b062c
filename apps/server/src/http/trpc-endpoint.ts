// The app router over HTTP at /api/trpc: the typed transport the web app uses when signed in.
import type { AppRouter } from "@evenkeel/domain/router";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { RequestContextFactory } from "./request-context.ts";
import { attachErrorToRequestLog } from "./request-logging.ts";

export const MAX_JSON_BODY_BYTES = 100 * 1024;

export function serveTrpc(appRouter: AppRouter, createContext: RequestContextFactory) {
  return createExpressMiddleware({
    router: appRouter,
    createContext,
    maxBodySize: MAX_JSON_BODY_BYTES,
    onError: ({ error, req }) => {
      // Client mistakes are answered, not logged; a bug is logged once, on the request's line.
      if (error.code === "INTERNAL_SERVER_ERROR" && req.res) {
        attachErrorToRequestLog(req.res, error.cause ?? error);
      }
    },
  });
}
