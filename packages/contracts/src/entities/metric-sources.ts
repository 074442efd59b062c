// The source each metric is read from when several sources report a day
// (docs/decisions/031-preferred-sources-and-stress.md): one value per metric per day, from the
// user's preferred source for that metric, else from the first source that delivered data
// ("the provider connected first"). A source is any name a day is stored under: a provider
// ("whoop", "oura") or a file import ("whoop_export", "apple_health").
import { z } from "zod";
import { metricSourceSchema } from "./health-metric.ts";

/** The values of a stored day, one column each, whatever their source. */
export const DAILY_METRIC_KEYS = [
  "recovery_score",
  "resting_hr",
  "hrv",
  "sleep_duration_minutes",
  "sleep_quality_score",
  "day_strain",
  "workout_count",
  "steps",
] as const;

/** Every metric a user may take from a source of their choice (`stress`: the three stress fields together). */
export const METRIC_SOURCE_KEYS = [...DAILY_METRIC_KEYS, "stress"] as const;
export const metricSourceKeySchema = z.enum(METRIC_SOURCE_KEYS, { error: "Unknown metric" });
export type MetricSourceKey = z.infer<typeof metricSourceKeySchema>;

export const metricSourceChoiceSchema = z.object({
  metric: metricSourceKeySchema,
  /** The user's sources with at least one value of this metric, in the default order. */
  sources: z.array(metricSourceSchema),
  /** The user's choice; null reads the default order. */
  preferred: metricSourceSchema.nullable(),
  /** The source read first for this metric now: the preferred one, else the default. */
  effective: metricSourceSchema.nullable(),
});
export type MetricSourceChoice = z.infer<typeof metricSourceChoiceSchema>;

export const metricSourcesSchema = z.object({
  /** The user's sources in the default order (the first to deliver data first). */
  sources: z.array(metricSourceSchema),
  metrics: z.array(metricSourceChoiceSchema),
});
export type MetricSources = z.infer<typeof metricSourcesSchema>;
