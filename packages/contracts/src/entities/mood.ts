// A day's mood rating and the statistics over a period.
import { z } from "zod";
import { MOOD_NOTES_MAX_LENGTH } from "../constants.ts";
import { MOOD_TAG_UNKNOWN, MOOD_TAGS_REPEATED, NOTES_TOO_LONG } from "../messages/mood.ts";
import {
  idSchema,
  isoDateSchema,
  moodRatingSchema,
  moodTrendSchema,
  timestampSchema,
} from "../primitives.ts";
import { MOOD_TAGS } from "./mood-tags.ts";

export { MOOD_TAGS } from "./mood-tags.ts";

export const moodTagSchema = z.enum(MOOD_TAGS);
export type MoodTag = z.infer<typeof moodTagSchema>;

/** A check-in's tags: each from the closed list, none twice; stored and answered in this order. */
export const moodTagsSchema = z
  .array(z.enum(MOOD_TAGS, { error: MOOD_TAG_UNKNOWN }))
  .max(MOOD_TAGS.length, { error: MOOD_TAGS_REPEATED })
  // Most check-ins carry no tag or one: those need no set (every answer checks each mood's tags).
  .refine((tags) => tags.length < 2 || new Set(tags).size === tags.length, { error: MOOD_TAGS_REPEATED });

export const moodNotesSchema = z.string().max(MOOD_NOTES_MAX_LENGTH, { error: NOTES_TOO_LONG });

export const moodSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  date: isoDateSchema,
  rating: moodRatingSchema,
  notes: moodNotesSchema.nullable(),
  /** Context tags; rows written before tags existed read as none. */
  tags: moodTagsSchema.default([]),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Mood = z.infer<typeof moodSchema>;

export const MOOD_RATING_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] as const;

/** Count of entries per rating; every rating "1".."10" is present, 0 when unused. */
export const ratingDistributionSchema = z.record(z.enum(MOOD_RATING_KEYS), z.number().int().min(0));
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

export const moodStatsSchema = z.object({
  /** Mean rating over the period, null without entries. */
  average_rating: z.number().min(0).max(10).nullable(),
  total_entries: z.number().int().min(0),
  rating_distribution: ratingDistributionSchema,
  /** From the last 7 days (MOOD_TREND_WINDOW_DAYS). */
  trend: moodTrendSchema,
  statistics: z.object({
    average: z.number().min(0).max(10).nullable(),
    highest: moodRatingSchema.nullable(),
  }),
  data_points: z.number().int().min(0),
  period_days: z.number().int().min(1),
});
export type MoodStats = z.infer<typeof moodStatsSchema>;
