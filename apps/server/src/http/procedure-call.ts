// Calls one procedure of the app router by its dotted name ("mood.create"), so the REST facade
// and the read lane run exactly what /api/trpc runs: the same middlewares, the same input and
// output validation, the same auth, the same errors.
//
// 1. Which procedure: tRPC's own lookup (`getProcedureAtPath`), once per name.
// 2. How it runs: as tRPC's server-side caller runs it (`createCallerFactory`, and
//    `createProcedureCaller`'s `callRecursive` in @trpc/server 11): each middleware in turn gets
//    the call's options with the procedure's meta and the current input, and a `next` that
//    merges the context it is given into the current one, takes its input and raw input if given,
//    and runs the next middleware; a middleware that throws ends the chain as a failed result;
//    a failed result throws its error. tRPC copies those options with a bundled object-spread
//    helper (own keys, one property descriptor at a time), about 4% of a read's CPU in the issue
//    22 profile (docs/decisions/048); here they are copied with the language's spread, which
//    copies the same own enumerable keys. procedure-call.test.ts holds this caller to tRPC's:
//    same answers and same errors for the same calls.
import type { ProcedureName } from "@evenkeel/contracts";
import type { AppRouter, RouterContext } from "@evenkeel/domain/router";
import type { AnyProcedure } from "@trpc/server";
import {
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  middlewareMarker,
  TRPCError,
} from "@trpc/server/unstable-core-do-not-import";

export type ProcedureCaller = (ctx: RouterContext, name: ProcedureName, input: unknown) => Promise<unknown>;

/** What a middleware answers: tRPC's middleware result. */
type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/** The options each middleware is called with (tRPC's `ProcedureCallOptions` plus meta and next). */
interface CallOptions {
  ctx: unknown;
  type: AnyProcedure["_def"]["type"];
  path: string;
  input: unknown;
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}

interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type Middleware = (
  options: CallOptions & { meta: unknown; next: (next?: NextOptions) => Promise<MiddlewareResult> },
) => Promise<MiddlewareResult>;

export function createProcedureCaller(appRouter: AppRouter): ProcedureCaller {
  const found = new Map<string, AnyProcedure | null>();
  return async (ctx, name, input) => {
    let procedure = found.get(name);
    if (procedure === undefined) {
      procedure = ((await getProcedureAtPath(appRouter, name)) as AnyProcedure | null) ?? null;
      found.set(name, procedure);
    }
    if (!procedure) {
      throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${name}"` });
    }
    // The middlewares are on the procedure's definition at run time; its public type leaves them out.
    const def = procedure._def as AnyProcedure["_def"] & { middlewares: Middleware[] };
    const result = await callChain(0, def.middlewares, def.meta, {
      ctx,
      type: def.type,
      path: name,
      input: undefined,
      getRawInput: async () => input,
      signal: undefined,
      batchIndex: 0,
    });
    if (!result) {
      throw new TRPCError({
        code: "INTERNAL_SERVER_ERROR",
        message: "No result from middlewares - did you forget to `return next()`?",
      });
    }
    if (!result.ok) throw result.error;
    return result.data;
  };
}

async function callChain(
  index: number,
  middlewares: readonly Middleware[],
  meta: unknown,
  options: CallOptions,
): Promise<MiddlewareResult> {
  try {
    const middleware = middlewares[index] as Middleware;
    return await middleware({
      ...options,
      meta,
      input: options.input,
      next(next) {
        return callChain(index + 1, middlewares, meta, {
          ...options,
          ctx: next?.ctx ? { ...(options.ctx as Record<string, unknown>), ...next.ctx } : options.ctx,
          input: next && "input" in next ? next.input : options.input,
          getRawInput: next?.getRawInput ?? options.getRawInput,
        });
      },
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
  }
}
