// The multi-system drift: how far the factors have moved together from the person's own
// normal, as one pooled z (positive = worse). It gives the composite its multi-system points
// and tells the baseline which days belong to a drift and must not become its normal.
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric } from "./daily-series.ts";
import type { FactorValues } from "./factors.ts";
import { type BurnoutParameters, FACTOR_NAMES } from "./parameters.ts";
import { worseZ } from "./sub-risk.ts";

/** A window location (or NaN) for each baseline metric. */
export type MetricValues = Record<BaselineMetric, number>;

/**
 * Each factor's deviation as one z, from its metrics' window locations: HRV and mood their own
 * z, recovery and sleep the weighted z of their metrics (sleep: duration and quality, weighted
 * like the debt and quality parts). Strain is load, not a response: NaN. A metric still compared
 * with the population prior gives no z: a drift is a change from the person's own normal.
 */
export function factorZ(
  locations: Readonly<MetricValues>,
  baselines: Readonly<Record<BaselineMetric, Baseline>>,
  parameters: BurnoutParameters,
  out = {} as FactorValues,
): FactorValues {
  const z = (metric: BaselineMetric) =>
    baselines[metric].personal ? worseZ(locations[metric], baselines[metric], metric === "restingHr") : Number.NaN;
  const recovery = parameters.recovery.parts;
  const sleep = parameters.sleep.parts;
  out.mood = z("mood");
  out.hrv = z("lnHrv");
  out.recovery = weightedPair(z("recovery"), recovery.recovery, z("restingHr"), recovery.restingHr);
  out.sleep_quality = weightedPair(z("sleepMinutes"), sleep.debt, z("sleepQuality"), sleep.quality);
  out.strain = Number.NaN;
  return out;
}

/** weightedPresent for two parts, without allocating (the baseline gate calls this often). */
function weightedPair(a: number, weightA: number, b: number, weightB: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return (a * weightA + b * weightB) / (weightA + weightB);
}

/**
 * The weighted mean of the factors' z, each clipped (one wild metric cannot carry it, one
 * better-than-usual metric cannot cancel the rest); NaN with fewer than minFactors factors.
 */
export function pooledDrift(factorZs: Readonly<FactorValues>, parameters: BurnoutParameters): number {
  const d = parameters.drift;
  let sum = 0;
  let weights = 0;
  let factors = 0;
  for (const name of FACTOR_NAMES) {
    const z = factorZs[name];
    if (Number.isNaN(z)) continue;
    const weight = parameters.weights[name];
    sum += weight * Math.min(d.zClip.max, Math.max(d.zClip.min, z));
    weights += weight;
    factors++;
  }
  return factors >= d.minFactors ? sum / weights : Number.NaN;
}
