// Deviation from a personal baseline as a signed z (positive = worse) and its 0–100 sub-risk.
import type { Baseline } from "./baseline.ts";
import type { BurnoutParameters } from "./parameters.ts";

/** z of a window mean; `higherIsWorse` for resting HR, lower is worse for everything else. */
export function worseZ(mean: number, baseline: Baseline, higherIsWorse: boolean): number {
  const z = (mean - baseline.centre) / baseline.spread;
  return higherIsWorse ? z : -z;
}

/** r(z) = 100 × clip((z − 0.5) / 1.5, 0, 1); NaN (no data) stays NaN. */
export function subRisk(z: number, parameters: BurnoutParameters): number {
  if (Number.isNaN(z)) return Number.NaN;
  const { zStart, zSpan } = parameters.subRisk;
  return 100 * Math.min(1, Math.max(0, (z - zStart) / zSpan));
}

/** Weighted mean of the parts that are present (not NaN), or NaN when none is. */
export function weightedPresent(parts: readonly (readonly [value: number, weight: number])[]): number {
  let sum = 0;
  let weights = 0;
  for (const [value, weight] of parts) {
    if (Number.isNaN(value)) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : Number.NaN;
}
