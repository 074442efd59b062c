// Test support: builds a user's history (health records, moods, stored scores) from small
// functions of the day, so each insight test states the situation it needs in a few lines.
import {
  type BurnoutScore,
  DEFAULT_WEARABLE_PROVIDER,
  type HealthMetric,
  type Mood,
  type MoodTag,
  type RiskLevel,
} from "@evenkeel/contracts";
import { addDays } from "../dates/calendar-date.ts";

export type RecordValues = Partial<
  Pick<
    HealthMetric,
    | "recovery_score"
    | "resting_hr"
    | "hrv"
    | "sleep_duration_minutes"
    | "sleep_quality_score"
    | "day_strain"
    | "workout_count"
  >
>;

export interface SyntheticHistorySpec {
  endDate: string;
  days: number;
  /** Day 0 is the oldest. Return null for a day without a wearable record. */
  record?: (day: number, date: string) => RecordValues | null;
  mood?: (day: number, date: string) => number | null;
  /** Context tags of a day's mood (none when left out). */
  tags?: (day: number, date: string) => MoodTag[];
  score?: (
    day: number,
    date: string,
  ) => { score: number; level?: RiskLevel; contributions?: BurnoutScore["contributions"] } | null;
}

export interface SyntheticHistory {
  metrics: HealthMetric[];
  moods: Mood[];
  scores: BurnoutScore[];
}

const STAMP = "2025-01-01T12:00:00.000Z";

export function syntheticHistory(spec: SyntheticHistorySpec): SyntheticHistory {
  const history: SyntheticHistory = { metrics: [], moods: [], scores: [] };
  for (let day = 0; day < spec.days; day++) {
    const date = addDays(spec.endDate, day - (spec.days - 1));
    const values = spec.record?.(day, date);
    if (values) {
      history.metrics.push({
        id: `m-${date}`,
        user_id: "u-1",
        date,
        recovery_score: null,
        resting_hr: null,
        hrv: null,
        sleep_duration_minutes: null,
        sleep_quality_score: null,
        day_strain: null,
        workout_count: null,
        source: DEFAULT_WEARABLE_PROVIDER,
        hrv_measure: "rmssd",
        ...values,
        created_at: STAMP,
        updated_at: STAMP,
      });
    }
    const rating = spec.mood?.(day, date);
    if (rating !== null && rating !== undefined) {
      history.moods.push({
        id: `r-${date}`,
        user_id: "u-1",
        date,
        rating,
        notes: null,
        tags: spec.tags?.(day, date) ?? [],
        created_at: STAMP,
        updated_at: STAMP,
      });
    }
    const score = spec.score?.(day, date);
    if (score) {
      history.scores.push({
        id: `s-${date}`,
        user_id: "u-1",
        date,
        overall_risk_score: score.score,
        ...(score.level ? { risk_level: score.level } : {}),
        risk_factors: { recovery: 20, hrv: 20, sleep_quality: 20, strain: 10 },
        confidence_score: 80,
        data_points_used: 40,
        calculated_at: STAMP,
        ...(score.contributions ? { contributions: score.contributions } : {}),
      });
    }
  }
  return history;
}

/** A steady, healthy wearable day with a small deterministic wobble. */
export function steadyRecord(day: number): RecordValues {
  const wobble = ((day * 7) % 5) - 2; // −2 … 2, repeating
  return {
    recovery_score: 68 + 2 * wobble,
    resting_hr: 54 + (wobble > 1 ? 1 : 0),
    hrv: 62 + wobble,
    sleep_duration_minutes: 440 + 8 * wobble,
    sleep_quality_score: 84 + wobble,
    day_strain: 10 + 0.4 * wobble,
    workout_count: day % 3 === 0 ? 0 : 1,
  };
}
