// Reaching out (docs/notifications.md): the user's preferences and push browsers,
// the early-warning alerts, and the public one-tap check-in a reminder links to, whose token
// is the credential (docs/decisions/035-one-tap-check-in.md).
import {
  ALERT_NOT_FOUND,
  ALERT_READ,
  AppError,
  type BurnoutScore,
  CHECKIN_LINK_EXPIRED,
  CHECKIN_LINK_INVALID,
  CHECKIN_LINK_USED,
  type CheckinStatus,
  checkinWouldReplace,
  checkinWrongDate,
  type Insight,
  type Mood,
  type NotificationSettings,
  PUSH_SUBSCRIPTION_NOT_FOUND,
} from "@evenkeel/contracts";
import { daysBetween } from "../../dates/calendar-date.ts";
import { localDate } from "../../dates/local-date.ts";
import { writeInsight } from "../../insights/write-insight.ts";
import type { CheckinLookup, RouterPorts } from "../ports.ts";
import { insightFacts } from "../services/generate-insight.ts";
import { changeDayAndRescore } from "../services/rescoring.ts";
import { readScore } from "../services/scores.ts";
import { rememberTimeZone, userTimeZone } from "../services/user-day.ts";
import { contractParsers, publicProcedure, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

async function settingsOf(ports: RouterPorts, userId: string): Promise<NotificationSettings> {
  const [preferences, timeZone, subscriptions] = await Promise.all([
    ports.store.preferences.get(userId),
    ports.store.users.timeZone(userId),
    ports.outreach.subscriptions.list(userId),
  ]);
  return {
    preferences,
    time_zone: timeZone,
    delivers: ports.outreach.delivers,
    channels: ports.outreach.channels(),
    subscriptions,
  };
}

/** A link that cannot do what it was opened for: why, in words, and nothing changed. */
function refuse(lookup: Extract<CheckinLookup, { ok: false }>): never {
  switch (lookup.refusal) {
    case "used":
      throw new AppError("CONFLICT", CHECKIN_LINK_USED);
    case "expired":
      throw new AppError("CONFLICT", CHECKIN_LINK_EXPIRED);
    case "wrong_date":
      throw new AppError("BAD_REQUEST", checkinWrongDate(lookup.date ?? ""));
    default:
      throw new AppError("NOT_FOUND", CHECKIN_LINK_INVALID);
  }
}

/** The user's today, from the zone kept on the profile (a link carries no browser zone). */
async function storedToday(ports: RouterPorts, userId: string): Promise<string> {
  return localDate(
    ports.clock.now(),
    await userTimeZone(ports, { userId, sessionId: "" }, { ip: null, timeZone: null }),
  );
}

/**
 * One set of numbers per day: an alert's Burnout Analysis was written when the alert
 * went out; when the day has been scored again since (a later check-in, a sync), its numbers are
 * no longer the stored score's. The page then shows the analysis written again, over the same
 * period, from what is stored now: by the deterministic writer, and not stored (a query never
 * writes, docs/security.md).
 */
async function currentAnalysis(
  ports: RouterPorts,
  userId: string,
  insight: Insight | null,
  score: BurnoutScore | null,
): Promise<Insight | null> {
  if (insight?.insight_type !== "burnout_alert" || !score) return insight;
  if (score.calculated_at <= insight.created_at) return insight;
  const days = daysBetween(insight.date_range_start, insight.date_range_end) + 1;
  const { facts } = await insightFacts(ports, userId, "burnout_alert", days, insight.date_range_end);
  const written = writeInsight("burnout_alert", facts);
  return {
    ...insight,
    title: written.title,
    content: written.content,
    recommendations: written.recommendations,
    structured_data: written.structured_data,
    written_by: "deterministic",
    narration: null,
  };
}

export const outreachRouter = router({
  settings: userProcedure
    .input(call["notifications.settings"].input)
    .output(call["notifications.settings"].output)
    .query(({ ctx }) => settingsOf(ctx.ports, ctx.auth.userId)),

  updatePreferences: userProcedure
    .input(call["notifications.updatePreferences"].input)
    .output(call["notifications.updatePreferences"].output)
    .mutation(async ({ ctx, input }) => {
      const { store, clock } = ctx.ports;
      const current = await store.preferences.get(ctx.auth.userId);
      const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      await store.preferences.save(ctx.auth.userId, { ...current, ...patch }, clock.now());
      // Reminders follow the zone the browser reports (docs/notifications.md).
      await rememberTimeZone(ctx.ports, ctx.auth, ctx.request);
      return settingsOf(ctx.ports, ctx.auth.userId);
    }),

  subscribePush: userProcedure
    .input(call["notifications.subscribePush"].input)
    .output(call["notifications.subscribePush"].output)
    .mutation(async ({ ctx, input }) => {
      await ctx.ports.outreach.subscriptions.add(ctx.auth.userId, input, ctx.ports.clock.now());
      await rememberTimeZone(ctx.ports, ctx.auth, ctx.request);
      return settingsOf(ctx.ports, ctx.auth.userId);
    }),

  removePush: userProcedure
    .input(call["notifications.removePush"].input)
    .output(call["notifications.removePush"].output)
    .mutation(async ({ ctx, input }) => {
      const removed = await ctx.ports.outreach.subscriptions.remove(ctx.auth.userId, input.id);
      if (!removed) throw new AppError("NOT_FOUND", PUSH_SUBSCRIPTION_NOT_FOUND);
      return settingsOf(ctx.ports, ctx.auth.userId);
    }),

  alerts: userProcedure
    .input(call["notifications.alerts"].input)
    .output(call["notifications.alerts"].output)
    .query(({ ctx }) => ctx.ports.outreach.alerts.list(ctx.auth.userId)),

  alert: userProcedure
    .input(call["notifications.alert"].input)
    .output(call["notifications.alert"].output)
    .query(async ({ ctx, input }) => {
      const alert = await ctx.ports.outreach.alerts.get(ctx.auth.userId, input.id);
      if (!alert) throw new AppError("NOT_FOUND", ALERT_NOT_FOUND);
      const [score, insight] = await Promise.all([
        readScore(ctx.ports, ctx.auth.userId, alert.date),
        alert.insight_id ? ctx.ports.store.insights.get(ctx.auth.userId, alert.insight_id) : null,
      ]);
      return { alert, score, insight: await currentAnalysis(ctx.ports, ctx.auth.userId, insight, score) };
    }),

  readAlert: userProcedure
    .input(call["notifications.readAlert"].input)
    .output(call["notifications.readAlert"].output)
    .mutation(async ({ ctx, input }) => {
      const read = await ctx.ports.outreach.alerts.markRead(ctx.auth.userId, input.id, ctx.ports.clock.now());
      if (!read) throw new AppError("NOT_FOUND", ALERT_NOT_FOUND);
      return { message: ALERT_READ };
    }),
});

export const checkinRouter = router({
  status: publicProcedure
    .input(call["checkin.status"].input)
    .output(call["checkin.status"].output)
    .query(async ({ ctx, input }): Promise<CheckinStatus> => {
      const lookup = await ctx.ports.outreach.checkins.peek(input.token, input.date, ctx.ports.clock.now());
      if (!lookup.ok) refuse(lookup);
      const mood = await ctx.ports.store.moods.get(lookup.userId, lookup.date);
      return { date: lookup.date, step: lookup.step, mood };
    }),

  rate: publicProcedure
    .input(call["checkin.rate"].input)
    .output(call["checkin.rate"].output)
    .mutation(async ({ ctx, input }): Promise<Mood> => {
      const { clock, outreach } = ctx.ports;
      const now = clock.now();
      // A day already rated (in the app, after the reminder went out) is replaced only when
      // asked: the link is not spent and nothing changes until the person confirms.
      const peeked = await outreach.checkins.peek(input.token, input.date, now);
      if (!peeked.ok) refuse(peeked);
      const existing = await ctx.ports.store.moods.get(peeked.userId, peeked.date);
      if (existing && existing.rating !== input.rating && input.replace !== true)
        throw new AppError("CONFLICT", checkinWouldReplace(existing.rating));
      const lookup = await outreach.checkins.use(input.token, input.date, "rate", now);
      if (!lookup.ok) refuse(lookup);
      const { userId, date } = lookup;
      const today = await storedToday(ctx.ports, userId);
      // Only the rating changes: notes and tags already logged for the day stay.
      return changeDayAndRescore(ctx.ports, userId, date, today, async (store) => {
        const updated = await store.moods.update(userId, date, { rating: input.rating }, now);
        return (
          updated ?? store.moods.create(userId, { date, rating: input.rating, notes: null, tags: [] }, now)
        );
      });
    }),

  details: publicProcedure
    .input(call["checkin.details"].input)
    .output(call["checkin.details"].output)
    .mutation(async ({ ctx, input }): Promise<Mood> => {
      const { clock, outreach } = ctx.ports;
      const now = clock.now();
      const lookup = await outreach.checkins.use(input.token, input.date, "details", now);
      if (!lookup.ok) refuse(lookup);
      const { userId, date } = lookup;
      const patch = {
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(input.tags !== undefined && { tags: input.tags }),
      };
      const today = await storedToday(ctx.ports, userId);
      return changeDayAndRescore(ctx.ports, userId, date, today, async (store) => {
        const mood = await store.moods.update(userId, date, patch, now);
        if (!mood) throw new AppError("NOT_FOUND", CHECKIN_LINK_INVALID);
        return mood;
      });
    }),
});
