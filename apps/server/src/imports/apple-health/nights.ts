// Apple Health's sleep: asleep intervals of every source merged by time, grouped into sleeps
// (less than three hours apart is one sleep), each dated by the local day it ends on, the
// longest of a day its night and the others naps (docs/wearables.md "Apple Health export").

/** Asleep intervals less than this apart belong to one night (a wake-up in the night stays in it). */
const SAME_NIGHT_GAP_MS = 3 * 3_600_000;

export interface Interval {
  start: number;
  end: number;
  endDate: string;
  /** The line of the record that ends it. */
  line: number;
}

interface Night {
  date: string;
  asleepMs: number;
  spanMs: number;
  line: number;
}

/**
 * Merges every source's asleep intervals by time (an overlap counts once), groups them into
 * sleeps (gaps under 3 h stay in one), dates each sleep by the local date its last interval ends
 * on, and keeps the longest sleep of each date as its night; the others are naps.
 */
export function nightsOf(intervals: Interval[]): { main: Night[]; naps: number } {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) {
        last.end = interval.end;
        last.endDate = interval.endDate;
        last.line = interval.line;
      }
    } else {
      merged.push({ ...interval });
    }
  }
  const sleeps: Night[] = [];
  let current: { first: number; last: number; endDate: string; asleepMs: number; line: number } | null = null;
  const close = () => {
    if (current) {
      sleeps.push({
        date: current.endDate,
        asleepMs: current.asleepMs,
        spanMs: current.last - current.first,
        line: current.line,
      });
    }
  };
  for (const interval of merged) {
    if (current && interval.start - current.last < SAME_NIGHT_GAP_MS) {
      current.last = interval.end;
      current.endDate = interval.endDate;
      current.line = interval.line;
      current.asleepMs += interval.end - interval.start;
    } else {
      close();
      current = {
        first: interval.start,
        last: interval.end,
        endDate: interval.endDate,
        asleepMs: interval.end - interval.start,
        line: interval.line,
      };
    }
  }
  close();
  const byDate = new Map<string, Night>();
  let naps = 0;
  for (const sleep of sleeps) {
    const kept = byDate.get(sleep.date);
    if (!kept) byDate.set(sleep.date, sleep);
    else {
      naps += 1;
      if (sleep.asleepMs > kept.asleepMs) byDate.set(sleep.date, sleep);
    }
  }
  return { main: [...byDate.values()], naps };
}
