// Health data and scores: metrics, per-source days, moods, scores, their rescoring,
// data versions, day totals and the chosen sources.

import type { HrvMeasure, StressDaySummary } from "@evenkeel/contracts";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { CalendarDate, Flag, JsonText, Timestamp } from "./columns.ts";

export interface HealthMetricsTable {
  id: string;
  user_id: string;
  date: CalendarDate;
  recovery_score: number | null;
  resting_hr: number | null;
  hrv: number | null;
  sleep_duration_minutes: number | null;
  sleep_quality_score: number | null;
  day_strain: number | null;
  workout_count: number | null;
  /** Steps of the day (Google Health, a Fitbit export); null where the source does not count them. */
  steps: number | null;
  /** Oura's daily stress (minutes in its high-stress / high-recovery zones, its summary); null elsewhere. */
  stress_high_minutes: number | null;
  recovery_high_minutes: number | null;
  stress_day_summary: StressDaySummary | null;
  /** Where the day came from: a provider's path segment such as "whoop". */
  source: string;
  /** The measure behind `hrv` ("rmssd", "sdnn"); null without an HRV value. */
  hrv_measure: HrvMeasure | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One source's own record of a day (a provider, later a file import), kept beside the others;
 * health_metrics holds the one value per metric resolved from them (store/source-metrics.ts).
 */
export interface SourceDailyMetricsTable {
  user_id: string;
  date: CalendarDate;
  source: string;
  recovery_score: number | null;
  resting_hr: number | null;
  hrv: number | null;
  hrv_measure: HrvMeasure | null;
  sleep_duration_minutes: number | null;
  sleep_quality_score: number | null;
  day_strain: number | null;
  workout_count: number | null;
  steps: number | null;
  /** Oura's daily stress (minutes in its high-stress / high-recovery zones, its summary); null elsewhere. */
  stress_high_minutes: number | null;
  recovery_high_minutes: number | null;
  stress_day_summary: StressDaySummary | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type SourceDailyMetricRow = Selectable<SourceDailyMetricsTable>;
export type HealthMetricRow = Selectable<HealthMetricsTable>;
export type NewHealthMetricRow = Insertable<HealthMetricsTable>;
export type HealthMetricUpdate = Updateable<HealthMetricsTable>;

export interface MoodsTable {
  id: string;
  user_id: string;
  date: CalendarDate;
  rating: number;
  notes: string | null;
  /** JSON array of MoodTag names. */
  tags: Generated<JsonText>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type MoodRow = Selectable<MoodsTable>;
export type NewMoodRow = Insertable<MoodsTable>;
export type MoodUpdate = Updateable<MoodsTable>;

export interface BurnoutScoresTable {
  id: string;
  user_id: string;
  date: CalendarDate;
  overall_risk_score: number;
  risk_level: "low" | "moderate" | "high" | "critical";
  risk_factors: JsonText;
  mood_risk: number | null;
  contributions: JsonText;
  confidence_score: number | null;
  data_points_used: number | null;
  calibrating: Generated<Flag>;
  algorithm_version: string;
  calculated_at: Timestamp;
}
export type BurnoutScoreRow = Selectable<BurnoutScoresTable>;
export type NewBurnoutScoreRow = Insertable<BurnoutScoresTable>;
export type BurnoutScoreUpdate = Updateable<BurnoutScoresTable>;

/** Rescoring a user's stored history with a newer score version. */
export interface ScoreRescoringTable {
  user_id: string;
  algorithm_version: string;
  from_date: CalendarDate;
  to_date: CalendarDate;
  /** The first day not rescored yet; null once finished. */
  next_date: CalendarDate | null;
  total_days: number;
  done_days: number;
  started_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}
export type ScoreRescoringRow = Selectable<ScoreRescoringTable>;

/** One counter per user, raised by triggers on every write to that user's data (docs/data-versions.md). */
export interface UserDataVersionsTable {
  user_id: string;
  version: number;
}

/** How many rows (days) a user has in a table, kept by triggers (docs/decisions/040-reads-through-the-stock-stack.md). */
export interface UserDayTotalsTable {
  user_id: string;
  day_table: "health_metrics" | "moods";
  days: number;
  /** No row of the user in the table is dated after it (a delete leaves it as it was). */
  latest_date: string;
}

/** The source a user chose for a metric (docs/decisions/031); no row: the default order. */
export interface MetricSourcePreferencesTable {
  user_id: string;
  /** A key of METRIC_SOURCE_KEYS (contracts). */
  metric: string;
  source: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type MetricSourcePreferenceRow = Selectable<MetricSourcePreferencesTable>;
