// What the burnout score reads: the daily health metrics and mood ratings of one user,
// narrowed to the fields the score uses (docs/score.md "Inputs").
import type { HealthMetric, HrvMeasure, Mood, MoodTag } from "@evenkeel/contracts";
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
> & {
  /** The measure behind `hrv`; absent means RMSSD. */
  hrv_measure?: HrvMeasure | null;
  /**
   * The device or service that recorded the day (a provider id, or an import's label); absent
   * means "the same as before". A change of source, or of HRV measure, starts new baselines.
   */
  source?: string | null;
};

export type BurnoutMood = Pick<Mood, "date" | "rating"> & {
  /** Context tags of the check-in (ill, alcohol, travel, hard_training set the day aside). */
  tags?: readonly MoodTag[] | null;
};

export interface BurnoutData {
  records: readonly BurnoutRecord[];
  moods: readonly BurnoutMood[];
  /** Defaults to BURNOUT_PARAMETERS (ek-3); the evaluation passes variants when a version is tuned. */
  parameters?: BurnoutParameters;
}
