// ek-3's day-to-day reading (docs/score.md "ek-3"): a few points that follow where the person's
// own signals sit against their normal on every day, not only beyond the sub-risks' dead zone.
// ek-2 read 0 on most days of real non-clinical people, so it could not say which of their
// ordinary weeks were worse; these points rank those days, while the levels still rest on the
// sub-risks, the drift and the coverage rules. Each signal's weight is what it was worth on the
// development cohort (docs/decisions/041-ek3-real-people.md).
import type { DailySeries } from "./daily-series.ts";
import { nanFactorValues } from "./day-values.ts";
import type { FactorValues } from "./factors.ts";
import type { DayView } from "./lookback.ts";
import type { BurnoutParameters, FactorName } from "./parameters.ts";

export interface Tilt {
  /** Points added to the day's score, 0 … parameters.tilt.points. */
  points: number;
  /** Each factor's share of the points (NaN where the factor has no reading); they add up to `points`. */
  parts: FactorValues;
}

/** Mean of a metric's valid days in the window of `days` ending at `end` (from `floor`), NaN under `minDays`. */
function windowMean(
  series: DailySeries,
  values: Float64Array,
  end: number,
  floor: number,
  days: number,
  minDays: number,
) {
  const setAside = series.setAside;
  let sum = 0;
  let count = 0;
  for (let i = Math.max(0, floor, end - days + 1); i <= end; i++) {
    const value = values[i] as number;
    if (Number.isNaN(value) || setAside[i] === 1) continue;
    sum += value;
    count++;
  }
  return count >= minDays && count > 0 ? sum / count : Number.NaN;
}

/** Signed z (positive = worse) of a metric's tilt window against its baseline; NaN without one. */
function metricZ(
  series: DailySeries,
  values: Float64Array,
  end: number,
  floor: number,
  days: number,
  minDays: number,
  baseline: { centre: number; spread: number; neutral: boolean },
  higherIsWorse: boolean,
): number {
  const mean = windowMean(series, values, end, floor, days, minDays);
  if (baseline.neutral) return Number.isNaN(mean) ? Number.NaN : 0;
  const z = (mean - baseline.centre) / baseline.spread;
  return higherIsWorse ? z : -z;
}

function pair(a: number, weightA: number, b: number, weightB: number): number {
  if (Number.isNaN(a) || weightA === 0) return weightB === 0 ? Number.NaN : b;
  if (Number.isNaN(b) || weightB === 0) return a;
  return (a * weightA + b * weightB) / (weightA + weightB);
}

/** Each factor's signed z for the tilt (NaN: no reading). Strain is load, not a response: none. */
export function tiltZ(
  series: DailySeries,
  end: number,
  view: DayView,
  parameters: BurnoutParameters,
): FactorValues {
  const t = parameters.tilt;
  // Each metric read by its name (no loop over the names): the mood window needs its own minimum.
  const { values } = series;
  const { floors, baselines } = view;
  const w = t.windows;
  const m = t.minDays;
  return {
    mood: metricZ(series, values.mood, end, floors.mood, w.mood, t.moodMinDays, baselines.mood, false),
    hrv: metricZ(series, values.lnHrv, end, floors.lnHrv, w.lnHrv, m, baselines.lnHrv, false),
    recovery: pair(
      metricZ(series, values.recovery, end, floors.recovery, w.recovery, m, baselines.recovery, false),
      t.recoveryParts.recovery,
      metricZ(series, values.restingHr, end, floors.restingHr, w.restingHr, m, baselines.restingHr, true),
      t.recoveryParts.restingHr,
    ),
    sleep_quality: pair(
      metricZ(
        series,
        values.sleepMinutes,
        end,
        floors.sleepMinutes,
        w.sleepMinutes,
        m,
        baselines.sleepMinutes,
        false,
      ),
      t.sleepParts.minutes,
      metricZ(
        series,
        values.sleepQuality,
        end,
        floors.sleepQuality,
        w.sleepQuality,
        m,
        baselines.sleepQuality,
        false,
      ),
      t.sleepParts.quality,
    ),
    strain: Number.NaN,
  };
}

/**
 * The tilt's points: each factor's z mapped from [−zSpan, +zSpan] onto [0, 1], averaged with
 * the factor weights over the factors with a reading, times `points`. `weights` may replace
 * the population weights (a person's learned ones, personal-weights.ts).
 */
export function tiltPoints(
  z: Readonly<FactorValues>,
  parameters: BurnoutParameters,
  weights: Readonly<Record<FactorName, number>> = parameters.tilt.weights,
): Tilt {
  const t = parameters.tilt;
  // The factors in FACTOR_NAMES' order, each read by its name.
  let total = 0;
  total += counted(z.mood, weights.mood);
  total += counted(z.sleep_quality, weights.sleep_quality);
  total += counted(z.hrv, weights.hrv);
  total += counted(z.recovery, weights.recovery);
  total += counted(z.strain, weights.strain);
  if (t.points === 0 || total === 0) return { points: 0, parts: nanFactorValues() };
  const parts: FactorValues = {
    mood: part(z.mood, weights.mood, total, t),
    sleep_quality: part(z.sleep_quality, weights.sleep_quality, total, t),
    hrv: part(z.hrv, weights.hrv, total, t),
    recovery: part(z.recovery, weights.recovery, total, t),
    strain: part(z.strain, weights.strain, total, t),
  };
  let points = 0;
  if (!Number.isNaN(parts.mood)) points += parts.mood;
  if (!Number.isNaN(parts.sleep_quality)) points += parts.sleep_quality;
  if (!Number.isNaN(parts.hrv)) points += parts.hrv;
  if (!Number.isNaN(parts.recovery)) points += parts.recovery;
  if (!Number.isNaN(parts.strain)) points += parts.strain;
  return { points, parts };
}

/** A factor's weight when it has a reading and a positive weight, else 0. */
const counted = (z: number, weight: number) => (!Number.isNaN(z) && weight > 0 ? weight : 0);

/** A factor's points: its z mapped from [−zSpan, +zSpan] onto [0, 1], weighted (NaN: none). */
function part(z: number, weight: number, total: number, t: BurnoutParameters["tilt"]): number {
  if (Number.isNaN(z) || weight <= 0) return Number.NaN;
  const position = Math.min(1, Math.max(0, (z + t.zSpan) / (2 * t.zSpan)));
  return (t.points * weight * position) / total;
}
