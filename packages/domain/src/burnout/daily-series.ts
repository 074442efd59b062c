// Turns records and moods into one dense array per metric (NaN where there is no valid
// value): implausible values are dropped here, not clamped, and HRV becomes its logarithm.
// Also marks the days a context tag sets aside and where each device segment starts
// (docs/score.md "Inputs", "Devices", "Context tags").
import { DayNumberReader } from "./calendar.ts";
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

/** The metrics a wearable records; their baselines restart when the device changes. */
export const WEARABLE_METRICS: readonly Metric[] = [
  "lnHrv",
  "restingHr",
  "sleepMinutes",
  "sleepQuality",
  "recovery",
  "strain",
];

export interface DailySeries {
  /** Day number of index 0. */
  firstDay: number;
  length: number;
  values: Readonly<Record<Metric, Float64Array>>;
  /** 1 where the day has at least one valid value of any metric. */
  anyValid: Uint8Array;
  /** 1 where the day's check-in carries a tag that sets it aside (ill, alcohol, travel, hard training). */
  setAside: Uint8Array;
  /** 1 where the check-in is tagged "ill" (the level stays under high for the 14 days from it). */
  ill: Uint8Array;
  /**
   * Per metric, the index where the device segment active on each day started (0 for the
   * first; mood is never segmented): values before it belong to another device or HRV
   * measure and are never compared with this one.
   */
  segmentStart: Readonly<Record<Metric, Int32Array>>;
  /** Per metric, 1 where the active segment is not the person's first (a device or measure changed). */
  restarted: Readonly<Record<Metric, Uint8Array>>;
  /** 1 where the HRV segment active that day measures SDNN (its own prior and spread floor). */
  sdnn: Uint8Array;
}

interface Range {
  readonly min: number;
  readonly max: number;
}

function plausible(value: number | null | undefined, range: Range): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return Number.NaN;
  return value >= range.min && value <= range.max ? value : Number.NaN;
}

/** One array per metric: HRV's own, the wearable's for the other device metrics, mood's. */
function byGroup<T>(hrv: T, wearable: T, mood: T): Record<Metric, T> {
  return {
    lnHrv: hrv,
    restingHr: wearable,
    sleepMinutes: wearable,
    sleepQuality: wearable,
    recovery: wearable,
    strain: wearable,
    mood,
  };
}

/** Where each day's device segments start, filled in as the records are read in date order. */
interface SegmentMarks {
  wearableStart: Int32Array;
  hrvStart: Int32Array;
  wearableRestarted: Uint8Array;
  hrvRestarted: Uint8Array;
  sdnn: Uint8Array;
  length: number;
  /** Days marked so far. */
  marked: number;
  wearableFrom: number;
  hrvFrom: number;
  wearableChanges: number;
  hrvChanges: number;
  /** The HRV measure of the current segment (null before the first HRV value). */
  measure: string | null;
}

/** Marks the days before `index` with the segments active now. */
function markUpTo(marks: SegmentMarks, index: number): void {
  const until = Math.min(index, marks.length);
  for (; marks.marked < until; marks.marked++) {
    const day = marks.marked;
    marks.wearableStart[day] = marks.wearableFrom;
    marks.hrvStart[day] = marks.hrvFrom;
    marks.wearableRestarted[day] = marks.wearableChanges > 0 ? 1 : 0;
    marks.sdnn[day] = marks.measure === "sdnn" ? 1 : 0;
    marks.hrvRestarted[day] = marks.hrvChanges > 0 ? 1 : 0;
  }
}

/** Record positions ordered by day index (stable, so a later record of a date still wins). */
function sortedOrder(indexes: Int32Array): number[] {
  const order = Array.from({ length: indexes.length }, (_, r) => r);
  return order.sort((a, b) => (indexes[a] as number) - (indexes[b] as number));
}

/**
 * Days firstDay … lastDay. Records outside the span are ignored; when two records share a
 * date the later one in the list wins (the stores keep one per date anyway). Device segments
 * are found from every record up to lastDay, earlier ones included, so a day's segment does
 * not depend on where the span starts.
 */
