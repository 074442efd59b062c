// The two real cohorts of docs/score.md "Real data", read from their CSV extracts into what the
// score reads (records and 1–10 moods) and what it is judged against (self-reports, each
// oriented so that higher is worse). The mappings below were fixed before the hold-out was
// first run (docs/decisions/041-ek3-real-people.md) and must not be tuned on its figures.
import { dayNumber } from "../../burnout/calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "../../burnout/inputs.ts";
import { type CsvRow, numberOrNull, parseCsv } from "./csv.ts";

export type CohortName = "lifesnaps" | "pmdata";

/** A forward outcome: a self-report over the 7 days after the scored day. */
export interface ForwardMeasure {
  name: string;
  outcome: string;
  /** "mean": mean over the days with a report; "first": the first report in the window. */
  kind: "mean" | "first";
  minReports: number;
}

export interface RealPerson {
  id: string;
  records: BurnoutRecord[];
  /** The person's own mood as the score reads it, 1–10. */
  moods: BurnoutMood[];
  /** Per outcome, date → value, higher = worse. */
  outcomes: Record<string, Map<string, number>>;
  /** The same-day AUROC's classes: date → true (one of the person's worst days) or false. */
  worst: Map<string, boolean>;
}

export interface RealCohort {
  name: CohortName;
  people: RealPerson[];
  sameDay: readonly string[];
  /** What the AUROC compares, in words. */
  worstDays: string;
  forward: readonly ForwardMeasure[];
}

/** The extracts each cohort reads, relative to the data folder. */
export const COHORT_FILES: Readonly<Record<CohortName, readonly string[]>> = {
  lifesnaps: [
    "lifesnaps/lifesnaps-daily.csv",
    "lifesnaps/lifesnaps-stai.csv",
    "lifesnaps/lifesnaps-panas.csv",
  ],
  pmdata: ["pmdata/pmdata-daily.csv", "pmdata/pmdata-wellness.csv"],
};

/**
 * LifeSnaps check-in flags → a 1–10 mood, fixed before any hold-out run: start at 6 (an
 * ordinary day, near the population prior 6.5), HAPPY +2, RESTED/RELAXED +1, ALERT +1,
 * NEUTRAL 0, TIRED −1, TENSE/ANXIOUS −2, SAD −3, clipped to 1–10. The negative flags weigh
 * more than the positive ones because low days are what the score is for; every flag moves
 * the rating, so the combinations order as a person would (happy and rested 9, neutral 6,
 * tired 5, tense and tired 3, sad and tense 1).
 */
export const LIFESNAPS_MOOD_FLAGS: Readonly<Record<string, number>> = {
  HAPPY: 2,
  "RESTED/RELAXED": 1,
  ALERT: 1,
  NEUTRAL: 0,
  TIRED: -1,
  "TENSE/ANXIOUS": -2,
  SAD: -3,
};
export const LIFESNAPS_MOOD_START = 6;

/** The mood (1–10) of one LifeSnaps check-in, or null when the day has none. */
export function lifesnapsMood(row: CsvRow): number | null {
  if (Object.keys(LIFESNAPS_MOOD_FLAGS).every((flag) => (row[flag] ?? "") === "")) return null;
  let rating = LIFESNAPS_MOOD_START;
  for (const [flag, step] of Object.entries(LIFESNAPS_MOOD_FLAGS)) {
    if (numberOrNull(row[flag]) === 1) rating += step;
  }
  return Math.min(10, Math.max(1, rating));
}

/** PMData's 1–5 mood (5 best) on the app's 1–10 scale: 1, 3, 6, 8, 10. */
export const pmdataMood = (mood: number) => Math.round(1 + ((mood - 1) * 9) / 4);

function personOf(people: Map<string, RealPerson>, id: string, outcomes: readonly string[]): RealPerson {
  let person = people.get(id);
  if (!person) {
    person = { id, records: [], moods: [], outcomes: {}, worst: new Map() };
    for (const name of outcomes) person.outcomes[name] = new Map();
    people.set(id, person);
  }
  return person;
}

const byDate = (a: { date: string }, b: { date: string }) => dayNumber(a.date) - dayNumber(b.date);

function finish(people: Map<string, RealPerson>): RealPerson[] {
  const list = [...people.values()].filter((person) => person.records.length > 0);
  for (const person of list) {
    person.records.sort(byDate);
    person.moods.sort(byDate);
  }
  return list.sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));
}

const LIFESNAPS_OUTCOMES = ["stai", "panas_negative", "sad_or_tense"];

