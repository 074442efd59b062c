// ek-3's day-to-day reading (docs/score.md "ek-3"): a few points that follow where the person's
// own signals sit against their normal on every day, not only beyond the sub-risks' dead zone.
// ek-2 read 0 on most days of real non-clinical people, so it could not say which of their
// ordinary weeks were worse; these points rank those days, while the levels still rest on the
// sub-risks, the drift and the coverage rules. Each signal's weight is what it was worth on the
// development cohort (docs/decisions/041-ek3-real-people.md).
import type { DailySeries, Metric } from "./daily-series.ts";
import { nanFactorValues } from "./day-values.ts";
import type { FactorValues } from "./factors.ts";
import type { DayView } from "./lookback.ts";
import { type BurnoutParameters, FACTOR_NAMES, type FactorName } from "./parameters.ts";

export interface Tilt {
  /** Points added to the day's score, 0 … parameters.tilt.points. */
  points: number;
  /** Each factor's share of the points (NaN where the factor has no reading); they add up to `points`. */
  parts: FactorValues;
}

/** Mean of a metric's valid days in the window of `days` ending at `end` (from `floor`), NaN under `minDays`. */
function windowMean(
  series: DailySeries,
  metric: Metric,
  end: number,
  floor: number,
  days: number,
  minDays: number,
) {
  const values = series.values[metric];
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
  metric: "mood" | "lnHrv" | "restingHr" | "sleepMinutes" | "sleepQuality" | "recovery",
  end: number,
  view: DayView,
  parameters: BurnoutParameters,
): number {
  const t = parameters.tilt;
  const days = t.windows[metric];
  const mean = windowMean(
    series,
    metric,
    end,
    view.floors[metric],
    days,
    metric === "mood" ? t.moodMinDays : t.minDays,
  );
  const baseline = view.baselines[metric];
  const z = (mean - baseline.centre) / baseline.spread;
  return metric === "restingHr" ? z : -z;
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
  return {
    mood: metricZ(series, "mood", end, view, parameters),
    hrv: metricZ(series, "lnHrv", end, view, parameters),
    recovery: pair(
      metricZ(series, "recovery", end, view, parameters),
      t.recoveryParts.recovery,
      metricZ(series, "restingHr", end, view, parameters),
      t.recoveryParts.restingHr,
    ),
    sleep_quality: pair(
      metricZ(series, "sleepMinutes", end, view, parameters),
      t.sleepParts.minutes,
      metricZ(series, "sleepQuality", end, view, parameters),
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
  const parts = nanFactorValues();
  let total = 0;
  for (const name of FACTOR_NAMES) {
    if (!Number.isNaN(z[name]) && weights[name] > 0) total += weights[name];
  }
  if (t.points === 0 || total === 0) return { points: 0, parts };
  let points = 0;
  for (const name of FACTOR_NAMES) {
    const factorZ = z[name];
    const weight = weights[name];
    if (Number.isNaN(factorZ) || weight <= 0) continue;
    const position = Math.min(1, Math.max(0, (factorZ + t.zSpan) / (2 * t.zSpan)));
    parts[name] = (t.points * weight * position) / total;
    points += parts[name];
  }
  return { points, parts };
}
