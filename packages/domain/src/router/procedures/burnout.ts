// Burnout procedures (docs/architecture.md): calculate today's score by the home's rule, the stored
// history, the progress of rescoring it after the rule changed version, and which wearable
// signals have come before the person's low days.
import { AppError } from "@evenkeel/contracts";
import {
  describePersonalSignals,
  PERSONAL_SIGNALS_HISTORY_DAYS,
  personalSignals,
} from "../../burnout/personal-signals.ts";
import { addDays } from "../../dates/calendar-date.ts";
import { readScoringHistory, rescoreDays } from "../services/scores.ts";
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

  /**
   * Which wearable signals have come before the person's low days, up to their today (docs/score.md
   * "ek-3"). ek-3's own reading of the history in every home, whatever rule scores the days: it is
   * what the data shows, and no score uses it (docs/decisions/052-personal-signals-shown-not-scored.md).
   * Only days up to today are read, so the answer is a function of the history so far.
   */
  personalSignals: userProcedure
    .input(call["burnout.personalSignals"].input)
    .output(call["burnout.personalSignals"].output)
    .query(async ({ ctx }) => {
      const today = await userToday(ctx.ports, ctx.auth, ctx.request);
      const from = addDays(today, -PERSONAL_SIGNALS_HISTORY_DAYS);
      const history = await readScoringHistory(ctx.ports, ctx.auth.userId, from, today);
      const summary = personalSignals({ date: today, ...history });
      return { ...summary, sentence: describePersonalSignals(summary) };
    }),
});
