// One day of wearable data; a value is null when the wearable
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

/** Oura's own words for a day's stress (`daily_stress.day_summary`). */
export const STRESS_DAY_SUMMARIES = ["restored", "normal", "stressful"] as const;
export const stressDaySummarySchema = z.enum(STRESS_DAY_SUMMARIES);
export type StressDaySummary = z.infer<typeof stressDaySummarySchema>;

/** More steps than anyone walks in a day (a glitch, or several devices added up): not a value. */
export const MAX_DAILY_STEPS = 200_000;

const minutesOfADaySchema = z
  .number()
  .min(0)
  .max(24 * 60);

/**
 * A day's stress as Oura measures it (its `daily_stress`, the only stress signal a wearable
 * API gives): minutes in its high-stress and high-recovery zones, and its summary of the day.
 * Taken together from one source; null where no source reports it (absent in rows written by
 * homes or exports from before it: read as null).
 */
export const dailyStressShape = {
  stress_high_minutes: minutesOfADaySchema.nullable().optional(),
  recovery_high_minutes: minutesOfADaySchema.nullable().optional(),
  stress_day_summary: stressDaySummarySchema.nullable().optional(),
};
export const dailyStressSchema = z.object(dailyStressShape);
export type DailyStress = z.infer<typeof dailyStressSchema>;

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
  /**
   * Steps of the day, from a source that counts them (Google Health, a Fitbit export); never
   * part of the score (docs/score.md). Absent in rows written before it: read as null.
   */
  steps: z.number().int().min(0).max(MAX_DAILY_STEPS).nullable().optional(),
  ...dailyStressShape,
  /** The source of the day's recovery score: its preferred source, else the first-ranked one with a record that day. */
  source: metricSourceSchema.default(DEFAULT_WEARABLE_PROVIDER),
  /** The measure behind `hrv`; null when there is no HRV value. */
  hrv_measure: hrvMeasureSchema.nullable().default(null),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type HealthMetric = z.infer<typeof healthMetricSchema>;
