// The best and the hardest day of the week, judged by mood when the person logged enough of
// it (it is what they felt), otherwise by recovery, with that day's other numbers beside it.
import { roundTo } from "../trends/summary-statistics.ts";
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";
import { type DateSpan, inSpan } from "./insight-windows.ts";
import { type DatedValue, METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";

/** The gap between best and worst day below which the week had no real highs and lows. */
const MEANINGFUL_SPREAD = { mood: 2, recovery_score: 20 } as const;

export interface DaySnapshot {
  date: string;
  basis: "mood" | "recovery_score";
  mood: number | null;
  recovery_score: number | null;
  sleep_hours: number | null;
}

export function pickBestAndWorstDays(
  series: Readonly<Record<TrackedMetric, readonly DatedValue[]>>,
  span: DateSpan,
): { best: DaySnapshot | null; worst: DaySnapshot | null } {
  const none = { best: null, worst: null };
  const basis = (["mood", "recovery_score"] as const).find(
    (m) => series[m].filter((p) => inSpan(p.date, span)).length >= P.minDaysForWeekMean,
  );
  if (!basis) return none;
  const days = series[basis].filter((p) => inSpan(p.date, span));
  // Ties go to the later day for the best and the earlier for the worst: a stable choice.
  const best = days.reduce((top, p) => (p.value >= top.value ? p : top));
  const worst = days.reduce((low, p) => (p.value < low.value ? p : low));
  // A "hardest day" one rating point below the best is not a story worth telling.
  if (best.value - worst.value < MEANINGFUL_SPREAD[basis]) return none;
  return { best: snapshot(best.date, basis, series), worst: snapshot(worst.date, basis, series) };
}

function snapshot(
  date: string,
  basis: DaySnapshot["basis"],
  series: Readonly<Record<TrackedMetric, readonly DatedValue[]>>,
): DaySnapshot {
  const on = (metric: TrackedMetric) => {
    const value = series[metric].find((p) => p.date === date)?.value;
    return value === undefined ? null : roundTo(value, METRIC_CATALOG[metric].decimals);
  };
  return {
    date,
    basis,
    mood: on("mood"),
    recovery_score: on("recovery_score"),
    sleep_hours: on("sleep_hours"),
  };
}
