// Links between a person's own series (last night's sleep and today's mood; yesterday's
// strain and today's recovery), read with Spearman's ρ and told as two group averages.
import { addDays } from "../dates/calendar-date.ts";
import { spearman } from "../trends/rank-correlation.ts";
import { mean, median, roundTo } from "../trends/summary-statistics.ts";
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";
import { type DateSpan, inSpan } from "./insight-windows.ts";
import { type DatedValue, METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";

/**
 * Which pairs are examined. `lag` is in days from the driver's date to the outcome's: a
 * record's sleep is the night that ended on its date's morning (docs/score.md), so lag 0 is
 * "last night's sleep → today's mood" and lag 1 the day after. Strain is a day's load, so
 * it can only act on the next morning's recovery (lag 1). `splitAt` is the threshold shown
 * in words when both sides hold enough days; otherwise the median rounded to `step`.
 */
const CANDIDATES: readonly {
  driver: TrackedMetric;
  outcome: TrackedMetric;
  lags: readonly (0 | 1)[];
  splitAt: number;
  step: number;
}[] = [
  { driver: "sleep_hours", outcome: "mood", lags: [0, 1], splitAt: 7, step: 0.5 },
  { driver: "sleep_quality_score", outcome: "mood", lags: [0, 1], splitAt: 80, step: 5 },
  { driver: "recovery_score", outcome: "mood", lags: [0], splitAt: 67, step: 5 },
  { driver: "day_strain", outcome: "recovery_score", lags: [1], splitAt: 14, step: 1 },
];

export interface AssociationFacts {
  driver: TrackedMetric;
  outcome: TrackedMetric;
  lag: 0 | 1;
  rho: number;
  pairs: number;
  lookbackDays: number;
  threshold: number;
  /** Outcome average on days whose driver was above the threshold, and at or below it. */
  meanAbove: number;
  daysAbove: number;
  meanBelow: number;
  daysBelow: number;
}

export interface AssociationAttempt {
  driver: TrackedMetric;
  outcome: TrackedMetric;
  /** Most pairs over the lags tried, to say how many more are needed. */
  pairs: number;
  found: AssociationFacts | null;
}

export function findAssociations(
  seriesByMetric: Readonly<Record<TrackedMetric, readonly DatedValue[]>>,
  lookback: DateSpan,
): AssociationAttempt[] {
  return CANDIDATES.map((candidate) => {
    const driverSeries = seriesByMetric[candidate.driver].filter((p) => inSpan(p.date, lookback));
    const outcomeByDate = new Map(
      seriesByMetric[candidate.outcome].filter((p) => inSpan(p.date, lookback)).map((p) => [p.date, p.value]),
    );
    let pairs = 0;
    let found: AssociationFacts | null = null;
    for (const lag of candidate.lags) {
      const paired = driverSeries.flatMap((p) => {
        const outcome = outcomeByDate.get(addDays(p.date, lag));
        return outcome === undefined ? [] : [{ x: p.value, y: outcome }];
      });
      pairs = Math.max(pairs, paired.length);
      const result = describe(candidate, lag, paired, lookback.days);
      if (result && (!found || Math.abs(result.rho) > Math.abs(found.rho))) found = result;
    }
    return { driver: candidate.driver, outcome: candidate.outcome, pairs, found };
  });
}

function describe(
  candidate: (typeof CANDIDATES)[number],
  lag: 0 | 1,
  paired: readonly { x: number; y: number }[],
  lookbackDays: number,
): AssociationFacts | null {
  if (paired.length < P.associationMinPairs) return null;
  const rho = spearman(
    paired.map((p) => p.x),
    paired.map((p) => p.y),
  );
  if (rho === null || Math.abs(rho) < P.associationMinRho) return null;
  const threshold = chooseThreshold(candidate, paired);
  if (threshold === null) return null;
  const above = paired.filter((p) => p.x > threshold).map((p) => p.y);
  const below = paired.filter((p) => p.x <= threshold).map((p) => p.y);
  const decimals = METRIC_CATALOG[candidate.outcome].decimals;
  const meanAbove = roundTo(mean(above) as number, decimals);
  const meanBelow = roundTo(mean(below) as number, decimals);
  // The averages are what the reader sees: if they do not point the way ρ does, say nothing.
  if (Math.sign(meanAbove - meanBelow) !== Math.sign(rho)) return null;
  return {
    driver: candidate.driver,
    outcome: candidate.outcome,
    lag,
    rho: roundTo(rho, 2),
    pairs: paired.length,
    lookbackDays,
    threshold,
    meanAbove,
    daysAbove: above.length,
    meanBelow,
    daysBelow: below.length,
  };
}

function chooseThreshold(
  candidate: (typeof CANDIDATES)[number],
  paired: readonly { x: number; y: number }[],
) {
  const balanced = (threshold: number) => {
    const above = paired.filter((p) => p.x > threshold).length;
    return above >= P.associationMinGroupDays && paired.length - above >= P.associationMinGroupDays;
  };
  if (balanced(candidate.splitAt)) return candidate.splitAt;
  const middle = median(paired.map((p) => p.x)) as number;
  const rounded = roundTo(Math.round(middle / candidate.step) * candidate.step, 2);
  return balanced(rounded) ? rounded : null;
}
