// One point per calendar day from the first to the last record, so a day without a record
// shows as a gap in the lines instead of being bridged.
import { dateRange } from "@evenkeel/domain";
import type { MetricsPoint } from "./chartSeries";

export function fillMissingDays(data: readonly MetricsPoint[]): MetricsPoint[] {
  if (data.length === 0) return [];
  const byDate = new Map(data.map((point) => [point.date, point]));
  const dates = [...byDate.keys()].sort();
  const first = dates[0] as string;
  const last = dates[dates.length - 1] as string;
  return dateRange(first, last).map(
    (date) =>
      byDate.get(date) ?? {
        date,
        recovery_score: null,
        hrv: null,
        sleep_quality_score: null,
        day_strain: null,
      },
  );
}
