// Several sources, one value (docs/wearables.md "Preferred source", docs/decisions/022 and 031):
// how one day's records of several sources become the one row screens and the score read. The
// server (apps/server/src/store/source-metrics.ts) and the demo (packages/demo-store) both resolve
// with this function, so the rule is written once.
import {
  DAILY_METRIC_KEYS,
  type HrvMeasure,
  type MetricSourceKey,
  type StressDaySummary,
} from "@evenkeel/contracts";

/** The metrics a source's day may hold, one value each (null: not reported). */
export type ResolvedMetricKey = (typeof DAILY_METRIC_KEYS)[number];

/** One source's record of a day, as stored. */
export type SourceDayRecord = {
  source: string;
  hrv_measure: HrvMeasure | null;
  stress_high_minutes: number | null;
  recovery_high_minutes: number | null;
  stress_day_summary: StressDaySummary | null;
} & { [K in ResolvedMetricKey]: number | null };

/** The order sources are read in: per metric, the preferred source first, then the default order. */
export interface SourceOrder {
  /** The user's sources in the order they first delivered data. */
  sources: string[];
  preferred: Partial<Record<MetricSourceKey, string>>;
  /** The one measure the user's HRV is read in; null before any source reported HRV. */
  hrvMeasure: HrvMeasure | null;
}

/** `rows` ranked by the default order (unknown sources last, then by name). */
export function inDefaultOrder<T extends { source: string }>(rows: readonly T[], order: SourceOrder): T[] {
  const rank = (source: string) => {
    const index = order.sources.indexOf(source);
    return index === -1 ? order.sources.length : index;
  };
  return [...rows].sort((a, b) => rank(a.source) - rank(b.source) || (a.source < b.source ? -1 : 1));
}

/** `rows` (already in the default order) with the metric's preferred source moved first. */
function inOrderFor<T extends { source: string }>(
  rows: readonly T[],
  metric: MetricSourceKey,
  order: SourceOrder,
): T[] {
  const preferred = order.preferred[metric];
  if (!preferred) return [...rows];
  return [
    ...rows.filter((row) => row.source === preferred),
    ...rows.filter((row) => row.source !== preferred),
  ];
}

const hasStress = (row: SourceDayRecord) =>
  row.stress_high_minutes !== null || row.recovery_high_minutes !== null || row.stress_day_summary !== null;

/**
 * One value per metric: from the metric's preferred source when it has that value, else from
 * the first source in the default order that has it; HRV only in the user's measure; the
 * recovery score only from the day's own source (the preferred recovery source when it has a
 * record that day, else the first-ranked one): WHOOP's Recovery and Oura's Readiness are two
 * different scores, and the screens name the one shown after the row's `source`; the stress
 * fields together from the first source that measured stress. `ordered` is non-empty and in
 * the default order (inDefaultOrder).
 */
export function resolveDay(ordered: readonly SourceDayRecord[], order: SourceOrder) {
  const first = (metric: ResolvedMetricKey, rows: readonly SourceDayRecord[]) =>
    rows.find((row) => row[metric] !== null)?.[metric] ?? null;
  const own = inOrderFor(ordered, "recovery_score", order)[0] as SourceDayRecord;
  const hrvRows = inOrderFor(ordered, "hrv", order).filter((row) => row.hrv_measure === order.hrvMeasure);
  const hrv = first("hrv", hrvRows);
  const stress = inOrderFor(ordered, "stress", order).find(hasStress);
  const values = Object.fromEntries(
    DAILY_METRIC_KEYS.map((metric) => [metric, first(metric, inOrderFor(ordered, metric, order))]),
  ) as Record<ResolvedMetricKey, number | null>;
  return {
    ...values,
    recovery_score: own.recovery_score,
    hrv,
    hrv_measure: hrv === null ? null : order.hrvMeasure,
    stress_high_minutes: stress?.stress_high_minutes ?? null,
    recovery_high_minutes: stress?.recovery_high_minutes ?? null,
    stress_day_summary: stress?.stress_day_summary ?? null,
    source: own.source,
  };
}
