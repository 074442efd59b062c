// Insight calls: generate, list, give feedback, delete.
import { z } from "zod";
import {
  DEFAULT_INSIGHT_GENERATION_DAYS,
  DEFAULT_INSIGHTS_LIMIT,
  INSIGHT_FEEDBACK_MAX_LENGTH,
  INSIGHT_GENERATION_DAYS_MAX,
  INSIGHTS_LIMIT_MAX,
} from "../constants.ts";
import { insightSchema } from "../entities/insight.ts";
import { FEEDBACK_TOO_LONG } from "../messages.ts";
import { idSchema, insightTypeSchema, queryBooleanSchema, queryIntSchema } from "../primitives.ts";
import { defineCall, messageResponseSchema, optionalFieldsInput } from "./define.ts";

export const insightGenerateInputSchema = optionalFieldsInput({
  insight_type: insightTypeSchema.default("weekly_summary"),
  days: queryIntSchema(1, INSIGHT_GENERATION_DAYS_MAX).default(DEFAULT_INSIGHT_GENERATION_DAYS),
});
export type InsightGenerateInput = z.input<typeof insightGenerateInputSchema>;

export const insightListInputSchema = optionalFieldsInput({
  limit: queryIntSchema(1, INSIGHTS_LIMIT_MAX).default(DEFAULT_INSIGHTS_LIMIT),
});
export type InsightListInput = z.input<typeof insightListInputSchema>;

export const insightFeedbackInputSchema = z.object({
  id: idSchema,
  helpful: queryBooleanSchema,
  feedback: z.string().max(INSIGHT_FEEDBACK_MAX_LENGTH, { error: FEEDBACK_TOO_LONG }).optional(),
});
export type InsightFeedbackInput = z.input<typeof insightFeedbackInputSchema>;

export const insightDeleteInputSchema = z.object({ id: idSchema });
export type InsightDeleteInput = z.input<typeof insightDeleteInputSchema>;

export const insightsCalls = {
  "insights.generate": defineCall({
    type: "mutation",
    auth: "user",
    input: insightGenerateInputSchema,
    output: insightSchema,
    summary: "Write a new insight of the given type from the last `days` days",
  }),
  "insights.list": defineCall({
    type: "query",
    auth: "user",
    input: insightListInputSchema,
    output: z.array(insightSchema),
    summary: "Insights, newest first",
  }),
  "insights.feedback": defineCall({
    type: "mutation",
    auth: "user",
    input: insightFeedbackInputSchema,
    output: insightSchema,
    summary: "Mark an insight helpful or not, with optional feedback; returns the updated insight",
  }),
  "insights.delete": defineCall({
    type: "mutation",
    auth: "user",
    input: insightDeleteInputSchema,
    output: messageResponseSchema,
    summary: "Delete an insight",
  }),
} as const;
