// Insight procedures (SPEC.md §7): generate from the user's numbers, list, rate, delete.
import { AppError, INSIGHT_DELETED, INSIGHT_NOT_FOUND, procedures } from "@evenkeel/contracts";
import { addDays } from "../../dates/calendar-date.ts";
import { buildInsightFacts } from "../../insights/facts.ts";
import { SCORE_HISTORY_DAYS } from "../../scoring/ek-scoring-rule.ts";
import { narrationOptions } from "../services/narration-options.ts";
import { ensureScore } from "../services/scores.ts";
import { userToday } from "../services/user-day.ts";
import { router, userProcedure } from "../trpc.ts";

const call = procedures;

export const insightsRouter = router({
  generate: userProcedure
    .input(call["insights.generate"].input)
    .output(call["insights.generate"].output)
    .mutation(async ({ ctx, input }) => {
      const { store, insightWriter, clock } = ctx.ports;
      const userId = ctx.auth.userId;
      const today = await userToday(ctx.ports, ctx.auth, ctx.request);
      await ensureScore(ctx.ports, userId, today);
      // The period, the period before it, and a personal baseline behind both.
      const from = addDays(today, -(input.days + SCORE_HISTORY_DAYS));
      const [metrics, moods, scores] = await Promise.all([
        store.metrics.between(userId, from, today),
        store.moods.between(userId, from, today),
        store.scores.history(userId, {
          start_date: from,
          end_date: today,
          limit: input.days + SCORE_HISTORY_DAYS + 1,
        }),
      ]);
      const facts = buildInsightFacts({
        type: input.insight_type,
        days: input.days,
        endDate: today,
        metrics,
        moods,
        scores,
      });
      const options = await narrationOptions(ctx.ports, userId, moods, facts.windows.period);
      const written = await insightWriter.write(input.insight_type, facts, options);
      return store.insights.create(userId, written, clock.now());
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
