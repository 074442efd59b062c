// The one tRPC instance of the product: both homes build their router from here, so
// procedures, the error mapping and the auth rule are defined once.
import {
  AppError,
  AUTHENTICATION_REQUIRED,
  type CallContract,
  formatZodError,
  INTERNAL_ERROR,
  procedures,
  trpcCodeOf,
} from "@evenkeel/contracts";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, type z } from "zod";
import type { RouterContext } from "./context.ts";
import { rememberTimeZone } from "./services/user-day.ts";

const t = initTRPC.context<RouterContext>().create({
  // demo-store runs this same router inside the browser (docs/architecture.md, demo mode).
  allowOutsideOfServer: true,
  errorFormatter({ shape, error }) {
    // `detail` is the one text clients show (the detail, or the screen's fallback: docs/screens.md); no stack leaves.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: detailOf(error), data: { ...data, detail: detailOf(error) } };
  },
});

/** The user-facing text of any error a procedure ends with. */
export function detailOf(error: TRPCError): string {
  if (error.cause instanceof ZodError) return formatZodError(error.cause);
  if (error.cause instanceof AppError) return error.cause.detail;
  if (error.code === "INTERNAL_SERVER_ERROR") return INTERNAL_ERROR;
  return error.message;
}

/** A failed result whose cause is an AppError becomes the TRPCError of its code, keeping the cause. */
function withAppErrorCode<R extends { ok: boolean; error?: TRPCError }>(result: R): R {
  if (!result.ok && result.error?.cause instanceof AppError) {
    const appError = result.error.cause;
    throw new TRPCError({ code: trpcCodeOf(appError.code), message: appError.detail, cause: appError });
  }
  return result;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(async ({ next }) => withAppErrorCode(await next()));

/**
 * A procedure for a signed-in (or demo) user: `ctx.auth` is set, and the user's local day is
 * known. One middleware, not two stacked on publicProcedure: each middleware copies the call's
 * options and context, which showed in a CPU profile of the read path.
 */
export const userProcedure = t.procedure.use(async ({ ctx, next, type }) => {
  if (!ctx.auth) {
    throw new TRPCError({
      code: "UNAUTHORIZED",
      message: AUTHENTICATION_REQUIRED,
      cause: new AppError("UNAUTHORIZED", AUTHENTICATION_REQUIRED),
    });
  }
  const auth = ctx.auth;
  const result = withAppErrorCode(await next({ ctx: { auth } }));
  // The browser's time zone is kept by a successful mutation, never by a query (docs/security.md).
  // Best effort: the mutation itself is already done, and the next one will try again.
  if (result.ok && type === "mutation") await rememberTimeZone(ctx.ports, auth, ctx.request).catch(() => {});
  return result;
});

/** A contract schema as a tRPC parser that parses synchronously (see `contractParsers`). */
export interface SyncParser<S extends z.ZodType> {
  _input: z.input<S>;
  _output: z.output<S>;
  parse(value: unknown): z.output<S>;
}

type ContractParsers<P extends Record<string, CallContract>> = {
  readonly [K in keyof P]: { input: SyncParser<P[K]["input"]>; output: SyncParser<P[K]["output"]> };
};

function syncParser<S extends z.ZodType>(schema: S): SyncParser<S> {
  return { parse: (value) => schema.parse(value) } as SyncParser<S>;
}

/**
 * Every call's input and output schema as tRPC parsers, for `.input()` and `.output()`.
 * tRPC calls a schema's parseAsync when it has one, and zod compiles an object schema's checks
 * into one function only for a synchronous parse: the same checks ran ~1.8× slower (the
 * dashboard's output 76 µs against 42; docs/decisions/040-reads-through-the-stock-stack.md). No contract schema is async, so a
 * synchronous parse is the same validation; its failures are the same ZodErrors.
 */
export const contractParsers: ContractParsers<typeof procedures> = Object.fromEntries(
  Object.entries(procedures).map(([name, contract]) => [
    name,
    { input: syncParser(contract.input), output: syncParser(contract.output) },
  ]),
) as ContractParsers<typeof procedures>;
