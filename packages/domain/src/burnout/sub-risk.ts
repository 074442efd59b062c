// Deviation from a personal baseline as a signed z (positive = worse) and its 0–100 sub-risk.
import type { Baseline } from "./baseline.ts";
import type { BurnoutParameters } from "./parameters.ts";

/** z of a window mean; `higherIsWorse` for resting HR, lower is worse for everything else. */
export function worseZ(mean: number, baseline: Baseline, higherIsWorse: boolean): number {
  if (baseline.neutral) return Number.isNaN(mean) ? Number.NaN : 0;
  const z = (mean - baseline.centre) / baseline.spread;
  return higherIsWorse ? z : -z;
}

export type SubRiskMapping = BurnoutParameters["subRisk"];

/** r(z) = 100 × clip((z − zStart) / zSpan, 0, 1); NaN (no data) stays NaN. */
export function subRisk(z: number, mapping: SubRiskMapping): number {
  if (Number.isNaN(z)) return Number.NaN;
  return 100 * Math.min(1, Math.max(0, (z - mapping.zStart) / mapping.zSpan));
}
