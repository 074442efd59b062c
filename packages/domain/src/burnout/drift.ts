// The multi-system drift: how far the factors have moved together from the person's own
// normal over a window, as one pooled z (positive = worse). It gives the composite its
// multi-system points and tells the baseline which days belong to a drift.
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric } from "./daily-series.ts";
import type { FactorValues, MetricValues } from "./day-values.ts";
import type { BurnoutParameters, FactorName } from "./parameters.ts";

export type { MetricValues } from "./day-values.ts";

/**
 * Signed z (positive = worse) of a window location against the baseline; NaN while the metric
 * is compared with the population prior alone: a drift is a change from the person's own normal.
 */
export function driftZ(metric: BaselineMetric, location: number, baseline: Baseline): number {
  if (!baseline.personal) return Number.NaN;
  const z = (location - baseline.centre) / baseline.spread;
  return metric === "restingHr" ? z : -z;
}

/** The factors a drift is measured on, in pooledDrift's order (strain is load, not a response). */
const DRIFT_FACTORS: readonly FactorName[] = ["mood", "hrv", "recovery", "sleep_quality"];

/** Weighted mean of two parts, either of which may be NaN (absent). */
function pair(a: number, weightA: number, b: number, weightB: number): number {
  // A part weighted 0 is left out (ek-3's resting HR, parameters-ek3.ts).
  if (Number.isNaN(a) || weightA === 0) return weightB === 0 ? Number.NaN : b;
  if (Number.isNaN(b) || weightB === 0) return a;
  return (a * weightA + b * weightB) / (weightA + weightB);
}

/**
 * The pooled drift from the metrics' z: each factor's z (HRV and mood their own, recovery and
 * sleep the weighted z of their metrics: recovery 0.6 / resting HR 0.4, sleep duration and
 * quality weighted like the debt and quality parts), clipped (one wild metric cannot carry it,
 * one better-than-usual metric cannot cancel the rest), then averaged with the factor weights.
 * Strain is load, not a response, and is left out. NaN with fewer than minFactors factors.
 */
export function pooledDrift(
  z: Readonly<MetricValues>,
  parameters: BurnoutParameters,
  /** When given, receives each factor's term of the pooled mean (they add up to it; NaN: absent). */
  parts?: FactorValues,
): number {
  const weights = parameters.weights;
  const recovery = parameters.recovery.parts;
  const sleep = parameters.sleep.parts;
  // Written out without closures: the baseline gate calls this for every day of its window.
  const factorZs = [
    z.mood,
    z.lnHrv,
    pair(z.recovery, recovery.recovery, z.restingHr, recovery.restingHr),
    pair(z.sleepMinutes, sleep.debt, z.sleepQuality, sleep.quality),
  ];
  const factorWeights = [weights.mood, weights.hrv, weights.recovery, weights.sleep_quality];
  const { minFactors, zClip } = parameters.composite.drift;
  let sum = 0;
  let total = 0;
  let factors = 0;
  for (let k = 0; k < 4; k++) {
    const factorZ = factorZs[k] as number;
    if (Number.isNaN(factorZ)) continue;
    const weight = factorWeights[k] as number;
    sum += weight * Math.min(zClip.max, Math.max(zClip.min, factorZ));
    total += weight;
    factors++;
  }
  const pooled = factors >= minFactors ? sum / total : Number.NaN;
  if (parts) {
    for (let k = 0; k < 4; k++) {
      const factorZ = factorZs[k] as number;
      const weight = factorWeights[k] as number;
      const term = (weight * Math.min(zClip.max, Math.max(zClip.min, factorZ))) / total;
      parts[DRIFT_FACTORS[k] as FactorName] =
        Number.isNaN(pooled) || Number.isNaN(factorZ) ? Number.NaN : term;
    }
    parts.strain = Number.NaN;
  }
  return pooled;
}
