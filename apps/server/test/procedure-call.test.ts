// The REST facade's and the read lane's procedure caller (http/procedure-call.ts) runs a
// procedure's middlewares itself (docs/decisions/048). It must answer exactly as tRPC's own
// server-side caller does: the same data, the same errors, for the app router's procedures and
// for every way a middleware can use `next`.
import { createAppRouter, createCallerFactory, type RouterContext } from "@evenkeel/domain/router";
import { initTRPC, TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createDemoRouter } from "../../../packages/demo-store/src/demo-router.ts";
import { activateDemo } from "../../../packages/demo-store/src/demo-session.ts";
import { createMemoryStorage } from "../../../packages/demo-store/src/key-value-storage.ts";
import { createProcedureCaller } from "../src/http/procedure-call.ts";

type Outcome = { data: unknown } | { error: { name: string; code: string; message: string; cause?: string } };

/** What a call ended with, in a form two callers can be compared by. */
async function outcome(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { data: await call() };
  } catch (thrown) {
    const error = thrown as TRPCError;
    return {
      error: {
        name: error.name,
        code: error.code,
        message: error.message,
        cause: error.cause?.constructor.name,
      },
    };
  }
}

/** tRPC's own caller, by dotted name. */
function trpcCaller(router: Parameters<typeof createCallerFactory>[0]) {
  const createCaller = createCallerFactory(router);
  return (ctx: unknown, name: string, input: unknown) => {
    let target: unknown = createCaller(ctx as RouterContext);
    for (const key of name.split(".")) target = (target as Record<string, unknown>)[key];
    return (target as (input: unknown) => Promise<unknown>)(input);
  };
}

describe("the procedure caller", () => {
  it("answers the app router's calls as tRPC's caller does: data, refusals, bad input, no session", async () => {
    const storage = createMemoryStorage();
    const start = new Date("2026-11-20T12:00:00Z");
    activateDemo(storage, start, { timeZone: "UTC" });
    const demo = createDemoRouter(storage, {
      clock: { now: () => start.toISOString() },
      sleep: async () => {},
      timeZone: () => "UTC",
    });
    const router = createAppRouter();
    const ours = createProcedureCaller(router);
    const theirs = trpcCaller(router);
    const ctx = await demo.createContext();
    const anonymous = { ...ctx, auth: null };
    const calls: [unknown, string, unknown][] = [
      [ctx, "health.dashboard", {}],
      [ctx, "health.dashboard", { selected_date: "2026-11-18" }],
      [ctx, "health.dashboard", { selected_date: "2026-02-30" }],
      [ctx, "mood.list", { limit: 30 }],
      [ctx, "mood.list", { limit: "many" }],
      [ctx, "insights.list", {}],
      [ctx, "insights.delete", { id: "no-such-insight" }],
      [ctx, "auth.me", undefined],
      [anonymous, "auth.me", undefined],
      [ctx, "mood.create", { date: "2026-11-20", rating: 11 }],
    ];
    for (const [callCtx, name, input] of calls) {
      const expected = await outcome(() => theirs(callCtx, name, input));
      const actual = await outcome(() => ours(callCtx as RouterContext, name as never, input));
      expect(actual, name).toEqual(expected);
    }
    // A name no procedure has (never one the contracts name): NOT_FOUND, as tRPC answers it.
    await expect(ours(ctx, "no.such.call" as never, undefined)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: 'No procedure found on path "no.such.call"',
    });
  });

  it("runs middlewares as tRPC does: context merged, input and raw input replaced, throws and missing results", async () => {
    const t = initTRPC.context<{ user: string | null; seen?: string[] }>().create();
    const log: string[] = [];
    const tagged = t.procedure.use(async ({ ctx, next, path, type, meta, input }) => {
      log.push(`${path} ${type} ${String(meta)} ${JSON.stringify(input)} ${ctx.user}`);
      return next({ ctx: { seen: ["first"] } });
    });
    const router = t.router({
      merged: tagged
        .use(({ ctx, next }) => next({ ctx: { seen: [...(ctx.seen ?? []), "second"] } }))
        .query(({ ctx }) => ({ user: ctx.user, seen: ctx.seen })),
      replacedInput: tagged
        .use(({ next }) => next({ input: { n: 7 } }))
        .input(z.object({ n: z.number() }).optional())
        .query(({ input }) => input),
      rawInput: tagged
        .use(({ next }) => next({ getRawInput: async () => ({ n: 3 }) }))
        .input(z.object({ n: z.number() }))
        .query(({ input }) => input.n * 2),
      badInput: tagged.input(z.object({ n: z.number() })).query(({ input }) => input.n),
      badOutput: tagged.output(z.object({ n: z.number() })).query(() => ({ n: "seven" }) as never),
      thrown: tagged.query(() => {
        throw new TRPCError({ code: "FORBIDDEN", message: "Not yours" });
      }),
      failure: tagged.query(() => {
        throw new RangeError("out of range");
      }),
      noResult: tagged.use((() => undefined) as never).query(() => "never"),
      saved: tagged.mutation(() => "done"),
    });
    const ours = createProcedureCaller(router as never);
    const theirs = trpcCaller(router as never);
    for (const name of Object.keys(router._def.procedures)) {
      for (const input of [undefined, { n: 2 }, { n: "two" }]) {
        const ctx = { user: "ada" };
        const expected = await outcome(() => theirs(ctx, name, input));
        const expectedLog = log.splice(0);
        const actual = await outcome(() => ours(ctx as never, name as never, input));
        expect(actual, `${name} ${JSON.stringify(input)}`).toEqual(expected);
        expect(log.splice(0)).toEqual(expectedLog);
      }
    }
  });
});
