// Building blocks shared by every schema: dates, ratings, ids, enums, and the coercions that
// let one schema accept both REST query strings ("30", "true") and typed tRPC values.
import { z } from "zod";
import { MOOD_RATING_MAX, MOOD_RATING_MIN } from "./constants.ts";
import { ISO_DATE_PATTERN, isRealIsoDate } from "./iso-date.ts";
import { INSIGHT_TYPES, RISK_LEVELS } from "./kinds.ts";
import { DATE_INVALID } from "./messages/dates.ts";
import { MOOD_RATING_INVALID } from "./messages/mood.ts";
import { WEARABLE_PROVIDER_IDS } from "./product.ts";

/** A calendar day, YYYY-MM-DD. */
export const isoDateSchema = z
  .string({ error: DATE_INVALID })
  .regex(ISO_DATE_PATTERN, { error: DATE_INVALID })
  .refine(isRealIsoDate, { error: DATE_INVALID });

/** An instant as an ISO 8601 date-time with Z or an offset, e.g. 2024-05-01T08:30:00.000Z. */
export const timestampSchema = z.iso.datetime({ offset: true, error: "Must be an ISO 8601 date-time" });

/** Opaque record id (uuid on the server, any short token in the demo). */
export const idSchema = z.string().trim().min(1, { error: "Id is required" }).max(128);

export const moodRatingSchema = z
  .number({ error: MOOD_RATING_INVALID })
  .int({ error: MOOD_RATING_INVALID })
  .min(MOOD_RATING_MIN, { error: MOOD_RATING_INVALID })
  .max(MOOD_RATING_MAX, { error: MOOD_RATING_INVALID });

/** A 0–100 score or share. */
export const percentSchema = z.number().min(0).max(100);

export const insightTypeSchema = z.enum(INSIGHT_TYPES, {
  error: "insight_type must be one of weekly_summary, burnout_alert, trend_analysis",
});
export type InsightType = z.infer<typeof insightTypeSchema>;

export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** Mood trend and weekly-summary metric trend. */
export const moodTrendSchema = z.enum(["improving", "declining", "stable"]);
export type MoodTrend = z.infer<typeof moodTrendSchema>;

/** Burnout trend and trend-analysis direction. */
export const directionSchema = z.enum(["increasing", "decreasing", "stable"]);
export type Direction = z.infer<typeof directionSchema>;

/** Priority, impact, severity and significance in insights. */
export const importanceSchema = z.enum(["high", "medium", "low"]);
export type Importance = z.infer<typeof importanceSchema>;

export const wearableProviderSchema = z.enum(WEARABLE_PROVIDER_IDS, {
  error: `provider must be one of ${WEARABLE_PROVIDER_IDS.join(", ")}`,
});

/** Bounded free text; `max` is in characters. */
export function boundedText(max: number, message?: string) {
  return z.string().max(max, message === undefined ? undefined : { error: message });
}

/**
 * A whole number from `min` to `max`, given as a number (tRPC, JSON) or its decimal digits
 * (query string). "", "-1", "1.5" and "abc" are refused with one clear message.
 */
export function queryIntSchema(min: number, max: number) {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: message })
    .pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

/** true/false as a boolean or as the query-string words "true"/"false" (nothing else). */
export const queryBooleanSchema = z.union(
  [z.boolean(), z.enum(["true", "false"]).transform((word) => word === "true")],
  { error: "Must be true or false" },
);

/** An optional YYYY-MM-DD from a query string; an empty value counts as absent. */
export const optionalQueryDateSchema = z
  .union([isoDateSchema, z.literal("").transform(() => undefined)], { error: DATE_INVALID })
  .optional();
