// Health procedures (docs/architecture.md): the dashboard as of a selected date, and daily metrics.
import { AppError, DASHBOARD_CHART_DAYS_WIDE, NO_DATA_FROM_SOURCE } from "@evenkeel/contracts";
import { buildDashboard } from "../../dashboard/build-dashboard.ts";
import { addDays } from "../../dates/calendar-date.ts";
import { rescoreChange } from "../services/rescoring.ts";
import { readScore } from "../services/scores.ts";
import { userToday } from "../services/user-day.ts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

export const healthRouter = router({
  dashboard: userProcedure
    .input(call["health.dashboard"].input)
    .output(call["health.dashboard"].output)
    .query(async ({ ctx, input }) => {
      const { store, wearables } = ctx.ports;
      const userId = ctx.auth.userId;
      const today = await userToday(ctx.ports, ctx.auth, ctx.request);
      const selected = input.selected_date ?? today;
      // The chart shows up to 14 days (docs/screens.md); the web app trims to 7 on narrow screens.
      const windowStart = addDays(selected, -(DASHBOARD_CHART_DAYS_WIDE - 1));
      const [
        recentRecords,
        recentMoods,
        daysTracked,
        moodEntries,
        lastSync,
        score,
        previousRisk,
        latestInsight,
      ] = await Promise.all([
        store.metrics.dashboardDays(userId, windowStart, selected),
        store.moods.dashboardDays(userId, windowStart, selected),
        store.metrics.countUpTo(userId, selected),
        store.moods.countUpTo(userId, selected),
        wearables.lastSync(userId),
        // Computed when missing but not stored: a query writes nothing (docs/security.md). A day
        // still to come shows only what is stored for it (nothing, normally).
        selected <= today ? readScore(ctx.ports, userId, selected) : store.scores.get(userId, selected),
        store.scores.latestRiskBefore(userId, selected),
        store.insights.latestUpTo(userId, selected),
      ]);
      // The window ends on the selected date, so its last day is the latest one on or before
      // it; only an empty window needs a look further back (two queries fewer per dashboard).
      const latestRecord = recentRecords.at(-1) ?? (await store.metrics.latestOnOrBefore(userId, selected));
      const latestMood =
        recentMoods.at(-1) ?? (await store.moods.list(userId, { end_date: selected, limit: 1 }))[0] ?? null;
      return buildDashboard({
        userId,
        recentRecords,
        latestRecord,
        recentMoods,
        latestMood,
        daysTracked,
        moodEntries,
        lastSync,
        score,
        previousRisk,
        latestInsight,
      });
    }),

  metrics: userProcedure
    .input(call["health.metrics"].input)
    .output(call["health.metrics"].output)
    .query(({ ctx, input }) => ctx.ports.store.metrics.list(ctx.auth.userId, input)),

  sources: userProcedure
    .input(call["health.sources"].input)
    .output(call["health.sources"].output)
    .query(({ ctx }) => ctx.ports.store.sources.get(ctx.auth.userId)),

  // docs/decisions/031: the days whose values changed are rescored, with every later day whose
  // look-back includes them: in the background where the home has a rescoring job (History
  // shows its progress), at once otherwise.
  chooseSource: userProcedure
    .input(call["health.chooseSource"].input)
    .output(call["health.chooseSource"].output)
    .mutation(async ({ ctx, input }) => {
      const { store, clock } = ctx.ports;
      const userId = ctx.auth.userId;
      const chosen = await store.sources.choose(userId, input.metric, input.source, clock.now());
      if (!chosen) throw new AppError("BAD_REQUEST", NO_DATA_FROM_SOURCE);
      if (chosen.changed) {
        const today = await userToday(ctx.ports, ctx.auth, ctx.request);
        await rescoreChange(ctx.ports, userId, chosen.changed, today, "background");
      }
      return store.sources.get(userId);
    }),
});
