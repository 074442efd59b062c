// One day of wearable data (SPEC.md §3 "Health metric"); a value is null when the wearable
// did not report it for that day.
import { z } from "zod";
import { idSchema, isoDateSchema, percentSchema, timestampSchema } from "../primitives.ts";

/**
 * The measure behind an HRV value: WHOOP and Oura report RMSSD, Apple Health SDNN. Two
 * measures are never mixed in one baseline.
 */
export const HRV_MEASURES = ["rmssd", "sdnn"] as const;
export const hrvMeasureSchema = z.enum(HRV_MEASURES);
export type HrvMeasure = z.infer<typeof hrvMeasureSchema>;

export const healthMetricSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  date: isoDateSchema,
  recovery_score: percentSchema.nullable(),
  resting_hr: z.number().min(0).max(300).nullable(),
  hrv: z.number().min(0).max(1000).nullable(),
  sleep_duration_minutes: z
    .number()
    .min(0)
    .max(24 * 60)
    .nullable(),
  sleep_quality_score: percentSchema.nullable(),
  day_strain: z.number().min(0).max(21).nullable(),
  workout_count: z.number().int().min(0).nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type HealthMetric = z.infer<typeof healthMetricSchema>;
