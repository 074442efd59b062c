// computeBurnoutSeries: scores every day of a range in one pass, moving the look-back summary
// forward a day at a time; a day's result equals computeBurnoutScore for that date.
import { dateFromDayNumber, dayNumber } from "./calendar.ts";
import { type Composite, composeScore } from "./composite.ts";
import { type Confidence, type CoverageCounts, confidenceFor, coverageCounts } from "./confidence.ts";
import { type Coverage, coverageOf, covered, tilted } from "./coverage.ts";
import { buildDailySeries, type DailySeries } from "./daily-series.ts";
import { dayFactors, type FactorValues } from "./factors.ts";
import type { BurnoutData } from "./inputs.ts";
import { replayLevel, type ScoredDay } from "./levels.ts";
import { type DayView, LookbackSummary } from "./lookback.ts";
import { straightforwardView } from "./lookback-reference.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { BURNOUT_PARAMETERS } from "./parameters-ek3.ts";
import { learnSignals, personalWeights } from "./personal-weights.ts";
import type { BurnoutScoreResult } from "./result.ts";
import { tiltPoints, tiltZ } from "./tilt.ts";

export interface BurnoutSeriesInput extends BurnoutData {
  /** First and last date to score, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

interface RawDay {
  composite: Composite | null;
  confidence: Confidence;
  coverage: Coverage | null;
  dataPoints: number;
}

const orNull = (value: number) => (Number.isNaN(value) ? null : value);
/** A factor's value, null when absent (or when there are no values at all). */
const pick = (values: FactorValues | null, name: keyof FactorValues) =>
  values ? orNull(values[name]) : null;

/**
 * How the day views are found: "summary" moves the incremental look-back summary forward
 * day by day (what the product runs); "straightforward" recomputes each from scratch (the
 * reference the property test compares with).
 */
export type ViewMethod = "summary" | "straightforward";

export function computeBurnoutSeries(
  input: BurnoutSeriesInput,
  method: ViewMethod = "summary",
): BurnoutScoreResult[] {
  const parameters = input.parameters ?? BURNOUT_PARAMETERS;
  const fromDay = dayNumber(input.from);
  const toDay = dayNumber(input.to);
  if (toDay < fromDay) throw new RangeError(`"from" (${input.from}) is after "to" (${input.to})`);
  const warmup = parameters.levelWarmupDays;
  const lookback = parameters.lookbackDays;
  // Index 0 is the first day any scored day (warm-up included) may read.
  const firstDay = fromDay - warmup - Math.max(lookback, parameters.baseline.firstLag);
  const series = buildDailySeries(input.records, input.moods, firstDay, toDay, parameters);
  const firstRaw = fromDay - warmup - firstDay;

  const summary = method === "summary" ? new LookbackSummary(series, parameters) : null;
  const counts = coverageCounts(series);
  const raw: RawDay[] = [];
  const scoredDays: (ScoredDay | undefined)[] = [];
  let dataPoints = trailingCount01(series.anyValid, firstRaw - 1, lookback + 1);
  for (let i = firstRaw; i < series.length; i++) {
    const view = summary ? summary.advance(i) : straightforwardView(series, i, parameters);
    // Days with a value in the look-back (the day and the `lookback` before it), kept running.
    dataPoints +=
      (series.anyValid[i] as number) -
      (i - lookback - 1 >= 0 ? (series.anyValid[i - lookback - 1] as number) : 0);
    // The warm-up days only feed the level replay: their contributions are never shown.
    const day = scoreDay(series, i, view, parameters, counts, dataPoints, i - firstRaw >= warmup);
    raw.push(day);
    scoredDays.push(
      day.composite && day.coverage
        ? {
            score: day.composite.score,
            strongFactors: strongFactors(day.composite, parameters),
            calibrating: day.confidence.calibrating,
            settled: day.confidence.settled,
            // The person said they were ill in the last two weeks: not burnout.
            enoughForHigh:
              day.coverage.enoughForHigh && !illWithin(series.ill, i, parameters.levels.illTagDays),
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

/** One day's composite, confidence and coverage from its view. */
function scoreDay(
  series: DailySeries,
  end: number,
  view: DayView,
  parameters: BurnoutParameters,
  counts: CoverageCounts,
  dataPoints: number,
  explain: boolean,
): RawDay {
  const factors = dayFactors(series, end, view, parameters);
  const composite = composeScore(factors, parameters, explain);
  const confidence = confidenceFor(series, end, view, composite?.factorRisks ?? null, parameters, counts);
  if (!composite) return { composite, confidence, coverage: null, dataPoints };
  const coverage = coverageOf(factors, composite, confidence.confidence, parameters);
  const weights = parameters.tilt.personal.on
    ? personalWeights(learnSignals(series, end, parameters), parameters)
    : parameters.tilt.weights;
  const tilt = tiltPoints(tiltZ(series, end, view, parameters), parameters, weights);
  return {
    composite: tilted(covered(composite, coverage, parameters), tilt, parameters),
    confidence,
    coverage,
    dataPoints,
  };
}

function strongFactors(composite: Composite, parameters: BurnoutParameters): number {
  const critical = parameters.levels.critical;
  const risks = critical.chronicFactors ? composite.chronicRisks : composite.factorRisks;
  const least = critical.factorRiskAtLeast;
  // Each factor by its name (FACTOR_NAMES).
  return (
    (risks.mood >= least ? 1 : 0) +
    (risks.sleep_quality >= least ? 1 : 0) +
    (risks.hrv >= least ? 1 : 0) +
    (risks.recovery >= least ? 1 : 0) +
    (risks.strain >= least ? 1 : 0)
  );
}

/** True when a day of the `days` ending at `end` is flagged. */
function illWithin(flags: Uint8Array, end: number, days: number): boolean {
  for (let i = Math.max(0, end - days + 1); i <= end; i++) if (flags[i] === 1) return true;
  return false;
}

/** Days flagged 1 among the `days` ending at `end` (none when `end` is before the first). */
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
    coverage: {
      systems: day.coverage?.systems ?? [],
      enough_for_high: day.coverage?.enoughForHigh ?? false,
      shrink: day.coverage ? Math.round(day.coverage.shrink * 100) / 100 : 1,
    },
    contributions: {
      mood: pick(contributions, "mood"),
      recovery: pick(contributions, "recovery"),
      hrv: pick(contributions, "hrv"),
      sleep_quality: pick(contributions, "sleep_quality"),
      strain: pick(contributions, "strain"),
    },
  };
}
