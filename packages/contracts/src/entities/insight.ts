// An AI insight: one variant per insight_type, each carrying that
// type's structured_data or null when only plain content exists.
import { z } from "zod";
import { INSIGHT_FEEDBACK_MAX_LENGTH } from "../constants.ts";
import { idSchema, isoDateSchema, timestampSchema } from "../primitives.ts";
import {
  burnoutAlertDataSchema,
  trendAnalysisDataSchema,
  weeklySummaryDataSchema,
} from "./insight-structured-data.ts";
import { insightWriterKindSchema, narrationRecordSchema } from "./narration.ts";

export const insightRecommendationsSchema = z.object({
  items: z.array(z.string().max(2000)).max(50),
});

const insightBase = {
  id: idSchema,
  user_id: idSchema,
  title: z.string().min(1).max(200),
  content: z.string().max(20_000),
  recommendations: insightRecommendationsSchema,
  date_range_start: isoDateSchema,
  date_range_end: isoDateSchema,
  created_at: timestampSchema,
  /** true helpful, false not helpful, null not rated. */
  helpful: z.boolean().nullable(),
  feedback: z.string().max(INSIGHT_FEEDBACK_MAX_LENGTH).nullable(),
  /** Who wrote the text; absent on insights from before the narrator, which are deterministic. */
  written_by: insightWriterKindSchema.optional(),
  /** Present when the language model was asked: its name and the validator's verdict. */
  narration: narrationRecordSchema.nullable().optional(),
};

export const weeklySummaryInsightSchema = z.object({
  ...insightBase,
  insight_type: z.literal("weekly_summary"),
  structured_data: weeklySummaryDataSchema.nullable(),
});

export const burnoutAlertInsightSchema = z.object({
  ...insightBase,
  insight_type: z.literal("burnout_alert"),
  structured_data: burnoutAlertDataSchema.nullable(),
});

export const trendAnalysisInsightSchema = z.object({
  ...insightBase,
  insight_type: z.literal("trend_analysis"),
  structured_data: trendAnalysisDataSchema.nullable(),
});

export const insightSchema = z.discriminatedUnion("insight_type", [
  weeklySummaryInsightSchema,
  burnoutAlertInsightSchema,
  trendAnalysisInsightSchema,
]);
export type Insight = z.infer<typeof insightSchema>;
