// The Google Health API's records as Evenkeel reads them (docs/wearables.md, "Google Health"):
// the reconciled data points of the five data types we map, paged by nextPageToken. Google's
// JSON writes int64 values as strings ("54"), dates as {year, month, day} and local times as
// `civil…` date-times beside the UTC ones. Every answer is checked here before it is used.
import { z } from "zod";

/** An int64 as Google writes it (a string of digits), or a plain number. */
const int64 = z.union([z.string().regex(/^-?\d{1,15}$/), z.number().int()]).transform(Number);

export const googleDateSchema = z.object({
  year: z.number().int().min(1900).max(9999),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
});
export type GoogleDate = z.infer<typeof googleDateSchema>;

/** A local date and time in the time zone the wearer was in. */
const civilDateTimeSchema = z.object({
  date: googleDateSchema,
  time: z
    .object({
      hours: z.number().int().optional(),
      minutes: z.number().int().optional(),
      seconds: z.number().int().optional(),
      nanos: z.number().int().optional(),
    })
    .optional(),
});

const sessionIntervalSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  civilStartTime: civilDateTimeSchema.optional(),
  civilEndTime: civilDateTimeSchema.optional(),
});

export const restingHeartRateSchema = z.object({
  date: googleDateSchema,
  beatsPerMinute: int64.optional(),
});

export const heartRateVariabilitySchema = z.object({
  date: googleDateSchema,
  /** RMSSD over the night, in milliseconds. */
  averageHeartRateVariabilityMilliseconds: z.number().min(0).optional(),
});

export const sleepSchema = z.object({
  interval: sessionIntervalSchema,
  type: z.string().optional(),
  summary: z.object({ minutesAsleep: int64.optional() }).optional(),
  metadata: z
    .object({
      mainSleep: z.boolean().optional(),
      nap: z.boolean().optional(),
      /** false while Google is still working out the stages: fetched again later. */
      processed: z.boolean().optional(),
    })
    .optional(),
});
export type GoogleSleep = z.infer<typeof sleepSchema>;

export const exerciseSchema = z.object({
  interval: sessionIntervalSchema,
  exerciseType: z.string().optional(),
});

/** Steps over an interval (Google's `steps` type: `{interval, count}`). */
export const stepsSchema = z.object({
  interval: sessionIntervalSchema,
  count: int64,
});

/** The data types read, by their path id (kebab-case) and their filter name (snake_case). */
export const GOOGLE_DATA_TYPES = {
  "daily-resting-heart-rate": {
    field: "dailyRestingHeartRate",
    filter: "daily_resting_heart_rate.date",
    kind: "date",
    schema: restingHeartRateSchema,
    scope: "health_metrics_and_measurements",
    label: "resting heart rate",
    pageSize: 1000,
  },
  "daily-heart-rate-variability": {
    field: "dailyHeartRateVariability",
    filter: "daily_heart_rate_variability.date",
    kind: "date",
    schema: heartRateVariabilitySchema,
    scope: "health_metrics_and_measurements",
    label: "HRV",
    pageSize: 1000,
  },
  sleep: {
    field: "sleep",
    filter: "sleep.interval.civil_end_time",
    kind: "civil",
    schema: sleepSchema,
    scope: "sleep",
    label: "sleep",
    pageSize: 25,
  },
  exercise: {
    field: "exercise",
    filter: "exercise.interval.civil_start_time",
    kind: "civil",
    schema: exerciseSchema,
    scope: "activity_and_fitness",
    label: "workouts",
    pageSize: 25,
  },
  steps: {
    field: "steps",
    filter: "steps.interval.civil_start_time",
    kind: "civil",
    schema: stepsSchema,
    scope: "activity_and_fitness",
    label: "steps",
    // Google's most per page: steps come as many short intervals.
    pageSize: 10_000,
  },
} as const;
export type GoogleDataType = keyof typeof GOOGLE_DATA_TYPES;
export type GoogleRecordOf<T extends GoogleDataType> = z.infer<(typeof GOOGLE_DATA_TYPES)[T]["schema"]>;

/** One page of `dataPoints:reconcile`: each point carries the record under its type's field. */
export const reconcilePageSchema = z.object({
  dataPoints: z.array(z.record(z.string(), z.unknown())).max(10_000).optional(),
  nextPageToken: z.string().max(2048).optional(),
});

/** GET /v4/users/me/identity. */
export const identitySchema = z.object({
  healthUserId: z.string().min(1).max(256),
  legacyUserId: z.string().max(256).optional(),
});

/** Google's error body: `{error: {code, message, status, details}}`. */
export const googleErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.record(z.string(), z.unknown())).optional(),
  }),
});

/** "2026-09-01" for {year: 2026, month: 9, day: 1}. */
export function isoDateOf(date: GoogleDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
