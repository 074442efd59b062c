// What a cohort's signals look like day to day, measured alike on real people and on the
// simulator (docs/score.md "Simulator against real data"): per signal the within-person daily
// SD, the lag-1 autocorrelation, the share of days without a value, and how far the signal sits
// from the person's own mean in their lowest-mood weeks.
import { dayNumber } from "../../burnout/calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "../../burnout/inputs.ts";

export const SIGNALS = ["lnHrv", "restingHr", "sleepMinutes", "sleepQuality", "mood"] as const;
export type Signal = (typeof SIGNALS)[number];

export interface SignalStats {
  signal: Signal;
  people: number;
  /** Median over people of the within-person daily SD (ln units for HRV, points for mood). */
  sd: number;
  /** Pooled within-person lag-1 autocorrelation of consecutive days. */
  autocorrelation: number;
  /** Median over people of the share of days in their span without a value. */
  missing: number;
  /**
   * Mean over people of the signal's mean over their lowest-mood weeks (the 7 days ending at
   * the lowest tenth of their 7-day mean moods, ≥ 3 check-ins) minus their own mean, in their
   * daily SDs (negative: lower in low weeks).
   */
  lowWeekZ: number;
  /** The same over the 7 days before those weeks (what came first). */
  beforeLowWeekZ: number;
}

interface Person {
  records: readonly BurnoutRecord[];
  moods: readonly BurnoutMood[];
}

function read(record: BurnoutRecord, signal: Signal): number | null {
  const value =
    signal === "lnHrv"
      ? record.hrv
      : signal === "restingHr"
        ? record.resting_hr
        : signal === "sleepMinutes"
          ? record.sleep_duration_minutes
          : record.sleep_quality_score;
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (signal === "lnHrv") return value > 0 ? Math.log(value) : null;
  return value;
}

/** One person's signal as a dense daily column (NaN: no value) from their first to last day. */
function column(person: Person, signal: Signal): { values: Float64Array; first: number } | null {
  const dated: [number, number][] = [];
  if (signal === "mood") for (const mood of person.moods) dated.push([dayNumber(mood.date), mood.rating]);
  else
    for (const record of person.records) {
      const value = read(record, signal);
      if (value !== null) dated.push([dayNumber(record.date), value]);
    }
  const days = [
    ...person.records.map((r) => dayNumber(r.date)),
    ...person.moods.map((m) => dayNumber(m.date)),
  ];
  if (dated.length < 14 || days.length === 0) return null;
  const first = Math.min(...days);
  const values = new Float64Array(Math.max(...days) - first + 1).fill(Number.NaN);
  for (const [day, value] of dated) values[day - first] = value;
  return { values, first };
}

const meanOf = (values: ArrayLike<number>, from = 0, to = values.length - 1) => {
  let sum = 0;
  let count = 0;
  for (let i = Math.max(0, from); i <= Math.min(values.length - 1, to); i++) {
    const value = values[i] as number;
    if (Number.isNaN(value)) continue;
    sum += value;
    count++;
  }
  return { mean: count > 0 ? sum / count : Number.NaN, count };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The last days (indexes on the person's mood column) of their lowest-mood weeks. */
function lowWeekEnds(mood: { values: Float64Array; first: number }): number[] {
  const weeks: [number, number][] = [];
  for (let end = 6; end < mood.values.length; end++) {
    const { mean, count } = meanOf(mood.values, end - 6, end);
    if (count >= 3) weeks.push([end, mean]);
  }
  if (weeks.length < 10) return [];
  const cut = [...weeks].sort((a, b) => a[1] - b[1])[Math.floor(weeks.length / 10)]?.[1] ?? Number.NaN;
  return weeks.filter(([, mean]) => mean <= cut).map(([end]) => end + mood.first);
}

export function signalStats(people: readonly Person[]): SignalStats[] {
  return SIGNALS.map((signal) => {
    const sds: number[] = [];
    const missing: number[] = [];
    const lowZ: number[] = [];
    const beforeZ: number[] = [];
    let products = 0;
    let squares = 0;
    for (const person of people) {
      const own = column(person, signal);
      const mood = column(person, "mood");
      if (!own) continue;
      const { values, first } = own;
      const { mean, count } = meanOf(values);
      let sq = 0;
      for (const value of values) if (!Number.isNaN(value)) sq += (value - mean) ** 2;
      const sd = Math.sqrt(sq / (count - 1));
      sds.push(sd);
      missing.push(1 - count / values.length);
      for (let i = 1; i < values.length; i++) {
        const a = values[i - 1] as number;
        const b = values[i] as number;
        if (Number.isNaN(a) || Number.isNaN(b)) continue;
        products += (a - mean) * (b - mean);
        squares += ((a - mean) ** 2 + (b - mean) ** 2) / 2;
      }
      if (!mood || !(sd > 0)) continue;
      const ends = lowWeekEnds(mood);
      const z = (from: number, to: number) => {
        const window = meanOf(values, from - first, to - first);
        return window.count >= 3 ? (window.mean - mean) / sd : Number.NaN;
      };
      const inLow = ends.map((end) => z(end - 6, end)).filter((v) => !Number.isNaN(v));
      const before = ends.map((end) => z(end - 13, end - 7)).filter((v) => !Number.isNaN(v));
      if (inLow.length > 0) lowZ.push(inLow.reduce((s, v) => s + v, 0) / inLow.length);
      if (before.length > 0) beforeZ.push(before.reduce((s, v) => s + v, 0) / before.length);
    }
    const average = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    return {
      signal,
      people: sds.length,
      sd: median(sds),
      autocorrelation: squares > 0 ? products / squares : Number.NaN,
      missing: median(missing),
      lowWeekZ: average(lowZ),
      beforeLowWeekZ: average(beforeZ),
    };
  });
}
