// The values a day's score passes between its parts: per-metric window locations, per-factor
// risks, and the view of the look-back a day's factors read. Kept apart so drift.ts, factors.ts
// and lookback.ts all import them from below, with no import cycle among the three.
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric, Metric } from "./daily-series.ts";
import type { FactorName } from "./parameters.ts";

/** One number (or NaN) per baseline metric. */
export type MetricValues = Record<BaselineMetric, number>;

/** One 0–100 risk (or NaN) per factor. */
export type FactorValues = Record<FactorName, number>;

/** Everything a day's factors read besides the daily arrays. */
export interface DayView {
  baselines: Record<BaselineMetric, Baseline>;
  /** Robust locations of each metric in the acute (7-day) and chronic (21-day) windows; NaN: too few days. */
  acute: MetricValues;
  chronic: MetricValues;
  /**
   * Per metric, the first index the day may read. A metric on a new device segment reads
   * nothing (floor past the day) until its new baseline has its minimum days.
   */
  floors: Record<Metric, number>;
}

/** Five factor values, all NaN, as one literal (one object shape, every field in the object). */
export const nanFactorValues = (): FactorValues => ({
  mood: Number.NaN,
  sleep_quality: Number.NaN,
  hrv: Number.NaN,
  recovery: Number.NaN,
  strain: Number.NaN,
});
