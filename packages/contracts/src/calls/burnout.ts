// Burnout calls: calculate today's score, read the score history, and what has come before
// the person's low days (docs/decisions/052-personal-signals-shown-not-scored.md).
import { z } from "zod";
import {
  BURNOUT_CALCULATION_DAYS_MAX,
  BURNOUT_CALCULATION_DAYS_MIN,
  DEFAULT_BURNOUT_CALCULATION_DAYS,
} from "../constants.ts";
import { burnoutScoreSchema } from "../entities/burnout-score.ts";
import { personalSignalsSchema } from "../entities/personal-signals.ts";
import { isoDateSchema, optionalQueryDateSchema, queryIntSchema } from "../primitives.ts";
import { endNotBeforeStart, historyLimitSchema } from "./date-range.ts";
import { defineCall, noInput, optionalFieldsInput } from "./define.ts";

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

/**
 * The background rescoring of stored history after the scoring rule changed version:
 * idle when every stored score is current or the job has finished.
 */
export const rescoringStatusSchema = z.object({
  state: z.enum(["idle", "running"]),
  /** The version the history is being (or was last) rescored with. */
  algorithm_version: z.string().min(1).max(32),
  done_days: z.number().int().min(0),
  total_days: z.number().int().min(0),
  percent: z.number().int().min(0).max(100),
});
export type RescoringStatus = z.infer<typeof rescoringStatusSchema>;

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
  "burnout.rescoring": defineCall({
    type: "query",
    auth: "user",
    input: optionalFieldsInput({}),
    output: rescoringStatusSchema,
    summary: "Progress of rescoring the stored history with the current score version",
  }),
  "burnout.personalSignals": defineCall({
    type: "query",
    auth: "user",
    input: noInput,
    output: personalSignalsSchema,
    summary: "Which of the user's wearable signals have come before their low days, up to their today",
  }),
} as const;
