// Burnout calls of SPEC.md §7: calculate today's score and read the score history.
import { z } from "zod";
import {
  BURNOUT_CALCULATION_DAYS_MAX,
  BURNOUT_CALCULATION_DAYS_MIN,
  DEFAULT_BURNOUT_CALCULATION_DAYS,
} from "../constants.ts";
import { burnoutScoreSchema } from "../entities/burnout-score.ts";
import { isoDateSchema, optionalQueryDateSchema, queryIntSchema } from "../primitives.ts";
import { endNotBeforeStart, historyLimitSchema } from "./date-range.ts";
import { defineCall, optionalFieldsInput } from "./define.ts";

export const burnoutCalculateInputSchema = optionalFieldsInput({
  days: queryIntSchema(BURNOUT_CALCULATION_DAYS_MIN, BURNOUT_CALCULATION_DAYS_MAX).default(
    DEFAULT_BURNOUT_CALCULATION_DAYS,
  ),
});
export type BurnoutCalculateInput = z.input<typeof burnoutCalculateInputSchema>;

export const burnoutHistoryInputSchema = z
  .object({
    start_date: isoDateSchema,
    end_date: optionalQueryDateSchema,
    limit: historyLimitSchema,
  })
  .superRefine(endNotBeforeStart);
export type BurnoutHistoryInput = z.input<typeof burnoutHistoryInputSchema>;

export const burnoutCalls = {
  "burnout.calculate": defineCall({
    type: "mutation",
    auth: "user",
    input: burnoutCalculateInputSchema,
    output: burnoutScoreSchema,
    summary: "Compute and store the burnout score of the user's today",
  }),
  "burnout.history": defineCall({
    type: "query",
    auth: "user",
    input: burnoutHistoryInputSchema,
    output: z.array(burnoutScoreSchema),
    summary: "Stored burnout scores from start_date (to end_date), newest first",
  }),
} as const;
