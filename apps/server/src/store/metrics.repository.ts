// Daily health metrics: one resolved row per user and date (a unique key), read by the screens
// and the score; each source's own day sits beside it (source-metrics.ts). Reads are scoped by
// the verified user; writes come from a wearable sync (or a seed, through the same path).

import { type HealthMetric, type HrvMeasure, healthMetricSchema } from "@evenkeel/contracts";
import type {
  DashboardMetricDay,
  MetricRepository,
  MetricValues,
  RangeQuery,
  ScoringRecord,
} from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { HealthMetricRow } from "../db/schema.ts";
import { dailyRows } from "./daily-rows.ts";
import { saveSourceDays } from "./source-metrics.ts";
import { parseStored } from "./stored-json.ts";

const metricValuesSchema = healthMetricSchema.omit({
  id: true,
  user_id: true,
  created_at: true,
  updated_at: true,
  source: true,
  hrv_measure: true,
  stress_high_minutes: true,
  recovery_high_minutes: true,
  stress_day_summary: true,
});

export function rowToHealthMetric(row: HealthMetricRow): HealthMetric {
  return {
    id: row.id,
    user_id: row.user_id,
    date: row.date,
    recovery_score: row.recovery_score,
    resting_hr: row.resting_hr,
    hrv: row.hrv,
    sleep_duration_minutes: row.sleep_duration_minutes,
    sleep_quality_score: row.sleep_quality_score,
    day_strain: row.day_strain,
    workout_count: row.workout_count,
    steps: row.steps,
    stress_high_minutes: row.stress_high_minutes,
    recovery_high_minutes: row.recovery_high_minutes,
    stress_day_summary: row.stress_day_summary,
    source: row.source,
    hrv_measure: row.hrv_measure,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The most recent `limit` days within the range, oldest first. */
export async function listMetrics(
  db: AppDatabase,
  userId: string,
  query: RangeQuery,
): Promise<HealthMetric[]> {
  const rows = await dailyRows(db, "health_metrics").newest(userId, query, query.limit);
  return rows.reverse().map(rowToHealthMetric);
}

/** Oldest first, every day from `from` to `to` inclusive. */
export async function metricsBetween(db: AppDatabase, userId: string, from: string, to: string) {
  return (await dailyRows(db, "health_metrics").between(userId, from, to)).map(rowToHealthMetric);
}

const DASHBOARD_METRIC_COLUMNS = [
  "date",
  "recovery_score",
  "hrv",
  "resting_hr",
  "sleep_quality_score",
  "day_strain",
  "source",
] as const satisfies ReadonlyArray<keyof DashboardMetricDay>;

/** Oldest first, what the dashboard shows of each day from `from` to `to`. */
export function dashboardMetricDays(
  db: AppDatabase,
  userId: string,
  from: string,
  to: string,
): Promise<DashboardMetricDay[]> {
  return dailyRows(db, "health_metrics").columnsBetween(userId, from, to, DASHBOARD_METRIC_COLUMNS);
}

const SCORING_METRIC_COLUMNS = [
  "date",
  "recovery_score",
  "resting_hr",
  "hrv",
  "sleep_duration_minutes",
  "sleep_quality_score",
  "day_strain",
  "hrv_measure",
  "source",
] as const satisfies ReadonlyArray<keyof Required<ScoringRecord>>;

export async function latestMetricOnOrBefore(db: AppDatabase, userId: string, date: string) {
  const row = await dailyRows(db, "health_metrics").latestBefore(userId, date, true);
  return row ? rowToHealthMetric(row) : null;
}

export function countMetricsUpTo(db: AppDatabase, userId: string, date: string): Promise<number> {
  return dailyRows(db, "health_metrics").countUpTo(userId, date);
}

/**
 * Writes each day's values as `source`'s days (inserting new days, replacing existing ones) in
 * one transaction, so a repeated or interrupted write never duplicates or half-writes a day,
 * and resolves the days the screens read. `source` is e.g. "whoop"; its HRV is RMSSD unless
 * `hrvMeasure` says otherwise.
 */
export async function upsertHealthMetrics(
  db: AppDatabase,
  userId: string,
  days: readonly MetricValues[],
  source: string,
  now: string,
  hrvMeasure: HrvMeasure = "rmssd",
): Promise<number> {
  if (days.length === 0) return 0;
  // A value out of its range would make every later read of the day fail.
  const checked = days.map((day) => ({
    values: parseStored(day, metricValuesSchema, "health metric"),
    hrvMeasure,
  }));
  await db.transaction().execute((trx) => saveSourceDays(trx, userId, source, checked, now));
  return days.length;
}

export function metricsRepository(db: AppDatabase): MetricRepository {
  return {
    list: (userId, query) => listMetrics(db, userId, query),
    between: (userId, from, to) => metricsBetween(db, userId, from, to),
    latestOnOrBefore: (userId, date) => latestMetricOnOrBefore(db, userId, date),
    countUpTo: (userId, date) => countMetricsUpTo(db, userId, date),
    dashboardDays: (userId, from, to) => dashboardMetricDays(db, userId, from, to),
    // A score reads 82 days: only the columns it uses (docs/decisions/040-reads-through-the-stock-stack.md).
    scoringDays: (userId, from, to) =>
      dailyRows(db, "health_metrics").columnsBetween(userId, from, to, SCORING_METRIC_COLUMNS),
  };
}
