// Turns records and moods into one dense array per metric (NaN where there is no valid
// value): implausible values are dropped here, not clamped, and HRV becomes ln(RMSSD).
import { dayNumber } from "./calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "./inputs.ts";
import type { BurnoutParameters } from "./parameters.ts";

export const BASELINE_METRICS = [
  "lnHrv",
  "restingHr",
  "sleepMinutes",
  "sleepQuality",
  "recovery",
  "mood",
] as const;
export type BaselineMetric = (typeof BASELINE_METRICS)[number];
export type Metric = BaselineMetric | "strain";
export const METRICS: readonly Metric[] = [...BASELINE_METRICS, "strain"];

export interface DailySeries {
  /** Day number of index 0. */
  firstDay: number;
  length: number;
  values: Readonly<Record<Metric, Float64Array>>;
  /** 1 where the day has at least one valid value of any metric. */
  anyValid: Uint8Array;
}

interface Range {
  readonly min: number;
  readonly max: number;
}

function plausible(value: number | null | undefined, range: Range): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return Number.NaN;
  return value >= range.min && value <= range.max ? value : Number.NaN;
}

/**
 * Days firstDay … lastDay. Records outside the span are ignored; when two records share a
 * date the later one in the list wins (the stores keep one per date anyway).
 */
export function buildDailySeries(
  records: readonly BurnoutRecord[],
  moods: readonly BurnoutMood[],
  firstDay: number,
  lastDay: number,
  parameters: BurnoutParameters,
): DailySeries {
  const length = Math.max(0, lastDay - firstDay + 1);
  const values = {} as Record<Metric, Float64Array>;
  for (const metric of METRICS) values[metric] = new Float64Array(length).fill(Number.NaN);
  const ranges = parameters.plausible;

  for (const record of records) {
    const index = dayNumber(record.date) - firstDay;
    if (index < 0 || index >= length) continue;
    values.lnHrv[index] = Math.log(plausible(record.hrv, ranges.rmssd));
    values.restingHr[index] = plausible(record.resting_hr, ranges.restingHr);
    values.sleepMinutes[index] = plausible(record.sleep_duration_minutes, ranges.sleepMinutes);
    values.sleepQuality[index] = plausible(record.sleep_quality_score, ranges.score);
    values.recovery[index] = plausible(record.recovery_score, ranges.score);
    values.strain[index] = plausible(record.day_strain, ranges.strain);
  }
  for (const mood of moods) {
    const index = dayNumber(mood.date) - firstDay;
    if (index < 0 || index >= length) continue;
    values.mood[index] = plausible(mood.rating, ranges.mood);
  }

  const anyValid = new Uint8Array(length);
  for (const metric of METRICS) {
    const column = values[metric];
    for (let i = 0; i < length; i++) if (!Number.isNaN(column[i] as number)) anyValid[i] = 1;
  }
  return { firstDay, length, values, anyValid };
}
