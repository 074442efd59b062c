// Conditional reads in Express's own path (docs/data-versions.md, docs/decisions/040-reads-through-the-stock-stack.md): a
// signed-in GET of versioned queries, over REST or tRPC, is keyed by the user's data version
// before any procedure runs (versioned-reads.ts). Then, in this order:
//
// 1. The client holds that answer (If-None-Match names its ETag): 304, nothing run.
// 2. The server holds it (the answer cache, docs/decisions/030): the same bytes and status.
// 3. Otherwise the request goes on to its router. The route marks a keyed answer by sending the
//    read's ETag (the REST facade on success, tRPC's `responseMeta` when every failure of the
//    batch is a keyed refusal), and the bytes it sends are kept under the key as they leave.
//
// A write raises the user's data version, so the next read has a new key: nothing is ever
// invalidated by hand. Everything else (anonymous callers, other methods, URLs too long to
// key) passes through untouched.
import { isAppError } from "@evenkeel/contracts";
import type { RouterContext } from "@evenkeel/domain/router";
import type { TRPC_ERROR_CODE_KEY, TRPCError } from "@trpc/server";
import type { Request, RequestHandler, Response } from "express";
import { ZodError } from "zod";
import type { RequestContextFactory } from "./request-context.ts";
import { ifNoneMatchIncludes, type ReadKey, type VersionedReads } from "./versioned-reads.ts";

/**
 * Refusals that follow from the user's data and the call's input alone ("not connected", "no
 * such insight", a bad date): over tRPC a batch holding one is an answer like any other under
 * the read's key (the dashboard's first load asks `wearable.connection` of everyone, and it
 * answers NOT_FOUND to anyone without a wearable; docs/decisions/038). Only a procedure's own
 * refusal counts (its cause an AppError or the contract's ZodError): an input tRPC could not
 * even decode is left unkeyed, as a transport failure.
 */
const KEYED_REFUSALS: ReadonlySet<TRPC_ERROR_CODE_KEY> = new Set(["NOT_FOUND", "BAD_REQUEST"]);

export interface ConditionalReads {
  /**
   * Express middleware for GETs whose calls `callsOf` names (null: not a keyed read), mounted
   * once before the API's routers (app.ts).
   */
  keyed(callsOf: (req: Request) => readonly string[] | null): RequestHandler;
  /**
   * The ETag a keyed read's successful answer carries; undefined when the read was not keyed, or
   * (given `procedure`) was keyed for other calls than that one.
   */
  etagOf(ctx: RouterContext | undefined, procedure?: string): string | undefined;
  /** The same for a tRPC answer with `errors`: undefined unless all are keyed refusals. */
  trpcEtagOf(ctx: RouterContext | undefined, errors: readonly TRPCError[]): string | undefined;
}

/** The request's router context, made once and shared by the steps and the router after them. */
export async function routerContextOf(
  req: Request,
  res: Response,
  createContext: RequestContextFactory,
): Promise<RouterContext> {
  const made = res.locals.routerContext as RouterContext | undefined;
  if (made) return made;
  const ctx = await createContext({ req });
  res.locals.routerContext = ctx;
  return ctx;
}

export function conditionalReads(
  reads: VersionedReads,
  createContext: RequestContextFactory,
): ConditionalReads {
  const keyedContexts = new WeakMap<RouterContext, ReadKey>();

  return {
    keyed(callsOf) {
      return async (req, res, next) => {
        if (req.method !== "GET") return next();
        const calls = callsOf(req);
        if (!calls || !reads.covers(calls)) return next();
        const ctx = await routerContextOf(req, res, createContext);
        const read = await reads.keyOf(ctx, calls, req.originalUrl);
        if (!read) return next();
        if (ifNoneMatchIncludes(req.get("if-none-match"), read.etag)) {
          res.set("ETag", read.etag).status(304).end();
          return;
        }
        const kept = reads.cache.get(read.key);
        if (kept) {
          res.set("ETag", read.etag).status(kept.status).type("json").send(kept.body);
          return;
        }
        keyedContexts.set(ctx, read);
        if (reads.cache.capacityBytes > 0) {
          keepAnswerAsItLeaves(res, reads.cache.capacityBytes, (body) => {
            if (res.getHeader("ETag") === read.etag) reads.cache.set(read.key, body, res.statusCode);
          });
        }
        next();
      };
    },
    etagOf(ctx, procedure) {
      const read = ctx ? keyedContexts.get(ctx) : undefined;
      if (!read) return undefined;
      return procedure === undefined || (read.calls.length === 1 && read.calls[0] === procedure)
        ? read.etag
        : undefined;
    },
    trpcEtagOf(ctx, errors) {
      return errors.every(isKeyedRefusal) ? this.etagOf(ctx) : undefined;
    },
  };
}

function isKeyedRefusal(error: TRPCError): boolean {
  return KEYED_REFUSALS.has(error.code) && (isAppError(error.cause) || error.cause instanceof ZodError);
}

type WriteArgs = [chunk: unknown, ...rest: unknown[]];

/**
 * Collects the bytes of the answer as the router writes them (as a compression middleware
 * sees them) and hands them to `kept` when it ends, unless they passed `limit`.
 */
function keepAnswerAsItLeaves(res: Response, limit: number, kept: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || size > limit) return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    chunks.push(bytes);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, ...args: WriteArgs) {
    collect(args[0], args[1]);
    return (write as (...args: WriteArgs) => boolean).apply(this, args);
  } as Response["write"];
  res.end = function (this: Response, ...args: WriteArgs) {
    collect(args[0], args[1]);
    if (size <= limit) kept(Buffer.concat(chunks));
    return (end as (...args: WriteArgs) => Response).apply(this, args);
  } as Response["end"];
}
