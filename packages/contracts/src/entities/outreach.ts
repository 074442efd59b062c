// Reaching out (docs/notifications.md): the user's notification preferences, the
// channels this home can send on, browsers subscribed to push, early-warning alerts, and the
// one-tap check-in a reminder links to.
import { z } from "zod";
import { LOCAL_TIME_INVALID } from "../messages.ts";
import { idSchema, isoDateSchema, riskLevelSchema, timestampSchema } from "../primitives.ts";
import { burnoutScoreSchema } from "./burnout-score.ts";
import { insightSchema } from "./insight.ts";
import { moodSchema } from "./mood.ts";

/** A local wall-clock time, "HH:MM" on a 24-hour clock. */
export const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: LOCAL_TIME_INVALID });

export const DEFAULT_REMINDER_TIME = "20:00";

export const preferencesSchema = z.object({
  /** The daily check-in reminder (default off). */
  reminder_enabled: z.boolean(),
  /** When it is sent, in the user's time zone. */
  reminder_time: localTimeSchema,
  /** Channels: this account's subscribed browsers, and e-mail. */
  push_enabled: z.boolean(),
  email_enabled: z.boolean(),
  /** Early-warning alerts (default on; they go out once a channel is on). */
  alerts_enabled: z.boolean(),
  /** Nothing is sent from quiet_start to quiet_end (may span midnight). */
  quiet_hours_enabled: z.boolean(),
  quiet_start: localTimeSchema,
  quiet_end: localTimeSchema,
  /** The weekly summary e-mail (opt-in). */
  weekly_summary_email: z.boolean(),
  /** Whether e-mail bodies may carry numbers (never subjects or notifications). */
  include_numbers_in_email: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  reminder_enabled: false,
  reminder_time: DEFAULT_REMINDER_TIME,
  push_enabled: false,
  email_enabled: false,
  alerts_enabled: true,
  quiet_hours_enabled: false,
  quiet_start: "22:00",
  quiet_end: "07:00",
  weekly_summary_email: false,
  include_numbers_in_email: false,
};

/** Whether the home can send on a channel, and if not, what it lacks (in words for the user). */
export const channelStatusSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
});

export const pushSubscriptionInfoSchema = z.object({
  id: idSchema,
  /** e.g. "Chrome on Linux", as the browser described itself when subscribing. */
  label: z.string().max(200),
  created_at: timestampSchema,
});
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionInfoSchema>;

export const notificationSettingsSchema = z.object({
  preferences: preferencesSchema,
  /** The IANA zone reminders follow (the one the browser reported last), null before any. */
  time_zone: z.string().nullable(),
  /** False in the demo: nothing ever leaves the device. */
  delivers: z.boolean(),
  channels: z.object({
    push: channelStatusSchema.extend({ public_key: z.string().nullable() }),
    email: channelStatusSchema,
  }),
  subscriptions: z.array(pushSubscriptionInfoSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const ALERT_STATUSES = ["sent", "held"] as const;

export const alertSchema = z.object({
  id: idSchema,
  /** The day whose score raised it. */
  date: isoDateSchema,
  level: riskLevelSchema,
  /** held: not sent because an illness tag that week explains the numbers. */
  status: z.enum(ALERT_STATUSES),
  /** The Burnout Analysis insight written for it. */
  insight_id: idSchema.nullable(),
  created_at: timestampSchema,
  read_at: timestampSchema.nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** An alert opened in the app: the day's score with its explanation, and the insight. */
export const alertDetailSchema = z.object({
  alert: alertSchema,
  score: burnoutScoreSchema.nullable(),
  insight: insightSchema.nullable(),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;

/** What a one-tap check-in link can still do. */
export const checkinStatusSchema = z.object({
  date: isoDateSchema,
  /** rate: the rating is still to log; details: logged, notes and tags may follow. */
  step: z.enum(["rate", "details"]),
  mood: moodSchema.nullable(),
});
export type CheckinStatus = z.infer<typeof checkinStatusSchema>;
