// "This range as CSV": one record per day of the range on screen that has any data, joining
// the day's metrics, mood and burnout score; a column is one line of the table below. Each
// number is rounded to the decimals the screens show it with (docs/exports.md): a sleep of
// 426.33431666666667 minutes is written 426, as the whole export keeps the stored value.
import {
  type BurnoutScore,
  type ExportRange,
  type HealthMetric,
  type Mood,
  RING_DECIMALS,
} from "@evenkeel/contracts";
import { dateRange } from "../dates/calendar-date.ts";
import type { DataStore } from "../router/ports.ts";
import { type CsvValue, csvLine } from "./csv.ts";

interface Day {
  date: string;
  metric: HealthMetric | undefined;
  mood: Mood | undefined;
  score: BurnoutScore | undefined;
}

/** `value` to `decimals` places, as the screens write it with toFixed; missing stays missing. */
function rounded(value: number | null | undefined, decimals: number): number | null {
  return value === null || value === undefined ? null : Number(value.toFixed(decimals));
}

/** Decimals the screens show: the rings' (RING_DECIMALS), whole bpm and minutes, History's risk score. */
const RANGE_COLUMNS: readonly { header: string; value: (day: Day) => CsvValue }[] = [
  { header: "date", value: (day) => day.date },
  {
    header: "recovery_score",
    value: (day) => rounded(day.metric?.recovery_score, RING_DECIMALS.recovery_score),
  },
  { header: "hrv", value: (day) => rounded(day.metric?.hrv, RING_DECIMALS.hrv) },
  { header: "resting_hr", value: (day) => rounded(day.metric?.resting_hr, 0) },
  { header: "sleep_duration_minutes", value: (day) => rounded(day.metric?.sleep_duration_minutes, 0) },
  {
    header: "sleep_quality_score",
    value: (day) => rounded(day.metric?.sleep_quality_score, RING_DECIMALS.sleep_quality_score),
  },
  { header: "day_strain", value: (day) => rounded(day.metric?.day_strain, RING_DECIMALS.day_strain) },
  { header: "workout_count", value: (day) => day.metric?.workout_count },
  { header: "mood_rating", value: (day) => day.mood?.rating },
  { header: "mood_notes", value: (day) => day.mood?.notes },
  { header: "burnout_risk_score", value: (day) => rounded(day.score?.overall_risk_score, 1) },
  { header: "risk_level", value: (day) => day.score?.risk_level },
  { header: "confidence_score", value: (day) => rounded(day.score?.confidence_score, 0) },
];

/** At most a year per range, like the history's reads. */
export const RANGE_CSV_MAX_DAYS = 366;

export async function rangeCsv(store: DataStore, userId: string, range: ExportRange): Promise<string> {
  const dates = dateRange(range.start_date, range.end_date).slice(-RANGE_CSV_MAX_DAYS);
  const from = dates[0] ?? range.start_date;
  const [metrics, moods, scores] = await Promise.all([
    store.metrics.between(userId, from, range.end_date),
    store.moods.between(userId, from, range.end_date),
    store.scores.history(userId, { start_date: from, end_date: range.end_date, limit: RANGE_CSV_MAX_DAYS }),
  ]);
  const byDate = <T extends { date: string }>(rows: readonly T[]) =>
    new Map(rows.map((row) => [row.date, row]));
  const [metricOn, moodOn, scoreOn] = [byDate(metrics), byDate(moods), byDate(scores)];
  let text = csvLine(RANGE_COLUMNS.map((column) => column.header));
  for (const date of dates) {
    const day: Day = { date, metric: metricOn.get(date), mood: moodOn.get(date), score: scoreOn.get(date) };
    if (!day.metric && !day.mood && !day.score) continue;
    text += csvLine(RANGE_COLUMNS.map((column) => column.value(day)));
  }
  return text;
}
