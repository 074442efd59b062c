// One JSON log line per request: method, path, status, duration. Never bodies, query strings
// (they carry confirmation tokens and OAuth codes) or headers (docs/security.md #13).
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.ts";

export function logRequests(logger: Logger): RequestHandler {
  // Below "info" only failed requests are written. pino-http would still build a child logger
  // and serialise every request up front, which costs more than the rest of a small request's
  // logging (the read-path benchmark, docs/decisions/013), so failures get the same line from a
  // lighter path.
  return logger.isLevelEnabled("info") ? logEveryRequest(logger) : logFailedRequests(logger);
}

function logEveryRequest(logger: Logger): RequestHandler {
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

/** The line pino-http writes for a failed request (error, or a 5xx answered on purpose). */
function logFailedRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const startedAt = Date.now();
    const finished = () => {
      res.off("finish", finished);
      res.off("close", finished);
      if (!res.err && res.statusCode < 500) return;
      logger.error(
        {
          req: { id: randomUUID(), method: req.method, path: withoutQuery(req.originalUrl) },
          res: { statusCode: res.statusCode },
          ...(res.err && { err: res.err }),
          responseTime: Date.now() - startedAt,
        },
        "request errored",
      );
    };
    res.on("finish", finished);
    res.on("close", finished);
    next();
  };
}

/** Lets the error handler attach an unexpected error to the request's one log line. */
export function attachErrorToRequestLog(res: ServerResponse, error: unknown): void {
  res.err = error instanceof Error ? error : new Error(`Non-error thrown: ${String(error)}`);
}

function withoutQuery(url: string): string {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
}
