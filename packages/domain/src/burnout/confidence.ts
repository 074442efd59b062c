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
export interface FactorCounts {
  first: Int32Array;
  second: Int32Array | null;
  both: Int32Array | null;
}
export type CoverageCounts = Readonly<Record<FactorName, FactorCounts>>;

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
  const setAside = series.setAside;
  const build = (name: FactorName): FactorCounts => {
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
    return { first: a, second: b, both: ab };
  };
  // In FACTOR_NAMES' order, as one literal (each factor is then read by its name).
  return {
    mood: build("mood"),
    sleep_quality: build("sleep_quality"),
    hrv: build("hrv"),
    recovery: build("recovery"),
    strain: build("strain"),
  };
}

/** Days counted in `counts` from index `from` (clipped to end + 1) through `end`. */
function countFrom(counts: Int32Array, from: number, end: number): number {
  const start = Math.min(from, end + 1);
  return (counts[end + 1] as number) - (counts[start] as number);
}

/** What confidenceFor adds up over the present factors. */
interface Tally {
  present: number;
  validDays: number;
  baselineTerm: number;
  calibrating: boolean;
  settled: boolean;
}

/**
 * Adds one present factor: its covered days over the window (days a context tag set aside,
 * and days of another device, do not count: a day counts when either metric has a value from
 * its own floor on) and its baseline's share.
 */
function addFactor(
  tally: Tally,
  weight: number,
  counts: FactorCounts,
  floorA: number,
  floorB: number,
  baselineDays: number,
  end: number,
  p: BurnoutParameters["confidence"],
): void {
  tally.present++;
  const windowStart = Math.max(0, end - p.windowDays + 1);
  const fromA = Math.max(windowStart, floorA);
  tally.validDays += countFrom(counts.first, fromA, end);
  if (counts.second && counts.both) {
    const fromB = Math.max(windowStart, floorB);
    tally.validDays +=
      countFrom(counts.second, fromB, end) - countFrom(counts.both, Math.max(fromA, fromB), end);
  }
  tally.baselineTerm += weight * Math.min(1, baselineDays / p.fullBaselineDays);
  if (baselineDays < p.calibratingBelowDays) tally.calibrating = true;
  if (baselineDays < p.fullBaselineDays) tally.settled = false;
}

export function confidenceFor(
  series: DailySeries,
  end: number,
  view: DayView,
  factorRisks: FactorValues | null,
  parameters: BurnoutParameters,
  counts: CoverageCounts,
): Confidence {
  const p = parameters.confidence;
  const tally: Tally = { present: 0, validDays: 0, baselineTerm: 0, calibrating: false, settled: true };
  if (factorRisks) {
    // The factors in FACTOR_NAMES' order, each read by its name; a factor's baseline days are
    // the most of its metrics' (FACTOR_METRICS).
    const { baselines, floors } = view;
    const w = parameters.weights;
    if (!Number.isNaN(factorRisks.mood)) {
      addFactor(
        tally,
        w.mood,
        counts.mood,
        floors.mood,
        floors.mood,
        Math.max(0, baselines.mood.days),
        end,
        p,
      );
    }
    if (!Number.isNaN(factorRisks.sleep_quality)) {
      const days = Math.max(Math.max(0, baselines.sleepMinutes.days), baselines.sleepQuality.days);
      addFactor(
        tally,
        w.sleep_quality,
        counts.sleep_quality,
        floors.sleepMinutes,
        floors.sleepQuality,
        days,
        end,
        p,
      );
    }
    if (!Number.isNaN(factorRisks.hrv)) {
      addFactor(
        tally,
        w.hrv,
        counts.hrv,
        floors.lnHrv,
        floors.lnHrv,
        Math.max(0, baselines.lnHrv.days),
        end,
        p,
      );
    }
    if (!Number.isNaN(factorRisks.recovery)) {
      const days = Math.max(Math.max(0, baselines.recovery.days), baselines.restingHr.days);
      addFactor(tally, w.recovery, counts.recovery, floors.recovery, floors.restingHr, days, end, p);
    }
    if (!Number.isNaN(factorRisks.strain)) {
      const b = parameters.baseline;
      const strainFrom = Math.max(floors.strain, end - b.firstLag);
      const days = trailingCount(
        series.values.strain,
        end - b.lastLag,
        Math.max(0, end - b.lastLag - strainFrom + 1),
      );
      addFactor(tally, w.strain, counts.strain, floors.strain, floors.strain, Math.max(0, days), end, p);
    }
  }
  if (tally.present === 0) return { confidence: 0, calibrating: true, settled: false };

  const coverage = Math.min(1, tally.validDays / (p.windowDays * tally.present));
  // baselineTerm = (weighted mean of min(1, baseline days / 28)) × (sum of present weights).
  let confidence = 100 * Math.sqrt(coverage) * tally.baselineTerm;
  if (tally.calibrating) confidence = Math.min(confidence, p.calibratingCap);
  return {
    confidence: Math.round(confidence * 10) / 10,
    calibrating: tally.calibrating,
    settled: tally.settled,
  };
}
