// One day of wearable data (SPEC.md §3 "Health metric"); a value is null when the wearable
// did not report it for that day.
import { z } from "zod";
import { idSchema, isoDateSchema, percentSchema, timestampSchema } from "../primitives.ts";
import { DEFAULT_WEARABLE_PROVIDER } from "../product.ts";

/**
 * The measure behind an HRV value: WHOOP and Oura report RMSSD, Apple Health SDNN. Two
 * measures are never mixed in one baseline.
 */
export const HRV_MEASURES = ["rmssd", "sdnn"] as const;
export const hrvMeasureSchema = z.enum(HRV_MEASURES);
export type HrvMeasure = z.infer<typeof hrvMeasureSchema>;

/**
 * Where a day's values came from: a wearable provider's id ("whoop", "oura"), or a file import
 * ("whoop_export", "apple_health"). Each source's day is stored on its own; a day shown or
 * scored takes each metric from one source (docs/decisions/022-several-sources-one-value.md).
 */
export const metricSourceSchema = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, "Invalid source");
export type MetricSource = z.infer<typeof metricSourceSchema>;

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
  /** The source the day's values come from (the first-ranked source with a record that day). */
  source: metricSourceSchema.default(DEFAULT_WEARABLE_PROVIDER),
  /** The measure behind `hrv`; null when there is no HRV value. */
  hrv_measure: hrvMeasureSchema.nullable().default(null),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type HealthMetric = z.infer<typeof healthMetricSchema>;
