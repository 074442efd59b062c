// Calls one procedure of the app router by its dotted name ("mood.create") through a tRPC
// caller, so the REST facade runs exactly what /api/trpc runs: same validation, same auth.
import type { ProcedureName } from "@evenkeel/contracts";
import { type AppRouter, createCallerFactory, type RouterContext } from "@evenkeel/domain/router";

export type ProcedureCaller = (ctx: RouterContext, name: ProcedureName, input: unknown) => Promise<unknown>;

export function createProcedureCaller(appRouter: AppRouter): ProcedureCaller {
  const createCaller = createCallerFactory(appRouter);
  return (ctx, name, input) => {
    let target: unknown = createCaller(ctx);
    for (const key of name.split(".")) {
      target = (target as Record<string, unknown>)[key];
    }
    return (target as (input: unknown) => Promise<unknown>)(input);
  };
}
