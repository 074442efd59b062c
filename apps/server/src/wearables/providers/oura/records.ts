// The Oura API v2 documents Evenkeel reads (docs/wearables.md; field names from Oura's OpenAPI
// document), as zod schemas: every answer is checked before it is mapped. Unread fields are
// stripped. Durations are in seconds; `day` is the member's local date.
import { z } from "zod";

const daySchema = z.iso.date();
const localizedDateTimeSchema = z.iso.datetime({ offset: true, local: false });

/** GET /v2/usercollection/personal_info */
export const ouraPersonalInfoSchema = z.object({ id: z.string().min(1) });

/** `daily_readiness`: score 1–100 (null until Oura has scored the day). */
export const ouraDailyReadinessSchema = z.object({
  id: z.string().min(1),
  day: daySchema,
  score: z.number().int().min(0).max(100).nullish(),
});
export type OuraDailyReadiness = z.infer<typeof ouraDailyReadinessSchema>;

/**
 * `daily_stress`: seconds in the high-stress and high-recovery zones (the day's top and bottom
 * quartile of Oura's stress measure) and its summary of the day; each null until measured.
 */
export const ouraDailyStressSchema = z.object({
  id: z.string().min(1),
  day: daySchema,
  stress_high: z.number().int().min(0).nullish(),
  recovery_high: z.number().int().min(0).nullish(),
  day_summary: z.enum(["restored", "normal", "stressful"]).nullish(),
});
export type OuraDailyStress = z.infer<typeof ouraDailyStressSchema>;

/** `daily_sleep`: the sleep score of the day. */
export const ouraDailySleepSchema = z.object({
  id: z.string().min(1),
  day: daySchema,
  score: z.number().int().min(0).max(100).nullish(),
});
export type OuraDailySleep = z.infer<typeof ouraDailySleepSchema>;

export const OURA_SLEEP_TYPES = ["deleted", "sleep", "long_sleep", "late_nap", "rest"] as const;

/** `sleep`: one period; a night's main period is `long_sleep` (over three hours). */
export const ouraSleepSchema = z.object({
  id: z.string().min(1),
  day: daySchema,
  type: z.enum(OURA_SLEEP_TYPES).nullish(),
  bedtime_start: localizedDateTimeSchema,
  bedtime_end: localizedDateTimeSchema,
  total_sleep_duration: z.number().int().min(0).nullish(),
  lowest_heart_rate: z.number().min(0).max(300).nullish(),
  average_hrv: z.number().min(0).max(1000).nullish(),
});
export type OuraSleep = z.infer<typeof ouraSleepSchema>;

/** `workout`: counted on its `day`. */
export const ouraWorkoutSchema = z.object({
  id: z.string().min(1),
  day: daySchema,
  activity: z.string(),
  start_datetime: localizedDateTimeSchema,
  end_datetime: localizedDateTimeSchema,
});
export type OuraWorkout = z.infer<typeof ouraWorkoutSchema>;

/** `{ data, next_token }`; next_token is null on the last page. */
export function ouraPageSchema<T extends z.ZodType>(document: T) {
  return z.object({ data: z.array(document), next_token: z.string().min(1).nullish() });
}

/** The collections of one fetch window. */
export interface OuraBatch {
  readiness: OuraDailyReadiness[];
  dailySleep: OuraDailySleep[];
  sleeps: OuraSleep[];
  workouts: OuraWorkout[];
  stress: OuraDailyStress[];
}
