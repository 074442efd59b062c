// Burnout procedures (docs/architecture.md): calculate today's score by the home's rule, the stored
// history, and the progress of rescoring it after the rule changed version.
import { AppError } from "@evenkeel/contracts";
import { rescoreDays } from "../services/scores.ts";
import { userToday } from "../services/user-day.ts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

export const burnoutRouter = router({
  /**
   * ek-1 reads its own windows (7, 14, 21 days and a 60-day baseline, docs/score.md), so `days`
   * is validated for compatibility but does not narrow what the score reads.
   */
  calculate: userProcedure
    .input(call["burnout.calculate"].input)
    .output(call["burnout.calculate"].output)
    .mutation(async ({ ctx }) => {
      const today = await userToday(ctx.ports, ctx.auth, ctx.request);
      const [score] = await rescoreDays(ctx.ports, ctx.auth.userId, today, today);
      if (!score) {
        throw new AppError(
          "UNPROCESSABLE_CONTENT",
          "Not enough data to calculate a burnout score yet. Log a mood or sync your wearable first.",
        );
      }
      return score;
    }),

  history: userProcedure
    .input(call["burnout.history"].input)
    .output(call["burnout.history"].output)
    .query(({ ctx, input }) => ctx.ports.store.scores.history(ctx.auth.userId, input)),

  /** How far the background rescoring of stored history with the current rule has come. */
  rescoring: userProcedure
    .input(call["burnout.rescoring"].input)
    .output(call["burnout.rescoring"].output)
    .query(({ ctx }) => ctx.ports.store.scores.rescoring(ctx.auth.userId, ctx.ports.scoring.version)),
});
