// computeBurnoutSeries: scores every day of a range in one pass, sharing the sliding
// baselines between days; a day's result equals computeBurnoutScore for that date.
import type { Baseline } from "./baseline.ts";
import { personalBaseline } from "./baseline.ts";
import { BaselineGate } from "./baseline-gate.ts";
import { dateFromDayNumber, dayNumber } from "./calendar.ts";
import { type Composite, composeScore } from "./composite.ts";
import { type Confidence, confidenceFor } from "./confidence.ts";
import { BASELINE_METRICS, type BaselineMetric, buildDailySeries } from "./daily-series.ts";
import { dayFactors, type FactorValues } from "./factors.ts";
import type { BurnoutData } from "./inputs.ts";
import { replayLevel, type ScoredDay } from "./levels.ts";
import { type BurnoutParameters, EK1_PARAMETERS, FACTOR_NAMES } from "./parameters.ts";
import type { BurnoutScoreResult } from "./result.ts";
import { SortedWindow } from "./sorted-window.ts";

export interface BurnoutSeriesInput extends BurnoutData {
  /** First and last date to score, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

interface RawDay {
  composite: Composite | null;
  confidence: Confidence;
  dataPoints: number;
}

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

export function computeBurnoutSeries(input: BurnoutSeriesInput): BurnoutScoreResult[] {
  const parameters = input.parameters ?? EK1_PARAMETERS;
  const fromDay = dayNumber(input.from);
  const toDay = dayNumber(input.to);
  if (toDay < fromDay) throw new RangeError(`"from" (${input.from}) is after "to" (${input.to})`);
  const warmup = parameters.levelWarmupDays;
  const lookback = parameters.lookbackDays;
  const { firstLag, lastLag } = parameters.baseline;
  // Index 0 is the first day any scored day (warm-up included) may read.
  const firstDay = fromDay - warmup - Math.max(lookback, firstLag);
  const series = buildDailySeries(input.records, input.moods, firstDay, toDay, parameters);
  const firstRaw = fromDay - warmup - firstDay;

  const windows = {} as Record<BaselineMetric, SortedWindow>;
  for (const metric of BASELINE_METRICS) {
    const window = new SortedWindow(firstLag - lastLag + 1);
    for (let i = Math.max(0, firstRaw - firstLag); i <= firstRaw - lastLag; i++) {
      window.add(series.values[metric][i] as number);
    }
    windows[metric] = window;
  }

  const raw: RawDay[] = [];
  const scoredDays: (ScoredDay | undefined)[] = [];
  const plainBaselines = {} as Record<BaselineMetric, Baseline>;
  const gate = new BaselineGate(series, parameters);
  for (let i = firstRaw; i < series.length; i++) {
    if (i > firstRaw) {
      for (const metric of BASELINE_METRICS) {
        const values = series.values[metric];
        if (i - firstLag - 1 >= 0) windows[metric].remove(values[i - firstLag - 1] as number);
        windows[metric].add(values[i - lastLag] as number);
      }
    }
    for (const metric of BASELINE_METRICS)
      plainBaselines[metric] = personalBaseline(metric, windows[metric], parameters);
    const baselines = gate.apply(i, plainBaselines, windows);
    const composite = composeScore(dayFactors(series, i, baselines, parameters), parameters);
    const confidence = confidenceFor(series, i, baselines, composite?.factorRisks ?? null, parameters);
    raw.push({ composite, confidence, dataPoints: trailingCount01(series.anyValid, i, lookback + 1) });
    scoredDays.push(
      composite
        ? {
            score: composite.score,
            strongFactors: strongFactors(composite, parameters),
            calibrating: confidence.calibrating,
            settled: confidence.settled,
          }
        : undefined,
    );
  }

  const results: BurnoutScoreResult[] = [];
  for (let r = warmup; r < raw.length; r++) {
    const day = raw[r] as RawDay;
    const level = replayLevel(scoredDays, r - warmup, r, parameters);
    results.push(toResult(dateFromDayNumber(fromDay + r - warmup), day, level, parameters.version));
  }
  return results;
}

function strongFactors(composite: Composite, parameters: BurnoutParameters): number {
  const critical = parameters.levels.critical;
  const risks = critical.chronicFactors ? composite.chronicRisks : composite.factorRisks;
  let count = 0;
  for (const name of FACTOR_NAMES) if (risks[name] >= critical.factorRiskAtLeast) count++;
  return count;
}

/** Days flagged 1 among the `days` ending at `end`. */
function trailingCount01(flags: Uint8Array, end: number, days: number): number {
  let count = 0;
  for (let i = Math.max(0, end - days + 1); i <= end; i++) count += flags[i] as number;
  return count;
}

function toResult(
  date: string,
  day: RawDay,
  level: BurnoutScoreResult["risk_level"] | null,
  version: string,
): BurnoutScoreResult {
  const composite = day.composite;
  const risks: FactorValues | null = composite?.factorRisks ?? null;
  const pick = (values: FactorValues | null, name: keyof FactorValues) =>
    values ? orNull(values[name]) : null;
  const contributions = composite?.contributions ?? null;
  return {
    date,
    overall_risk_score: composite ? composite.score : 0,
    risk_level: composite && level ? level : "low",
    confidence_score: day.confidence.confidence,
    data_points_used: day.dataPoints,
    risk_factors: {
      recovery: pick(risks, "recovery"),
      hrv: pick(risks, "hrv"),
      sleep_quality: pick(risks, "sleep_quality"),
      strain: pick(risks, "strain"),
    },
    mood_risk: pick(risks, "mood"),
    calibrating: day.confidence.calibrating,
    algorithm_version: version,
    contributions: {
      mood: pick(contributions, "mood"),
      recovery: pick(contributions, "recovery"),
      hrv: pick(contributions, "hrv"),
      sleep_quality: pick(contributions, "sleep_quality"),
      strain: pick(contributions, "strain"),
    },
  };
}