/** LifeSnaps: daily rows, STAI and PANAS answers (in COHORT_FILES order). */
export function lifesnapsCohort(daily: string, stai: string, panas: string): RealCohort {
  const people = new Map<string, RealPerson>();
  for (const row of parseCsv(daily)) {
    const person = personOf(people, row.id ?? "", LIFESNAPS_OUTCOMES);
    const date = row.date ?? "";
    const record: BurnoutRecord = {
      date,
      recovery_score: null,
      resting_hr: numberOrNull(row.resting_hr),
      hrv: numberOrNull(row.rmssd),
      sleep_duration_minutes: numberOrNull(row.minutesAsleep),
      sleep_quality_score: numberOrNull(row.sleep_efficiency),
      day_strain: null,
      hrv_measure: "rmssd",
      source: "fitbit",
    };
    if (record.resting_hr !== null || record.hrv !== null || record.sleep_duration_minutes !== null) {
      person.records.push(record);
    }
    const rating = lifesnapsMood(row);
    if (rating === null) continue;
    person.moods.push({ date, rating });
    const low = numberOrNull(row.SAD) === 1 || numberOrNull(row["TENSE/ANXIOUS"]) === 1;
    const good = numberOrNull(row.HAPPY) === 1 || numberOrNull(row["RESTED/RELAXED"]) === 1;
    person.outcomes.sad_or_tense?.set(date, low ? 1 : 0);
    if (low || good) person.worst.set(date, low);
  }
  const questionnaire = (text: string, column: string, outcome: string) => {
    for (const row of parseCsv(text)) {
      const value = numberOrNull(row[column]);
      const person = people.get(row.id ?? "");
      // A second answer on one date: the later line wins, as for the daily rows.
      if (value !== null && person) person.outcomes[outcome]?.set(row.submitdate ?? "", value);
    }
  };
  questionnaire(stai, "stai_stress", "stai");
  questionnaire(panas, "negative_affect_score", "panas_negative");
  return {
    name: "lifesnaps",
    people: finish(people),
    sameDay: ["stai", "panas_negative"],
    worstDays: "sad or tense check-ins against happy or rested ones",
    forward: [
      { name: "sad_or_tense_share_next7", outcome: "sad_or_tense", kind: "mean", minReports: 2 },
      { name: "stai_next7", outcome: "stai", kind: "first", minReports: 1 },
      { name: "panas_negative_next7", outcome: "panas_negative", kind: "first", minReports: 1 },
    ],
  };
}

const PMDATA_ITEMS = ["stress", "fatigue", "mood"] as const;
const PMDATA_OUTCOMES = [...PMDATA_ITEMS, "distress"];

/**
 * A person's worst report days: distress at or above their own 80th percentile and above their
 * median (so a person who always reports the same has none); every other report day is compared.
 */
function markWorstDays(person: RealPerson): void {
  const distress = person.outcomes.distress as Map<string, number>;
  const sorted = [...distress.values()].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const cut = at(0.8);
  const median = at(0.5);
  for (const [date, value] of distress) person.worst.set(date, value >= cut && value > median);
}

/** PMData: daily wearable rows and morning wellness reports (in COHORT_FILES order). */
export function pmdataCohort(daily: string, wellness: string): RealCohort {
  const people = new Map<string, RealPerson>();
  for (const row of parseCsv(daily)) {
    const person = personOf(people, row.id ?? "", PMDATA_OUTCOMES);
    const record: BurnoutRecord = {
      date: row.date ?? "",
      recovery_score: null,
      resting_hr: numberOrNull(row.resting_hr) ?? numberOrNull(row.sleep_score_rhr),
      hrv: null,
      sleep_duration_minutes: numberOrNull(row.minutes_asleep),
      sleep_quality_score: numberOrNull(row.sleep_score),
      day_strain: null,
      source: "fitbit",
    };
    if (record.resting_hr !== null || record.sleep_duration_minutes !== null) person.records.push(record);
  }
  for (const row of parseCsv(wellness)) {
    const person = personOf(people, row.id ?? "", PMDATA_OUTCOMES);
    const date = row.date ?? "";
    // 1–5 with 5 best; 0 is "not answered". Reversed so that higher is worse.
    const items = PMDATA_ITEMS.map((item) => numberOrNull(row[item]));
    PMDATA_ITEMS.forEach((item, k) => {
      const value = items[k];
      if (value !== null && value !== undefined && value >= 1) person.outcomes[item]?.set(date, 6 - value);
    });
    if (items.every((value) => value !== null && value !== undefined && value >= 1)) {
      person.outcomes.distress?.set(
        date,
        items.reduce<number>((sum, value) => sum + 6 - (value as number), 0),
      );
    }
    const mood = items[2];
    if (mood !== null && mood !== undefined && mood >= 1)
      person.moods.push({ date, rating: pmdataMood(mood) });
  }
  const list = finish(people);
  for (const person of list) markWorstDays(person);
  return {
    name: "pmdata",
    people: list,
    sameDay: [...PMDATA_ITEMS],
    worstDays: "each person's worst fifth of report days (distress) against the rest",
    forward: [{ name: "distress_next7", outcome: "distress", kind: "mean", minReports: 4 }],
  };
}
