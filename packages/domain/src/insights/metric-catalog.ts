// The seven daily series insights talk about: how to read each from a record, its unit and
// display precision, which way is better, and its fixed smallest worthwhile change (SWC).
import type { HealthMetric, Mood } from "@evenkeel/contracts";

export type TrackedMetric =
  | "recovery_score"
  | "hrv"
  | "resting_hr"
  | "sleep_hours"
  | "sleep_quality_score"
  | "day_strain"
  | "mood";

export interface MetricDescription {
  metric: TrackedMetric;
  /** Title-case name for lists ("Sleep quality"). */
  label: string;
  /** Lower-case name inside a sentence ("sleep quality"); HRV keeps its capitals. */
  noun: string;
  /** Decimals shown, and the precision every fact about the metric is rounded to. */
  decimals: number;
  /** +1 when a higher value is better, −1 when lower is better (resting HR; strain as load). */
  better: 1 | -1;
  /**
   * SWC used when the person has no baseline yet (fewer than 14 days in it). With a
   * baseline, the SWC is 0.5 × their robust SD, never below `swcFloor`.
   */
  fixedSwc: number;
  swcFloor: number;
  /** Values outside this range are dropped as sensor errors (docs/score.md's plausible ranges). */
  plausible: readonly [number, number];
}

export const METRIC_CATALOG: Readonly<Record<TrackedMetric, MetricDescription>> = {
  recovery_score: {
    metric: "recovery_score",
    label: "Recovery",
    noun: "recovery",
    decimals: 0,
    better: 1,
    fixedSwc: 5,
    swcFloor: 3,
    plausible: [0, 100],
  },
  hrv: {
    metric: "hrv",
    label: "HRV",
    noun: "HRV",
    decimals: 0,
    better: 1,
    fixedSwc: 4,
    swcFloor: 2,
    plausible: [5, 300],
  },
  resting_hr: {
    metric: "resting_hr",
    label: "Resting heart rate",
    noun: "resting heart rate",
    decimals: 0,
    better: -1,
    fixedSwc: 2,
    swcFloor: 1,
    plausible: [30, 120],
  },
  sleep_hours: {
    metric: "sleep_hours",
    label: "Sleep",
    noun: "sleep",
    decimals: 1,
    better: 1,
    fixedSwc: 0.3,
    swcFloor: 0.2,
    plausible: [0, 16],
  },
  sleep_quality_score: {
    metric: "sleep_quality_score",
    label: "Sleep quality",
    noun: "sleep quality",
    decimals: 0,
    better: 1,
    fixedSwc: 4,
    swcFloor: 2,
    plausible: [0, 100],
  },
  day_strain: {
    metric: "day_strain",
    label: "Day strain",
    noun: "strain",
    decimals: 1,
    better: -1,
    fixedSwc: 1,
    swcFloor: 0.5,
    plausible: [0, 21],
  },
  mood: {
    metric: "mood",
    label: "Mood",
    noun: "mood",
    decimals: 1,
    better: 1,
    fixedSwc: 0.5,
    swcFloor: 0.3,
    plausible: [1, 10],
  },
};

/** The order metrics are listed in: what the person feels first, then the body's signals. */
export const TRACKED_METRICS: readonly TrackedMetric[] = [
  "mood",
  "sleep_hours",
  "sleep_quality_score",
  "recovery_score",
  "hrv",
  "resting_hr",
  "day_strain",
];

export interface DatedValue {
  date: string;
  value: number;
}

/**
 * One metric's values in display units (sleep in hours), oldest first, one per date,
 * implausible values dropped. Mood comes from mood ratings, the rest from health records.
 */
export function seriesOf(
  metric: TrackedMetric,
  records: readonly HealthMetric[],
  moods: readonly Pick<Mood, "date" | "rating">[],
): DatedValue[] {
  const raw: DatedValue[] =
    metric === "mood"
      ? moods.map((m) => ({ date: m.date, value: m.rating }))
      : records.flatMap((r) => {
          const value = readRecord(metric, r);
          return value === null ? [] : [{ date: r.date, value }];
        });
  const [low, high] = METRIC_CATALOG[metric].plausible;
  const byDate = new Map<string, number>();
  for (const point of raw) {
    if (Number.isFinite(point.value) && point.value >= low && point.value <= high)
      byDate.set(point.date, point.value);
  }
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, value]) => ({ date, value }));
}

function readRecord(metric: Exclude<TrackedMetric, "mood">, record: HealthMetric): number | null {
  if (metric === "sleep_hours") {
    return record.sleep_duration_minutes === null ? null : record.sleep_duration_minutes / 60;
  }
  return record[metric];
}
