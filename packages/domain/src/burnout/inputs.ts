// What the burnout score reads: the daily health metrics and mood ratings of one user,
// narrowed to the fields the score uses.
import type { HealthMetric, Mood } from "@evenkeel/contracts";
import type { BurnoutParameters } from "./parameters.ts";

export type BurnoutRecord = Pick<
  HealthMetric,
  | "date"
  | "recovery_score"
  | "resting_hr"
  | "hrv"
  | "sleep_duration_minutes"
  | "sleep_quality_score"
  | "day_strain"
>;

export type BurnoutMood = Pick<Mood, "date" | "rating">;

export interface BurnoutData {
  records: readonly BurnoutRecord[];
  moods: readonly BurnoutMood[];
  /** Defaults to EK1_PARAMETERS; the evaluation passes variants when a version is tuned. */
  parameters?: BurnoutParameters;
}
