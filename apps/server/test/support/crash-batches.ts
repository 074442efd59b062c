// The rows the crash writer writes, derived from a batch number or a mood index alone, so the
// parent can tell a whole batch or mood from a torn one by looking at the rows.
import type { MetricValues } from "@evenkeel/domain/router";

const FIRST_DAY = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

function dayAfterFirst(offset: number): string {
  return new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The same `days` dates in every batch, every value a function of the batch number. */
export function batchDays(batch: number, days: number): MetricValues[] {
  return Array.from({ length: days }, (_, index) => ({
    date: dayAfterFirst(index),
    recovery_score: batch % 101,
    resting_hr: 40 + (batch % 50),
    hrv: 20 + (batch % 80),
    sleep_duration_minutes: 300 + (batch % 200),
    sleep_quality_score: (batch * 7) % 101,
    day_strain: batch % 21,
    workout_count: batch % 5,
    steps: 1_000 + (batch % 9_000),
  }));
}

/** The source every batch is written as: a later batch replaces an earlier one's days. */
export const CRASH_SOURCE = "crash-writer";

/** The batch number whose days hold `values` (the values together tell batches apart), or 0. */
export function batchOf(values: {
  recovery_score: unknown;
  resting_hr: unknown;
  sleep_duration_minutes: unknown;
  day_strain: unknown;
}): number {
  for (let batch = 1; batch < 1_000_000; batch++) {
    if (
      values.recovery_score === batch % 101 &&
      values.resting_hr === 40 + (batch % 50) &&
      values.sleep_duration_minutes === 300 + (batch % 200) &&
      values.day_strain === batch % 21
    )
      return batch;
  }
  return 0;
}

export function moodOf(index: number): { date: string; rating: number; notes: string } {
  const date = dayAfterFirst(400 + index);
  const rating = 1 + (index % 10);
  return { date, rating, notes: `mood of ${date}, rated ${rating}` };
}
