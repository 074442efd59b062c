// The four lines of the metrics chart (CHART_SERIES): accessors, which axis each
// is read against, and how a value is written (RING_DECIMALS / RING_UNITS).
import {
  CHART_SERIES,
  type ChartSeriesKey,
  RING_DECIMALS,
  RING_MAXIMUMS,
  RING_UNITS,
  recoveryScoreName,
} from "@evenkeel/contracts";

export type MetricsPoint = {
  date: string;
  recovery_score: number | null;
  hrv: number | null;
  sleep_quality_score: number | null;
  day_strain: number | null;
  /** Where the day's recovery score came from: an Oura day's is its Readiness. */
  source?: string | null;
};

/** Strain (0–21) is read on its own right-hand axis so it is not flattened under 0–100. */
export type ChartAxis = "left" | "right";

export type ChartSeries = { key: ChartSeriesKey; label: string; axis: ChartAxis };

export const SERIES: readonly ChartSeries[] = CHART_SERIES.map((series) => ({
  key: series.key,
  label: series.label,
  axis: series.key === "day_strain" ? "right" : "left",
}));

/**
 * The legend's name of a series over the days shown: the recovery line is "Readiness" when every
 * day with a score is Oura's, "Recovery / Readiness" when both kinds are on it (decision 022).
 */
export function seriesLegendLabel(series: ChartSeries, points: readonly MetricsPoint[]): string {
  if (series.key !== "recovery_score") return series.label;
  const names = new Set(
    points.flatMap((point) => (point.recovery_score === null ? [] : [seriesLabelOf(series, point)])),
  );
  return names.size === 1
    ? ([...names][0] ?? series.label)
    : names.size > 1
      ? [...names].join(" / ")
      : series.label;
}

/** The series' name for one day: "Readiness" for the recovery score of an Oura day (decision 022). */
export function seriesLabelOf(series: ChartSeries, point: MetricsPoint): string {
  return series.key === "recovery_score" && point.source ? recoveryScoreName(point.source) : series.label;
}

export const STRAIN_MAX = RING_MAXIMUMS.day_strain;

export const getDate = (point: MetricsPoint): string => point.date;

export function getValue(point: MetricsPoint, key: ChartSeriesKey): number | null {
  return point[key];
}

/** "64%", "61.4 ms", "12.7"; "No data" when missing. */
export function formatSeriesValue(key: ChartSeriesKey, value: number | null): string {
  if (value === null) return "No data";
  const unit = RING_UNITS[key];
  const number = value.toFixed(RING_DECIMALS[key]);
  if (unit === "") return number;
  return unit === "%" ? `${number}%` : `${number} ${unit}`;
}
