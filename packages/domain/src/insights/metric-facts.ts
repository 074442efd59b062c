// What one metric did over an insight's windows: means this week and last, the personal
// baseline and smallest worthwhile change, a Theil–Sen trend, best and worst days, a status.
// Every number is rounded to the metric's display precision, so the text shows the facts.
import type { Direction, Importance, MoodTrend } from "@evenkeel/contracts";
import { addDays, daysBetween } from "../dates/calendar-date.ts";
import { theilSenSlope } from "../trends/slopes.ts";
import { mean, median, robustSpread, roundTo } from "../trends/summary-statistics.ts";
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";
import { type DateSpan, type InsightWindows, inSpan } from "./insight-windows.ts";
import { type DatedValue, METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";
import { type KeyMetricStatus, statusOf } from "./metric-status.ts";

export interface SpanSummary {
  days: number;
  mean: number | null;
}

export interface HalfPeriod {
  span: DateSpan;
  summary: SpanSummary;
}

export interface MetricTrend {
  /** null when there are too few days to call a trend: nothing is invented. */
  direction: Direction | null;
  significance: Importance;
  points: number;
  pointsNeeded: number;
  /** Fitted values at the first and last day with data, and their difference. */
  fittedStart: number | null;
  fittedEnd: number | null;
  change: number | null;
  /** First and last day with data that the fit spans. */
  firstDate: string | null;
  lastDate: string | null;
}

export interface MetricFacts {
  metric: TrackedMetric;
  period: SpanSummary & { best: DatedValue | null; worst: DatedValue | null };
  recent: SpanSummary;
  prior: SpanSummary;
  /** This week's mean minus last week's; null unless both weeks have 3 days. */
  weekChange: number | null;
  weekTrend: MoodTrend;
  baseline: { days: number; centre: number | null; spread: number | null };
  /** This week's mean minus the baseline centre; null without a baseline. */
  vsBaseline: number | null;
  deviation: "better" | "worse" | "usual" | null;
  swc: number;
  swcSource: "personal" | "fixed";
  trend: MetricTrend;
  /** The period split in two (earlier half, later half), for a plain "from … to …". */
  halves: { first: HalfPeriod; second: HalfPeriod };
  latest: DatedValue | null;
  status: KeyMetricStatus | null;
}

export function computeMetricFacts(
  metric: TrackedMetric,
  series: readonly DatedValue[],
  windows: InsightWindows,
): MetricFacts {
  const info = METRIC_CATALOG[metric];
  const round = (value: number) => roundTo(value, info.decimals);
  const within = (span: DateSpan) => series.filter((p) => inSpan(p.date, span));
  const summarise = (points: readonly DatedValue[]): SpanSummary => {
    const centre = mean(points.map((p) => p.value));
    return { days: points.length, mean: centre === null ? null : round(centre) };
  };

  const periodPoints = within(windows.period);
  const recent = summarise(within(windows.recent));
  const prior = summarise(within(windows.prior));
  const baselineValues = within(windows.baseline).map((p) => p.value);
  const hasBaseline = baselineValues.length >= P.baselineMinDays;
  const centre = hasBaseline ? median(baselineValues) : null;
  const spread = hasBaseline ? robustSpread(baselineValues) : null;
  const swc =
    round(spread === null ? info.fixedSwc : Math.max(P.swcSdFraction * spread, info.swcFloor)) ||
    info.swcFloor;

  const weekChange =
    recent.mean !== null &&
    prior.mean !== null &&
    recent.days >= P.minDaysForWeekMean &&
    prior.days >= P.minDaysForWeekMean
      ? round(recent.mean - prior.mean)
      : null;
  const halves = splitInHalves(windows.period, within, summarise);
  const weekTrend: MoodTrend =
    weekChange === null
      ? "stable"
      : judged(weekChange * info.better, swc, "improving", "declining", "stable");
  const vsBaseline = centre !== null && recent.mean !== null ? round(recent.mean - round(centre)) : null;
  const ranked = [...periodPoints].sort(
    (a, b) => info.better * (b.value - a.value) || (a.date < b.date ? -1 : 1),
  );
  const best = ranked[0];
  const worst = ranked.at(-1);

  return {
    metric,
    period: {
      ...summarise(periodPoints),
      best: best ? { date: best.date, value: round(best.value) } : null,
      worst: worst ? { date: worst.date, value: round(worst.value) } : null,
    },
    recent,
    prior,
    weekChange,
    weekTrend,
    baseline: {
      days: baselineValues.length,
      centre: centre === null ? null : round(centre),
      spread: spread === null ? null : round(spread),
    },
    vsBaseline,
    deviation: vsBaseline === null ? null : judged(vsBaseline * info.better, swc, "better", "worse", "usual"),
    swc,
    swcSource: spread === null ? "fixed" : "personal",
    trend: confirmedByHalves(theilSenTrend(periodPoints, windows.period, swc, round), halves),
    halves,
    latest: latestOf(series, windows.period.end, round),
    status: statusOf(metric, recent.mean, vsBaseline, swc, weekTrend),
  };
}

function judged<T>(signedChange: number, swc: number, up: T, down: T, same: T): T {
  if (signedChange > swc) return up;
  if (signedChange < -swc) return down;
  return same;
}

function theilSenTrend(
  points: readonly DatedValue[],
  period: DateSpan,
  swc: number,
  round: (value: number) => number,
): MetricTrend {
  const pointsNeeded = Math.max(P.trendMinPoints, Math.ceil(period.days * P.trendMinCoverage));
  const none: MetricTrend = {
    direction: null,
    significance: "low",
    points: points.length,
    pointsNeeded,
    fittedStart: null,
    fittedEnd: null,
    change: null,
    firstDate: null,
    lastDate: null,
  };
  if (points.length < pointsNeeded) return none;
  const xy = points.map((p) => ({ x: daysBetween(period.start, p.date), y: p.value }));
  const slope = theilSenSlope(xy);
  if (slope === null) return none;
  const intercept = median(xy.map((p) => p.y - slope * p.x)) as number;
  const firstX = (xy[0] as { x: number }).x;
  const lastX = (xy.at(-1) as { x: number }).x;
  const fittedStart = round(intercept + slope * firstX);
  const fittedEnd = round(intercept + slope * lastX);
  const change = round(fittedEnd - fittedStart);
  const multiples = Math.abs(change) / swc;
  const direction = judged(change, swc, "increasing", "decreasing", "stable");
  return {
    direction,
    // A change beyond the smallest meaningful one is never "low" (the label
    // contradicted the sentence beside it); within it, a trend is "low" by definition.
    significance: direction === "stable" ? "low" : multiples >= P.significanceHighSwc ? "high" : "medium",
    points: points.length,
    pointsNeeded,
    fittedStart,
    fittedEnd,
    change,
    firstDate: (points[0] as DatedValue).date,
    lastDate: (points.at(-1) as DatedValue).date,
  };
}

function splitInHalves(
  period: DateSpan,
  within: (span: DateSpan) => DatedValue[],
  summarise: (points: readonly DatedValue[]) => SpanSummary,
): MetricFacts["halves"] {
  const firstDays = Math.floor(period.days / 2);
  const first: DateSpan = { start: period.start, end: addDays(period.start, firstDays - 1), days: firstDays };
  const second: DateSpan = {
    start: addDays(period.start, firstDays),
    end: period.end,
    days: period.days - firstDays,
  };
  return {
    first: { span: first, summary: summarise(within(first)) },
    second: { span: second, summary: summarise(within(second)) },
  };
}

/**
 * A fitted slope can come from a few days at one end. A trend is called only when the later
 * half of the period also averages higher (or lower) than the earlier half; otherwise it is
 * reported as stable.
 */
function confirmedByHalves(trend: MetricTrend, halves: MetricFacts["halves"]): MetricTrend {
  if (trend.direction !== "increasing" && trend.direction !== "decreasing") return trend;
  const first = halves.first.summary.mean;
  const second = halves.second.summary.mean;
  const agrees =
    first !== null &&
    second !== null &&
    Math.sign(second - first) === (trend.direction === "increasing" ? 1 : -1);
  return agrees ? trend : { ...trend, direction: "stable", significance: "low" };
}

function latestOf(
  series: readonly DatedValue[],
  end: string,
  round: (value: number) => number,
): DatedValue | null {
  const last = series.filter((p) => p.date <= end).at(-1);
  return last ? { date: last.date, value: round(last.value) } : null;
}
