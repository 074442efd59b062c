// Calls one procedure of the app router by its dotted name ("mood.create"), so the REST facade
// runs exactly what /api/trpc runs: the same middlewares, input and output validation, auth and
// errors. It is tRPC's own server-side caller (`createCallerFactory`), reached by the name's
// segments.
import type { ProcedureName } from "@evenkeel/contracts";
import { type AppRouter, createCallerFactory, type RouterContext } from "@evenkeel/domain/router";

export type ProcedureCaller = (ctx: RouterContext, name: ProcedureName, input: unknown) => Promise<unknown>;

type CallerNode = { [segment: string]: CallerNode } & ((input: unknown) => Promise<unknown>);

export function createProcedureCaller(appRouter: AppRouter): ProcedureCaller {
  const createCaller = createCallerFactory(appRouter);
  return (ctx, name, input) => {
    let node = createCaller(ctx) as unknown as CallerNode;
    for (const segment of name.split(".")) node = node[segment] as CallerNode;
    return node(input);
  };
}
