// Mood procedures (the /mood calls): one rating per date; every change rescores the
// days it can move.
import { AppError, MOOD_DELETED, MOOD_TREND_WINDOW_DAYS, moodNotFound } from "@evenkeel/contracts";
import { addDays } from "../../dates/calendar-date.ts";
import { computeMoodStats } from "../../mood/mood-stats.ts";
import type { RouterContext } from "../context.ts";
import type { AuthSession } from "../ports.ts";
import { changeDayAndRescore } from "../services/rescoring.ts";
import { userToday } from "../services/user-day.ts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

async function assertNotFuture(ctx: RouterContext & { auth: AuthSession }, date: string): Promise<string> {
  const today = await userToday(ctx.ports, ctx.auth, ctx.request);
  if (date > today) throw new AppError("BAD_REQUEST", `date ${date} is in the future`);
  return today;
}

export const moodRouter = router({
  list: userProcedure
    .input(call["mood.list"].input)
    .output(call["mood.list"].output)
    .query(({ ctx, input }) => ctx.ports.store.moods.list(ctx.auth.userId, input)),

  create: userProcedure
    .input(call["mood.create"].input)
    .output(call["mood.create"].output)
    .mutation(async ({ ctx, input }) => {
      const today = await assertNotFuture(ctx, input.date);
      const mood = {
        date: input.date,
        rating: input.rating,
        notes: input.notes ?? null,
        tags: input.tags ?? [],
      };
      return changeDayAndRescore(ctx.ports, ctx.auth.userId, input.date, today, (store) =>
        store.moods.create(ctx.auth.userId, mood, ctx.ports.clock.now()),
      );
    }),

  update: userProcedure
    .input(call["mood.update"].input)
    .output(call["mood.update"].output)
    .mutation(async ({ ctx, input }) => {
      const today = await assertNotFuture(ctx, input.date);
      const patch = {
        ...(input.rating !== undefined && { rating: input.rating }),
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(input.tags !== undefined && { tags: input.tags }),
      };
      return changeDayAndRescore(ctx.ports, ctx.auth.userId, input.date, today, async (store) => {
        const mood = await store.moods.update(ctx.auth.userId, input.date, patch, ctx.ports.clock.now());
        if (!mood) throw new AppError("NOT_FOUND", moodNotFound(input.date));
        return mood;
      });
    }),

  delete: userProcedure
    .input(call["mood.delete"].input)
    .output(call["mood.delete"].output)
    .mutation(async ({ ctx, input }) => {
      const today = await userToday(ctx.ports, ctx.auth, ctx.request);
      // A future date's mood moves no score: rescoring a day after today scores nothing.
      return changeDayAndRescore(ctx.ports, ctx.auth.userId, input.date, today, async (store) => {
        const deleted = await store.moods.delete(ctx.auth.userId, input.date);
        if (!deleted) throw new AppError("NOT_FOUND", moodNotFound(input.date));
        return { message: MOOD_DELETED };
      });
    }),

  stats: userProcedure
    .input(call["mood.stats"].input)
    .output(call["mood.stats"].output)
    .query(async ({ ctx, input }) => {
      const today = await userToday(ctx.ports, ctx.auth, ctx.request);
      // The 7-day trend window may reach further back than a short period.
      const span = Math.max(input.days, MOOD_TREND_WINDOW_DAYS);
      const moods = await ctx.ports.store.moods.between(ctx.auth.userId, addDays(today, -(span - 1)), today);
      return computeMoodStats({ moods, today, periodDays: input.days });
    }),
});
