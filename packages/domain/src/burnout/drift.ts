// The multi-system drift: how far the factors have moved together from the person's own
// normal over a window, as one pooled z (positive = worse). It gives the composite its
// multi-system points and tells the baseline which days belong to a drift.
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric } from "./daily-series.ts";
import type { FactorValues, MetricValues } from "./day-values.ts";
import type { BurnoutParameters } from "./parameters.ts";

export type { MetricValues } from "./day-values.ts";

/**
 * Signed z (positive = worse) of a window location against the baseline; NaN while the metric
 * is compared with the population prior alone: a drift is a change from the person's own normal.
 */
export function driftZ(metric: BaselineMetric, location: number, baseline: Baseline): number {
  if (!baseline.personal) return Number.NaN;
  if (baseline.neutral) return Number.isNaN(location) ? Number.NaN : 0;
  const z = (location - baseline.centre) / baseline.spread;
  return metric === "restingHr" ? z : -z;
}

type ZClip = BurnoutParameters["composite"]["drift"]["zClip"];
const clipped = (factorZ: number, zClip: ZClip) => Math.min(zClip.max, Math.max(zClip.min, factorZ));

/** A factor's term of the pooled mean (NaN when it or the pooled drift is absent). */
function term(pooled: number, factorZ: number, weight: number, total: number, zClip: ZClip): number {
  return Number.isNaN(pooled) || Number.isNaN(factorZ)
    ? Number.NaN
    : (weight * clipped(factorZ, zClip)) / total;
}

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
  // Written out without closures, arrays or names in a loop (it runs for every scored day); the
  // factors a drift is measured on, in this order: mood, hrv, recovery, sleep (strain is load).
  const moodZ = z.mood;
  const hrvZ = z.lnHrv;
  const recoveryZ = pair(z.recovery, recovery.recovery, z.restingHr, recovery.restingHr);
  const sleepZ = pair(z.sleepMinutes, sleep.debt, z.sleepQuality, sleep.quality);
  const { minFactors, zClip } = parameters.composite.drift;
  let sum = 0;
  let total = 0;
  let factors = 0;
  if (!Number.isNaN(moodZ)) {
    sum += weights.mood * clipped(moodZ, zClip);
    total += weights.mood;
    factors++;
  }
  if (!Number.isNaN(hrvZ)) {
    sum += weights.hrv * clipped(hrvZ, zClip);
    total += weights.hrv;
    factors++;
  }
  if (!Number.isNaN(recoveryZ)) {
    sum += weights.recovery * clipped(recoveryZ, zClip);
    total += weights.recovery;
    factors++;
  }
  if (!Number.isNaN(sleepZ)) {
    sum += weights.sleep_quality * clipped(sleepZ, zClip);
    total += weights.sleep_quality;
    factors++;
  }
  const pooled = factors >= minFactors ? sum / total : Number.NaN;
  if (parts) {
    parts.mood = term(pooled, moodZ, weights.mood, total, zClip);
    parts.hrv = term(pooled, hrvZ, weights.hrv, total, zClip);
    parts.recovery = term(pooled, recoveryZ, weights.recovery, total, zClip);
    parts.sleep_quality = term(pooled, sleepZ, weights.sleep_quality, total, zClip);
    parts.strain = Number.NaN;
  }
  return pooled;
}
