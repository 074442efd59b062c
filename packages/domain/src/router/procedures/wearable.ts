// Wearable procedures (the /{wearable} calls, docs/wearables.md): the gateway talks to the provider; the
// router rescores the days a sync or backfill wrote (services/rescoring.ts).
import {
  AppError,
  disconnectedSuccessfully,
  WEARABLE_PROVIDERS,
  wearableDisplayName,
  wearableNotConnected,
} from "@evenkeel/contracts";
import { rescoreSync } from "../services/rescoring.ts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

export const wearableRouter = router({
  providers: userProcedure
    .input(call["wearable.providers"].input)
    .output(call["wearable.providers"].output)
    .query(async ({ ctx }) => {
      const configured = new Set(await ctx.ports.wearables.configuredProviders());
      return WEARABLE_PROVIDERS.map((info) => ({
        provider: info.id,
        display_name: info.displayName,
        configured: configured.has(info.id),
      }));
    }),

  connection: userProcedure
    .input(call["wearable.connection"].input)
    .output(call["wearable.connection"].output)
    .query(async ({ ctx, input }) => {
      const connection = await ctx.ports.wearables.connection(ctx.auth.userId, input.provider);
      if (!connection)
        throw new AppError("NOT_FOUND", wearableNotConnected(wearableDisplayName(input.provider)));
      return connection;
    }),

  authorize: userProcedure
    .input(call["wearable.authorize"].input)
    .output(call["wearable.authorize"].output)
    .mutation(({ ctx, input }) =>
      ctx.ports.wearables.authorize(ctx.auth, input.provider, input.redirect_uri),
    ),

  callback: userProcedure
    .input(call["wearable.callback"].input)
    .output(call["wearable.callback"].output)
    .mutation(async ({ ctx, input }) => {
      const { provider, ...callback } = input;
      const { connection, backfill } = await ctx.ports.wearables.connect(
        ctx.auth,
        provider,
        callback,
        ctx.request.clientLeft,
      );
      await rescoreSync(ctx.ports, ctx.auth, backfill, ctx.request);
      return connection;
    }),

  sync: userProcedure
    .input(call["wearable.sync"].input)
    .output(call["wearable.sync"].output)
    .mutation(async ({ ctx, input }) => {
      const { provider, ...range } = input;
      const outcome = await ctx.ports.wearables.sync(
        ctx.auth.userId,
        provider,
        range,
        ctx.request.clientLeft,
      );
      await rescoreSync(ctx.ports, ctx.auth, outcome, ctx.request);
      return outcome.result;
    }),

  disconnect: userProcedure
    .input(call["wearable.disconnect"].input)
    .output(call["wearable.disconnect"].output)
    .mutation(async ({ ctx, input }) => {
      const name = wearableDisplayName(input.provider);
      const connection = await ctx.ports.wearables.connection(ctx.auth.userId, input.provider);
      if (!connection) throw new AppError("NOT_FOUND", wearableNotConnected(name));
      await ctx.ports.wearables.disconnect(ctx.auth.userId, input.provider);
      return { message: disconnectedSuccessfully(name) };
    }),
});
