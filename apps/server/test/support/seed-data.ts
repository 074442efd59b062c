// Data a test needs but cannot create over the API (there is no WHOOP in tests): daily
// metrics written through the store, exactly as a sync would write them.
import type { MetricValues } from "@evenkeel/domain/router";
import type { AppDatabase } from "../../src/db/database.ts";
import { upsertHealthMetrics } from "../../src/store/metrics.repository.ts";

/** Today's date in UTC, the day of a user who never sent a time zone. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export function daysBefore(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** `count` consecutive days of metrics ending on `endDate`, values varying a little by day. */
export async function seedMetricDays(
  db: AppDatabase,
  userId: string,
  endDate: string,
  count: number,
  values: (index: number) => Partial<MetricValues> = () => ({}),
  source = "whoop",
): Promise<MetricValues[]> {
  const days: MetricValues[] = [];
  for (let index = count - 1; index >= 0; index -= 1) {
    const offset = count - 1 - index;
    days.push({
      date: daysBefore(endDate, index),
      recovery_score: 55 + (offset % 5) * 5,
      resting_hr: 52 + (offset % 3),
      hrv: 48 + (offset % 4) * 3.5,
      sleep_duration_minutes: 400 + (offset % 6) * 10,
      sleep_quality_score: 70 + (offset % 4) * 5,
      day_strain: 10 + (offset % 5),
      workout_count: offset % 2,
      ...values(offset),
    });
  }
  await upsertHealthMetrics(db, userId, days, source, new Date().toISOString());
  return days;
}
