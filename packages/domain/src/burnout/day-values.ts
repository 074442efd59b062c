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

/** One value per baseline metric, all NaN, as one literal (every field in the object itself). */
export const nanMetricValues = (): MetricValues => ({
  lnHrv: Number.NaN,
  restingHr: Number.NaN,
  sleepMinutes: Number.NaN,
  sleepQuality: Number.NaN,
  recovery: Number.NaN,
  mood: Number.NaN,
});

/**
 * Writes metric `m` (BASELINE_METRICS' order) of the view by property name: a store under a
 * name that changes from call to call costs several times a named one on this path.
 */
export function setMetric(
  view: DayView,
  m: number,
  baseline: Baseline,
  floor: number,
  acute: number,
  chronic: number,
) {
  const { baselines, floors } = view;
  const acuteValues = view.acute;
  const chronicValues = view.chronic;
  switch (m) {
    case 0:
      baselines.lnHrv = baseline;
      floors.lnHrv = floor;
      acuteValues.lnHrv = acute;
      chronicValues.lnHrv = chronic;
      break;
    case 1:
      baselines.restingHr = baseline;
      floors.restingHr = floor;
      acuteValues.restingHr = acute;
      chronicValues.restingHr = chronic;
      break;
    case 2:
      baselines.sleepMinutes = baseline;
      floors.sleepMinutes = floor;
      acuteValues.sleepMinutes = acute;
      chronicValues.sleepMinutes = chronic;
      break;
    case 3:
      baselines.sleepQuality = baseline;
      floors.sleepQuality = floor;
      acuteValues.sleepQuality = acute;
      chronicValues.sleepQuality = chronic;
      break;
    case 4:
      baselines.recovery = baseline;
      floors.recovery = floor;
      acuteValues.recovery = acute;
      chronicValues.recovery = chronic;
      break;
    default:
      baselines.mood = baseline;
      floors.mood = floor;
      acuteValues.mood = acute;
      chronicValues.mood = chronic;
  }
}
