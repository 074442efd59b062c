// Insight procedures (docs/architecture.md): generate from the user's numbers, list, rate, delete.
import { AppError, INSIGHT_DELETED, INSIGHT_NOT_FOUND } from "@evenkeel/contracts";
import { generateInsight } from "../services/generate-insight.ts";
import { userToday } from "../services/user-day.ts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

export const insightsRouter = router({
  generate: userProcedure
    .input(call["insights.generate"].input)
    .output(call["insights.generate"].output)
    .mutation(async ({ ctx, input }) => {
      const today = await userToday(ctx.ports, ctx.auth, ctx.request);
      return generateInsight(ctx.ports, ctx.auth.userId, input.insight_type, input.days, today);
    }),

  list: userProcedure
    .input(call["insights.list"].input)
    .output(call["insights.list"].output)
    .query(({ ctx, input }) => ctx.ports.store.insights.list(ctx.auth.userId, input.limit)),

  feedback: userProcedure
    .input(call["insights.feedback"].input)
    .output(call["insights.feedback"].output)
    .mutation(async ({ ctx, input }) => {
      const insight = await ctx.ports.store.insights.setFeedback(
        ctx.auth.userId,
        input.id,
        input.helpful,
        input.feedback ?? null,
      );
      if (!insight) throw new AppError("NOT_FOUND", INSIGHT_NOT_FOUND);
      return insight;
    }),

  delete: userProcedure
    .input(call["insights.delete"].input)
    .output(call["insights.delete"].output)
    .mutation(async ({ ctx, input }) => {
      const deleted = await ctx.ports.store.insights.delete(ctx.auth.userId, input.id);
      if (!deleted) throw new AppError("NOT_FOUND", INSIGHT_NOT_FOUND);
      return { message: INSIGHT_DELETED };
    }),
});