export function buildDailySeries(
  records: readonly BurnoutRecord[],
  moods: readonly BurnoutMood[],
  firstDay: number,
  lastDay: number,
  parameters: BurnoutParameters,
): DailySeries {
  const length = Math.max(0, lastDay - firstDay + 1);
  // Every column is a view on one of three buffers: a day's score builds these each call, and
  // one allocation per element type costs far less than one per column.
  const doubles = new Float64Array(METRICS.length * length).fill(Number.NaN);
  const ints = new Int32Array(3 * length);
  const bytes = new Uint8Array(7 * length);
  const values = {} as Record<Metric, Float64Array>;
  for (let m = 0; m < METRICS.length; m++) {
    values[METRICS[m] as Metric] = doubles.subarray(m * length, (m + 1) * length);
  }
  const ranges = parameters.plausible;
  const sdnn = bytes.subarray(0, length);

  // Each record's day index, and the order to read them in (by date; usually already sorted).
  const indexes = new Int32Array(records.length);
  const dates = new DayNumberReader();
  let sorted = true;
  for (let r = 0; r < records.length; r++) {
    indexes[r] = dates.read((records[r] as BurnoutRecord).date) - firstDay;
    if (r > 0 && (indexes[r - 1] as number) > (indexes[r] as number)) sorted = false;
  }
  const order = sorted ? null : sortedOrder(indexes);

  const marks: SegmentMarks = {
    wearableStart: ints.subarray(0, length),
    hrvStart: ints.subarray(length, 2 * length),
    wearableRestarted: bytes.subarray(length, 2 * length),
    hrvRestarted: bytes.subarray(2 * length, 3 * length),
    sdnn,
    length,
    marked: 0,
    wearableFrom: 0,
    hrvFrom: 0,
    wearableChanges: 0,
    hrvChanges: 0,
    measure: null,
  };
  // A segment is a run of records from one source (and, for HRV, one measure). A record
  // without a source continues the current one.
  let source: string | null = null;
  for (let o = 0; o < records.length; o++) {
    const r = order ? (order[o] as number) : o;
    const index = indexes[r] as number;
    if (index >= length) break;
    const record = records[r] as BurnoutRecord;
    const from = Math.max(0, index);
    const ownSource = record.source ?? null;
    const sourceChanged = ownSource !== null && source !== null && ownSource !== source;
    if (ownSource !== null) source = ownSource;
    const hasHrv = !Number.isNaN(plausible(record.hrv, ranges.hrv));
    const ownMeasure = record.hrv_measure ?? "rmssd";
    const measureChanged = hasHrv && marks.measure !== null && ownMeasure !== marks.measure;
    if (sourceChanged || measureChanged || (hasHrv && marks.measure === null)) markUpTo(marks, from);
    if (sourceChanged) {
      marks.wearableFrom = from;
      marks.wearableChanges++;
    }
    if ((sourceChanged && marks.measure !== null) || measureChanged) {
      marks.hrvFrom = from;
      marks.hrvChanges++;
    }
    if (hasHrv) marks.measure = ownMeasure;
    if (index < 0) continue;
    values.lnHrv[index] = Math.log(plausible(record.hrv, ranges.hrv));
    values.restingHr[index] = plausible(record.resting_hr, ranges.restingHr);
    values.sleepMinutes[index] = plausible(record.sleep_duration_minutes, ranges.sleepMinutes);
    values.sleepQuality[index] = plausible(record.sleep_quality_score, ranges.score);
    values.recovery[index] = plausible(record.recovery_score, ranges.score);
    values.strain[index] = plausible(record.day_strain, ranges.strain);
  }
  markUpTo(marks, length);
  const { wearableStart, hrvStart, wearableRestarted, hrvRestarted } = marks;

  const setAside = bytes.subarray(3 * length, 4 * length);
  const ill = bytes.subarray(4 * length, 5 * length);
  const setAsideTags = parameters.setAsideTags as readonly string[];
  for (const mood of moods) {
    const index = dates.read(mood.date) - firstDay;
    if (index < 0 || index >= length) continue;
    values.mood[index] = plausible(mood.rating, ranges.mood);
    setAside[index] = mood.tags?.some((tag) => setAsideTags.includes(tag)) ? 1 : 0;
    ill[index] = mood.tags?.includes("ill") ? 1 : 0;
  }

  const anyValid = bytes.subarray(5 * length, 6 * length);
  for (const metric of METRICS) {
    const column = values[metric];
    for (let i = 0; i < length; i++) if (!Number.isNaN(column[i] as number)) anyValid[i] = 1;
  }
  const segmentStart = byGroup(hrvStart, wearableStart, ints.subarray(2 * length, 3 * length));
  const restarted = byGroup(hrvRestarted, wearableRestarted, bytes.subarray(6 * length, 7 * length));
  return { firstDay, length, values, anyValid, setAside, ill, segmentStart, restarted, sdnn };
}
