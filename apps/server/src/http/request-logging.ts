// One JSON log line per request: method, path, status, duration. Never bodies, query strings
// (they carry confirmation tokens and OAuth codes) or headers (SECURITY.md 13).
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.ts";

export function logRequests(logger: Logger) {
  return pinoHttp({
    logger,
    // Our own id: a client-sent X-Request-Id could forge or flood log correlation.
    genReqId: () => randomUUID(),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    // For a 5xx answered on purpose (503 health check, 501) pino-http invents an Error whose
    // stack only shows its own internals; the status code says it all.
    customErrorObject: (_req, res, error, logged: Record<string, unknown>) => {
      if (res.err || error.message !== `failed with status code ${res.statusCode}`) return logged;
      const { err: _invented, ...rest } = logged;
      return rest;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: withoutQuery(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Lets the error handler attach an unexpected error to the request's one log line. */
export function attachErrorToRequestLog(res: ServerResponse, error: unknown): void {
  res.err = error instanceof Error ? error : new Error(`Non-error thrown: ${String(error)}`);
}

function withoutQuery(url: string): string {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
}
