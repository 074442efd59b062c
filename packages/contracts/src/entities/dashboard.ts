// Everything the dashboard shows in one answer; a value is
// null when there is no data for it yet.
import { z } from "zod";
import {
  directionSchema,
  idSchema,
  isoDateSchema,
  moodRatingSchema,
  timestampSchema,
} from "../primitives.ts";
import { burnoutScoreSchema } from "./burnout-score.ts";
import { healthMetricSchema, metricSourceSchema } from "./health-metric.ts";
import { insightSchema } from "./insight.ts";
import { moodNotesSchema } from "./mood.ts";

const metric = healthMetricSchema.shape;

export const dashboardMetricsSchema = z.object({
  latest_recovery: metric.recovery_score,
  latest_hrv: metric.hrv,
  latest_resting_hr: metric.resting_hr,
  latest_strain: metric.day_strain,
  latest_sleep_quality: metric.sleep_quality_score,
  latest_mood: moodRatingSchema.nullable(),
  burnout_risk_score: z.number().min(0).max(100).nullable(),
  burnout_trend: directionSchema.nullable(),
  days_tracked: z.number().int().min(0),
  mood_entries: z.number().int().min(0),
  last_sync: timestampSchema.nullable(),
  /** The source of the latest day (its recovery score is that source's: Oura's Readiness). */
  latest_source: metricSourceSchema.nullable().default(null),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const recentHealthDataSchema = z.object({
  date: isoDateSchema,
  recovery_score: metric.recovery_score,
  hrv: metric.hrv,
  sleep_quality_score: metric.sleep_quality_score,
  day_strain: metric.day_strain,
  /** The day's recovery source: the chart's legend names an Oura day's score Readiness. */
  source: metricSourceSchema.nullable().default(null),
});
export type RecentHealthData = z.infer<typeof recentHealthDataSchema>;

export const recentMoodSchema = z.object({
  date: isoDateSchema,
  rating: moodRatingSchema,
  notes: moodNotesSchema.nullable(),
});
export type RecentMood = z.infer<typeof recentMoodSchema>;

export const dashboardSchema = z.object({
  user_id: idSchema,
  metrics: dashboardMetricsSchema,
  recent_health_data: z.array(recentHealthDataSchema),
  recent_moods: z.array(recentMoodSchema),
  latest_burnout_score: burnoutScoreSchema.nullable(),
  latest_insight: insightSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
