// How insight text shows numbers and dates: each metric in its own unit and precision, and
// dates the way a US-English reader says them ("Tue, Mar 4"; "Mar 2–8").
import { roundTo } from "../trends/summary-statistics.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";

const UNIT_SUFFIX: Readonly<Record<TrackedMetric, string>> = {
  recovery_score: "%",
  hrv: " ms",
  resting_hr: " bpm",
  sleep_hours: " h",
  sleep_quality_score: "%",
  day_strain: "",
  mood: "/10",
};

/** A number at the metric's precision, without a unit: "7.1", "64". */
export function formatNumber(metric: TrackedMetric, value: number): string {
  const decimals = METRIC_CATALOG[metric].decimals;
  return roundTo(value, decimals).toFixed(decimals);
}

/** A value with its unit: "64%", "52 ms", "7.1 h", "6.4/10"; strain has no unit ("12.3"). */
export function formatValue(metric: TrackedMetric, value: number): string {
  return `${formatNumber(metric, value)}${UNIT_SUFFIX[metric]}`;
}

/** A change without its sign, with the unit that reads naturally for a difference. */
export function formatAmount(metric: TrackedMetric, value: number): string {
  const amount = formatNumber(metric, Math.abs(value));
  if (metric === "recovery_score" || metric === "sleep_quality_score" || metric === "mood")
    return `${amount} points`;
  if (metric === "day_strain") return amount;
  return `${amount}${UNIT_SUFFIX[metric]}`;
}

const dayFormatter = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const monthDayFormatter = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Tue, Mar 4" */
export function formatDay(date: string): string {
  return dayFormatter.format(utcMidnight(date));
}

/** "Mar 4" */
export function formatMonthDay(date: string): string {
  return monthDayFormatter.format(utcMidnight(date));
}

/** "Mar 2–8", or "Feb 24 – Mar 8" across months. */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return formatMonthDay(start);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${formatMonthDay(start)}–${Number(end.slice(8, 10))}`;
  return `${formatMonthDay(start)} – ${formatMonthDay(end)}`;
}

/** "1 day", "3 days": the one plural helper of every screen and file (@evenkeel/contracts). */
export { countOf } from "@evenkeel/contracts";

function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
