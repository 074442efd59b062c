// Reaching out (docs/notifications.md): preferences, push subscriptions, alerts, and
// the one-tap check-in a reminder links to (public: the token is the credential).
import { z } from "zod";
import { CHECKIN_TOKEN_LENGTH } from "../checkin-link.ts";
import { moodNotesSchema, moodSchema, moodTagsSchema } from "../entities/mood.ts";
import {
  alertDetailSchema,
  alertSchema,
  checkinStatusSchema,
  notificationSettingsSchema,
  preferencesSchema,
} from "../entities/outreach.ts";
import { CHECKIN_LINK_INVALID, PUSH_ENDPOINT_NOT_HTTPS } from "../messages.ts";
import { idSchema, isoDateSchema, moodRatingSchema } from "../primitives.ts";
import { defineCall, messageResponseSchema, optionalFieldsInput } from "./define.ts";

export const preferencesUpdateInputSchema = preferencesSchema.partial();
export type PreferencesUpdateInput = z.input<typeof preferencesUpdateInputSchema>;

/** A browser's PushSubscription as toJSON() gives it; push services speak https only (RFC 8030). */
export const pushSubscribeInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: PUSH_ENDPOINT_NOT_HTTPS }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
  label: z.string().max(200).optional(),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInputSchema>;

/**
 * The token from the link; `date` is the date the link names, checked against the token's.
 * A link cut short by a mail client is refused in the words of any other bad link.
 */
const checkinTokenSchema = z
  .string()
  .min(CHECKIN_TOKEN_LENGTH.min, { error: CHECKIN_LINK_INVALID })
  .max(CHECKIN_TOKEN_LENGTH.max, { error: CHECKIN_LINK_INVALID });

export const checkinStatusInputSchema = z.object({ token: checkinTokenSchema, date: isoDateSchema });
export const checkinRateInputSchema = z.object({
  token: checkinTokenSchema,
  date: isoDateSchema,
  rating: moodRatingSchema,
  /** Replace a rating the day already has; without it such a day is refused, unchanged. */
  replace: z.boolean().optional(),
});
export const checkinDetailsInputSchema = z.object({
  token: checkinTokenSchema,
  date: isoDateSchema,
  notes: moodNotesSchema.nullable().optional(),
  tags: moodTagsSchema.optional(),
});

export const outreachCalls = {
  "notifications.settings": defineCall({
    type: "query",
    auth: "user",
    input: optionalFieldsInput({}),
    output: notificationSettingsSchema,
    summary:
      "Reminder, channel and alert preferences, the channels this server can send on, and subscribed browsers",
  }),
  "notifications.updatePreferences": defineCall({
    type: "mutation",
    auth: "user",
    input: preferencesUpdateInputSchema,
    output: notificationSettingsSchema,
    summary: "Change notification preferences (fields left out keep their value)",
  }),
  "notifications.subscribePush": defineCall({
    type: "mutation",
    auth: "user",
    input: pushSubscribeInputSchema,
    output: notificationSettingsSchema,
    summary: "Subscribe this browser to push notifications",
  }),
  "notifications.removePush": defineCall({
    type: "mutation",
    auth: "user",
    input: z.object({ id: idSchema }),
    output: notificationSettingsSchema,
    summary: "Stop sending push notifications to a browser",
  }),
  "notifications.alerts": defineCall({
    type: "query",
    auth: "user",
    input: optionalFieldsInput({}),
    output: z.array(alertSchema),
    summary: "Early-warning alerts, newest first",
  }),
  "notifications.alert": defineCall({
    type: "query",
    auth: "user",
    input: z.object({ id: idSchema }),
    output: alertDetailSchema,
    summary: "An alert with the day's score explanation and its Burnout Analysis insight",
  }),
  "notifications.readAlert": defineCall({
    type: "mutation",
    auth: "user",
    input: z.object({ id: idSchema }),
    output: messageResponseSchema,
    summary: "Mark an alert read (dismisses the dashboard banner)",
  }),
  "checkin.status": defineCall({
    type: "query",
    auth: "public",
    input: checkinStatusInputSchema,
    output: checkinStatusSchema,
    summary: "What a one-tap check-in link can still do",
  }),
  "checkin.rate": defineCall({
    type: "mutation",
    auth: "public",
    input: checkinRateInputSchema,
    output: moodSchema,
    summary:
      "Log the link's day's mood with one tap (single use); a day already rated needs replace: true, and keeps its notes and tags",
  }),
  "checkin.details": defineCall({
    type: "mutation",
    auth: "public",
    input: checkinDetailsInputSchema,
    output: moodSchema,
    summary: "Add notes and tags to the mood a one-tap check-in just logged",
  }),
} as const;
