// Deterministic daily histories of one made-up person with known normals, so the burnout
// tests can state drifts in personal standard deviations.
import { SeededRandom } from "../evaluation/seeded-random.ts";
import { dateFromDayNumber, dayNumber } from "./calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "./inputs.ts";

export type SyntheticMetric = "hrv" | "restingHr" | "sleep" | "sleepQuality" | "recovery" | "strain" | "mood";

/** The person's normal: centre and day-to-day SD (HRV in ln RMSSD). */
export const SYNTHETIC_PERSON: Readonly<Record<SyntheticMetric, { centre: number; sd: number }>> = {
  hrv: { centre: 4.0, sd: 0.15 },
  restingHr: { centre: 55, sd: 2 },
  sleep: { centre: 450, sd: 35 },
  sleepQuality: { centre: 82, sd: 6 },
  recovery: { centre: 65, sd: 12 },
  strain: { centre: 11, sd: 2.5 },
  mood: { centre: 7, sd: 0.8 },
};

/** Direction in which each metric gets worse. */
const WORSE: Readonly<Record<SyntheticMetric, 1 | -1>> = {
  hrv: -1,
  restingHr: 1,
  sleep: -1,
  sleepQuality: -1,
  recovery: -1,
  strain: 1,
  mood: -1,
};

export interface SyntheticHistoryOptions {
  /** Last date, YYYY-MM-DD. */
  end: string;
  days: number;
  seed?: number;
  wearable?: boolean;
  moods?: boolean;
  /** Offsets in personal SDs, positive = worse, by days before `end` (0 = the end date). */
  drift?: (daysBeforeEnd: number) => Partial<Record<SyntheticMetric, number>>;
  /** Raw fields replacing the generated ones on a day (e.g. one terrible night). */
  override?: (daysBeforeEnd: number) => Partial<BurnoutRecord> & { rating?: number };
}

export function syntheticHistory(options: SyntheticHistoryOptions): {
  records: BurnoutRecord[];
  moods: BurnoutMood[];
} {
  const random = new SeededRandom(options.seed ?? 1);
  const endDay = dayNumber(options.end);
  const records: BurnoutRecord[] = [];
  const moods: BurnoutMood[] = [];
  for (let before = options.days - 1; before >= 0; before--) {
    const drift = options.drift?.(before) ?? {};
    const value = (metric: SyntheticMetric) => {
      const { centre, sd } = SYNTHETIC_PERSON[metric];
      return centre + sd * (random.normal() + WORSE[metric] * (drift[metric] ?? 0));
    };
    const date = dateFromDayNumber(endDay - before);
    const { rating, ...fields } = options.override?.(before) ?? {};
    const record: BurnoutRecord = {
      date,
      hrv: Math.round(Math.exp(value("hrv")) * 10) / 10,
      resting_hr: Math.round(value("restingHr")),
      sleep_duration_minutes: Math.round(value("sleep")),
      sleep_quality_score: Math.round(Math.min(100, value("sleepQuality"))),
      recovery_score: Math.round(Math.min(100, Math.max(0, value("recovery")))),
      day_strain: Math.round(Math.min(21, Math.max(0, value("strain"))) * 10) / 10,
      ...fields,
    };
    const mood = rating ?? Math.min(10, Math.max(1, Math.round(value("mood"))));
    if (options.wearable ?? true) records.push(record);
    if (options.moods ?? true) moods.push({ date, rating: mood });
  }
  return { records, moods };
}
