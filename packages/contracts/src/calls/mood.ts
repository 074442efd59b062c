// Mood calls: list, create, update and delete by date, and statistics.
import { z } from "zod";
import { DEFAULT_MOOD_STATS_DAYS, MOOD_STATS_DAYS_MAX } from "../constants.ts";
import { moodNotesSchema, moodSchema, moodStatsSchema, moodTagsSchema } from "../entities/mood.ts";
import { isoDateSchema, moodRatingSchema, optionalQueryDateSchema, queryIntSchema } from "../primitives.ts";
import { endNotBeforeStart, historyLimitSchema } from "./date-range.ts";
import { defineCall, messageResponseSchema, optionalFieldsInput } from "./define.ts";

export const moodListInputSchema = optionalFieldsInput({
  start_date: optionalQueryDateSchema,
  end_date: optionalQueryDateSchema,
  limit: historyLimitSchema,
}).superRefine(endNotBeforeStart);
export type MoodListInput = z.input<typeof moodListInputSchema>;

export const moodCreateInputSchema = z.object({
  date: isoDateSchema,
  rating: moodRatingSchema,
  notes: moodNotesSchema.nullable().optional(),
  /** Optional context tags; left out means none. */
  tags: moodTagsSchema.optional(),
});
export type MoodCreateInput = z.input<typeof moodCreateInputSchema>;

/** Fields left out keep their value; notes: null clears the notes, tags: [] clears the tags. */
export const moodUpdateInputSchema = z.object({
  date: isoDateSchema,
  rating: moodRatingSchema.optional(),
  notes: moodNotesSchema.nullable().optional(),
  tags: moodTagsSchema.optional(),
});
export type MoodUpdateInput = z.input<typeof moodUpdateInputSchema>;

export const moodDeleteInputSchema = z.object({ date: isoDateSchema });
export type MoodDeleteInput = z.input<typeof moodDeleteInputSchema>;

export const moodStatsInputSchema = optionalFieldsInput({
  days: queryIntSchema(1, MOOD_STATS_DAYS_MAX).default(DEFAULT_MOOD_STATS_DAYS),
});
export type MoodStatsInput = z.input<typeof moodStatsInputSchema>;

export const moodCalls = {
  "mood.list": defineCall({
    type: "query",
    auth: "user",
    input: moodListInputSchema,
    output: z.array(moodSchema),
    summary: "Mood ratings, newest first",
  }),
  "mood.create": defineCall({
    type: "mutation",
    auth: "user",
    input: moodCreateInputSchema,
    output: moodSchema,
    summary: "Log the mood of a day (one per date)",
  }),
  "mood.update": defineCall({
    type: "mutation",
    auth: "user",
    input: moodUpdateInputSchema,
    output: moodSchema,
    summary: "Change the rating, notes or tags of a day's mood",
  }),
  "mood.delete": defineCall({
    type: "mutation",
    auth: "user",
    input: moodDeleteInputSchema,
    output: messageResponseSchema,
    summary: "Delete a day's mood",
  }),
  "mood.stats": defineCall({
    type: "query",
    auth: "user",
    input: moodStatsInputSchema,
    output: moodStatsSchema,
    summary: "Average, distribution, highest and 7-day trend of moods over the last `days` days",
  }),
} as const;
