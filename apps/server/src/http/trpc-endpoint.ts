// The app router over HTTP at /api/trpc: the typed transport the web app uses when signed in.
// A GET whose calls are all versioned queries is keyed first (versioned-reads.ts): answered
// 304 or from the answer cache without tRPC, or else run by tRPC with its answer kept.
import type { AppRouter } from "@evenkeel/domain/router";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { RequestHandler, Response } from "express";
import type { RequestContextFactory } from "./request-context.ts";
import { attachErrorToRequestLog } from "./request-logging.ts";
import { answerKnownRead, type VersionedReads } from "./versioned-reads.ts";

export const MAX_JSON_BODY_BYTES = 100 * 1024;

export function serveTrpc(
  appRouter: AppRouter,
  createContext: RequestContextFactory,
  reads?: VersionedReads,
): RequestHandler[] {
  const trpc = createExpressMiddleware({
    router: appRouter,
    // The conditional step below may have made the context already.
    createContext: ({ req, res }) => res.locals.routerContext ?? createContext({ req }),
    maxBodySize: MAX_JSON_BODY_BYTES,
    onError: ({ error, req }) => {
      // Client mistakes are answered, not logged; a bug is logged once, on the request's line.
      if (error.code === "INTERNAL_SERVER_ERROR" && req.res) {
        attachErrorToRequestLog(req.res, error.cause ?? error);
      }
    },
  });
  return reads ? [conditionalQueries(reads, createContext), trpc] : [trpc];
}

function conditionalQueries(reads: VersionedReads, createContext: RequestContextFactory): RequestHandler {
  return async (req, res, next) => {
    // A streamed batch (trpc-accept: application/jsonl) is not one body to keep.
    if (req.method !== "GET" || req.get("trpc-accept") !== undefined) return next();
    const calls = callsOf(req.path);
    if (!calls || !reads.covers(calls)) return next();
    const ctx = await createContext({ req });
    res.locals.routerContext = ctx;
    const read = await reads.keyOf(ctx, calls, req.originalUrl);
    if (!read) return next();
    if (answerKnownRead(req, res, read, reads.cache)) return;
    keepAnswer(res, (body) => reads.cache.set(read.key, body));
    next();
  };
}

/** "/health.dashboard,mood.list" → its procedure names; null when it does not decode. */
function callsOf(path: string): string[] | null {
  try {
    return decodeURIComponent(path.slice(1)).split(",");
  } catch {
    // Left to tRPC, which refuses it.
    return null;
  }
}

/**
 * Collects what tRPC writes; a 200 answer sent whole goes to `keep`. Any other status drops the
 * ETag before the headers leave (an error is not the answer the tag names).
 */
function keepAnswer(res: Response, keep: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown) => {
    if (!res.headersSent && res.statusCode !== 200) res.removeHeader("ETag");
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  // Only an answer that went out whole: a client leaving midway ends the stream early.
  res.once("finish", () => {
    if (res.statusCode === 200) keep(Buffer.concat(chunks));
  });
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") collect(chunk);
    return end(chunk, ...rest);
  }) as Response["end"];
}
