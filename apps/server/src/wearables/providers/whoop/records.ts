// The WHOOP Developer API v2 records Evenkeel reads (docs/wearables.md), as zod schemas: every
// answer is checked before it is mapped, so a changed or broken answer fails the sync loudly
// instead of storing wrong numbers. Unread fields are stripped.
import { z } from "zod";

export const SCORE_STATES = ["SCORED", "PENDING_SCORE", "UNSCORABLE"] as const;
const scoreStateSchema = z.enum(SCORE_STATES);
export type ScoreState = z.infer<typeof scoreStateSchema>;

const instantSchema = z.iso.datetime({ offset: true });
/** `+hh:mm`, `-hh:mm` or `Z`. */
export const timezoneOffsetSchema = z.string().regex(/^(Z|[+-]\d{2}:\d{2})$/);
/** int64 ids arrive as JSON numbers; kept as text so no digit is lost. */
const int64Schema = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);

export const whoopCycleSchema = z.object({
  id: int64Schema,
  user_id: int64Schema,
  start: instantSchema,
  end: instantSchema.nullish(),
  timezone_offset: timezoneOffsetSchema,
  score_state: scoreStateSchema,
  score: z.object({ strain: z.number().min(0).max(21) }).nullish(),
});
export type WhoopCycle = z.infer<typeof whoopCycleSchema>;

export const whoopRecoverySchema = z.object({
  cycle_id: int64Schema,
  sleep_id: z.string().nullish(),
  user_id: int64Schema,
  score_state: scoreStateSchema,
  score: z
    .object({
      user_calibrating: z.boolean(),
      recovery_score: z.number().min(0).max(100),
      resting_heart_rate: z.number().min(0).max(300),
      hrv_rmssd_milli: z.number().min(0).max(1000),
    })
    .nullish(),
});
export type WhoopRecovery = z.infer<typeof whoopRecoverySchema>;

export const whoopSleepSchema = z.object({
  id: z.string().min(1),
  cycle_id: int64Schema,
  user_id: int64Schema,
  start: instantSchema,
  end: instantSchema,
  timezone_offset: timezoneOffsetSchema,
  nap: z.boolean(),
  score_state: scoreStateSchema,
  score: z
    .object({
      stage_summary: z.object({
        total_light_sleep_time_milli: z.number().min(0),
        total_slow_wave_sleep_time_milli: z.number().min(0),
        total_rem_sleep_time_milli: z.number().min(0),
      }),
      sleep_performance_percentage: z.number().min(0).max(100).nullish(),
    })
    .nullish(),
});
export type WhoopSleep = z.infer<typeof whoopSleepSchema>;

export const whoopWorkoutSchema = z.object({
  id: z.string().min(1),
  user_id: int64Schema,
  start: instantSchema,
  end: instantSchema,
  timezone_offset: timezoneOffsetSchema,
  score_state: scoreStateSchema,
});
export type WhoopWorkout = z.infer<typeof whoopWorkoutSchema>;

export const whoopProfileSchema = z.object({ user_id: int64Schema });
export type WhoopProfile = z.infer<typeof whoopProfileSchema>;

/** `{ records, next_token }`; next_token is absent (or null) on the last page. */
export function pageSchema<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), next_token: z.string().min(1).nullish() });
}

/** The four collections of one fetch window. */
export interface WhoopBatch {
  cycles: WhoopCycle[];
  recoveries: WhoopRecovery[];
  sleeps: WhoopSleep[];
  workouts: WhoopWorkout[];
}
