// A day's burnout risk score plus Evenkeel's explanation fields
// (docs/score.md); those are optional so rows written before them still validate.
import { z } from "zod";
import { SCORE_FACTORS } from "../kinds.ts";
import { idSchema, isoDateSchema, percentSchema, riskLevelSchema, timestampSchema } from "../primitives.ts";

export const riskFactorsSchema = z.object({
  recovery: percentSchema.nullable(),
  hrv: percentSchema.nullable(),
  sleep_quality: percentSchema.nullable(),
  strain: percentSchema.nullable(),
});
export type RiskFactors = z.infer<typeof riskFactorsSchema>;

export const scoreFactorSchema = z.enum(SCORE_FACTORS);
export type ScoreFactor = z.infer<typeof scoreFactorSchema>;

/** Points of the score each factor is responsible for; null when the factor had no data. */
export const scoreContributionsSchema = z.record(scoreFactorSchema, percentSchema.nullable());
export type ScoreContributions = z.infer<typeof scoreContributionsSchema>;

export const burnoutScoreSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  date: isoDateSchema,
  overall_risk_score: percentSchema,
  risk_level: riskLevelSchema.optional(),
  risk_factors: riskFactorsSchema,
  confidence_score: percentSchema.nullable().optional(),
  data_points_used: z.number().int().min(0).nullable().optional(),
  calculated_at: timestampSchema,
  mood_risk: percentSchema.nullable().optional(),
  /** True while the personal baseline has fewer than 14 days. */
  calibrating: z.boolean().optional(),
  /** e.g. "ek-1" */
  algorithm_version: z.string().min(1).max(32).optional(),
  contributions: scoreContributionsSchema.optional(),
});
export type BurnoutScore = z.infer<typeof burnoutScoreSchema>;
