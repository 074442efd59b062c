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

/**
 * Per factor, running counts of the days that count as coverage (a valid value on a day no
 * context tag set aside) of its first metric, its second, and both: `first[i]` is the count
 * over the days before index i. Built once per series, so a day's coverage over 21 days is a
 * few subtractions (inclusion–exclusion for the two-metric factors), whatever the floors.
 */
export interface CoverageCounts {
  first: Readonly<Record<FactorName, Int32Array>>;
  second: Readonly<Record<FactorName, Int32Array | null>>;
  both: Readonly<Record<FactorName, Int32Array | null>>;
}

export function coverageCounts(series: DailySeries): CoverageCounts {
  const length = series.length;
  // One column per factor's first metric, and two more (second, both) for a two-metric factor.
  let columns = 0;
  for (const name of FACTOR_NAMES) columns += FACTOR_METRICS[name].length === 2 ? 3 : 1;
  const storage = new Int32Array(columns * (length + 1));
  let used = 0;
  const next = () => {
    used += length + 1;
    return storage.subarray(used - length - 1, used);
  };
  const first = {} as Record<FactorName, Int32Array>;
  const second = {} as Record<FactorName, Int32Array | null>;
  const both = {} as Record<FactorName, Int32Array | null>;
  const setAside = series.setAside;
  for (const name of FACTOR_NAMES) {
    const [metricA, metricB] = FACTOR_METRICS[name] as [Metric, Metric | undefined];
    const valuesA = series.values[metricA];
    const valuesB = metricB ? series.values[metricB] : null;
    const a = next();
    const b = valuesB ? next() : null;
    const ab = valuesB ? next() : null;
    for (let i = 0; i < length; i++) {
      const kept = setAside[i] !== 1;
      const hasA = kept && !Number.isNaN(valuesA[i] as number) ? 1 : 0;
      a[i + 1] = (a[i] as number) + hasA;
      if (valuesB && b && ab) {
        const hasB = kept && !Number.isNaN(valuesB[i] as number) ? 1 : 0;
        b[i + 1] = (b[i] as number) + hasB;
        ab[i + 1] = (ab[i] as number) + hasA * hasB;
      }
    }
    first[name] = a;
    second[name] = b;
    both[name] = ab;
  }
  return { first, second, both };
}

/** Days counted in `counts` from index `from` (clipped to end + 1) through `end`. */
function countFrom(counts: Int32Array, from: number, end: number): number {
  const start = Math.min(from, end + 1);
  return (counts[end + 1] as number) - (counts[start] as number);
}

export function confidenceFor(
  series: DailySeries,
  end: number,
  view: DayView,
  factorRisks: FactorValues | null,
  parameters: BurnoutParameters,
  counts: CoverageCounts,
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
    // Days a context tag set aside, and days of another device, do not count as coverage: a
    // day counts when either metric has a value from its own floor on.
    const windowStart = Math.max(0, end - p.windowDays + 1);
    const fromA = Math.max(windowStart, view.floors[metrics[0] as Metric]);
    validFactorDays += countFrom(counts.first[name], fromA, end);
    const second = metrics[1];
    const countsB = counts.second[name];
    const countsBoth = counts.both[name];
    if (second && countsB && countsBoth) {
      const fromB = Math.max(windowStart, view.floors[second]);
      validFactorDays += countFrom(countsB, fromB, end) - countFrom(countsBoth, Math.max(fromA, fromB), end);
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
