// The date span of a history range: the last `days` calendar days up to the user's today,
// both ends included, so "Last 7 days" is exactly seven days.
import { addDays } from "@evenkeel/domain";

export type HistoryRange = { start: string; end: string };

export function historyRange(days: number, today: string): HistoryRange {
  return { start: addDays(today, -(days - 1)), end: today };
}
