// How far to trust a day's score: coverage of the present factors over 21 days, how much
// personal baseline they rest on, and how much of the full weight is present at all.
import type { DailySeries, Metric } from "./daily-series.ts";
import type { FactorValues } from "./factors.ts";
import type { DayView } from "./lookback.ts";
import { type BurnoutParameters, FACTOR_NAMES, type FactorName } from "./parameters.ts";
import { trailingCount } from "./window-stats.ts";

/** The metrics each factor reads; a factor-day counts as valid when any of them has a value. */
export const FACTOR_METRICS: Readonly<Record<FactorName, readonly Metric[]>> = {
  mood: ["mood"],
  sleep_quality: ["sleepMinutes", "sleepQuality"],
  hrv: ["lnHrv"],
  recovery: ["recovery", "restingHr"],
  strain: ["strain"],
};

export interface Confidence {
  /** 0–100, one decimal. */
  confidence: number;
  /** True while a present factor's baseline has fewer than 14 days (it leans on population priors). */
  calibrating: boolean;
  /** True once every present factor's baseline has its full 28 days (no shrinkage left). */
  settled: boolean;
}

export function confidenceFor(
  series: DailySeries,
  end: number,
  view: DayView,
  factorRisks: FactorValues | null,
  parameters: BurnoutParameters,
): Confidence {
  const baselines = view.baselines;
  const p = parameters.confidence;
  const b = parameters.baseline;
  let presentFactors = 0;
  let validFactorDays = 0;
  let baselineTerm = 0;
  let calibrating = false;
  let settled = true;
  for (const name of FACTOR_NAMES) {
    if (!factorRisks || Number.isNaN(factorRisks[name])) continue;
    const metrics = FACTOR_METRICS[name];
    const weight = parameters.weights[name];
    presentFactors++;
    // Days a context tag set aside, and days of another device, do not count as coverage.
    const first = metrics[0] as Metric;
    const second = metrics[1];
    const valuesA = series.values[first];
    const floorA = view.floors[first];
    const valuesB = second ? series.values[second] : valuesA;
    const floorB = second ? view.floors[second] : floorA;
    const setAside = series.setAside;
    for (let i = Math.max(0, end - p.windowDays + 1); i <= end; i++) {
      if (setAside[i] === 1) continue;
      const a = valuesA[i] as number;
      const bValue = valuesB[i] as number;
      if ((i >= floorA && !Number.isNaN(a)) || (i >= floorB && !Number.isNaN(bValue))) validFactorDays++;
    }
    let baselineDays = 0;
    for (const metric of metrics) {
      let days: number;
      if (metric === "strain") {
        const strainFrom = Math.max(view.floors.strain, end - b.firstLag);
        days = trailingCount(
          series.values.strain,
          end - b.lastLag,
          Math.max(0, end - b.lastLag - strainFrom + 1),
        );
      } else days = baselines[metric].days;
      baselineDays = Math.max(baselineDays, days);
    }
    baselineTerm += weight * Math.min(1, baselineDays / p.fullBaselineDays);
    if (baselineDays < p.calibratingBelowDays) calibrating = true;
    if (baselineDays < p.fullBaselineDays) settled = false;
  }
  if (presentFactors === 0) return { confidence: 0, calibrating: true, settled: false };

  const coverage = Math.min(1, validFactorDays / (p.windowDays * presentFactors));
  // baselineTerm = (weighted mean of min(1, baseline days / 28)) × (sum of present weights).
  let confidence = 100 * Math.sqrt(coverage) * baselineTerm;
  if (calibrating) confidence = Math.min(confidence, p.calibratingCap);
  return { confidence: Math.round(confidence * 10) / 10, calibrating, settled };
}
