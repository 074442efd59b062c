// One generated Google Takeout of Fitbit (support/fitbit-exports.ts) and every value it gives,
// shared by the suites that import it as one zip, as several zips, or as its files: two sleep
// chunks sharing a logId, a stages and a classic night, a nap, a resting heart rate written as 0,
// a trip across time zones, both date styles and the *_GoogleData copies.
import {
  type FitbitSleepSpec,
  fitbitExercises,
  fitbitHrvSummary,
  fitbitReadiness,
  fitbitRestingHr,
  fitbitSleepFile,
  fitbitSleepScores,
} from "./fitbit-exports.ts";
import type { TestServer } from "./test-server.ts";

export const NIGHT_1: FitbitSleepSpec = {
  logId: 1001,
  dateOfSleep: "2026-03-01",
  start: "2026-02-28T23:05:00.000",
  end: "2026-03-01T06:45:00.000",
  minutesAsleep: 412,
  mainSleep: true,
  type: "stages",
};
export const NAP: FitbitSleepSpec = {
  logId: 1002,
  dateOfSleep: "2026-03-01",
  start: "2026-03-01T14:10:00.000",
  end: "2026-03-01T14:50:00.000",
  minutesAsleep: 35,
  mainSleep: false,
  type: "classic",
};
// A classic night (no stages), at the edge of both monthly chunks: counted once.
export const NIGHT_2: FitbitSleepSpec = {
  logId: 1003,
  dateOfSleep: "2026-03-02",
  start: "2026-03-01T23:40:00.000",
  end: "2026-03-02T06:50:00.000",
  minutesAsleep: 380,
  mainSleep: true,
  type: "classic",
};
// After a flight to Tokyo: the times are Tokyo's wall time, dated as written.
export const NIGHT_3: FitbitSleepSpec = {
  logId: 1004,
  dateOfSleep: "2026-03-03",
  start: "2026-03-02T23:55:00.000",
  end: "2026-03-03T07:20:00.000",
  minutesAsleep: 402,
  mainSleep: true,
  type: "stages",
};
// The merged copies' date style.
export const NIGHT_4: FitbitSleepSpec = {
  logId: 1005,
  dateOfSleep: "2026-03-04",
  start: "2026-03-03T23:30:00.000",
  end: "2026-03-04T05:40:00.000",
  minutesAsleep: 348,
  mainSleep: true,
  type: "stages",
  style: "iso",
};

export const GLOBAL = "Takeout/Fitbit/Global Export Data";
export const TAKEOUT: Record<string, string> = {
  [`${GLOBAL}/resting_heart_rate-2026-01-01.json`]: fitbitRestingHr(
    [
      { date: "2026-03-01", bpm: 58.43 },
      { date: "2026-03-02", bpm: 0 },
      { date: "2026-03-03", bpm: 61.2 },
      { date: "2026-03-04", bpm: 57 },
    ],
    "us",
  ),
  [`${GLOBAL}/resting_heart_rate-2026-03-05.json`]: fitbitRestingHr(
    [{ date: "2026-03-05", bpm: 56.5 }],
    "iso",
  ),
  [`${GLOBAL}/sleep-2026-02-04.json`]: fitbitSleepFile([NIGHT_1, NAP, NIGHT_2]),
  [`${GLOBAL}/sleep-2026-03-06.json`]: fitbitSleepFile([NIGHT_2, NIGHT_3, NIGHT_4]),
  [`${GLOBAL}/exercise-0.json`]: fitbitExercises([
    { logId: 5001, date: "2026-03-01", time: "18:10:00", name: "Run", style: "us" },
    { logId: 5002, date: "2026-03-03", time: "07:30:00", name: "Walk", style: "us" },
    { logId: 5003, date: "2026-03-03", time: "23:50:00", name: "Yoga", style: "us" },
  ]),
  [`${GLOBAL}/exercise-100.json`]: fitbitExercises([
    { logId: 5003, date: "2026-03-03", time: "23:50:00", name: "Yoga", style: "us" },
    { logId: 5004, date: "2026-03-04", time: "12:00:00", name: "Bike", style: "iso" },
  ]),
  [`${GLOBAL}/steps-2026-03-01.json`]: JSON.stringify([{ dateTime: "03/01/26 00:00:00", value: "12" }]),
  "Takeout/Fitbit/Sleep Score/sleep_score.csv": fitbitSleepScores([
    { logId: 1001, end: NIGHT_1.end, score: 81, restingHr: 58 },
    { logId: 1003, end: NIGHT_2.end, score: 74, restingHr: 60 },
    { logId: 1004, end: NIGHT_3.end, score: 79, restingHr: 59 },
  ]),
  "Takeout/Fitbit/Heart Rate Variability/Daily Heart Rate Variability Summary - 2026-03-(01).csv":
    fitbitHrvSummary([
      { date: "2026-03-01", rmssd: 42.7 },
      { date: "2026-03-02", rmssd: 38.1 },
      { date: "2026-03-03", rmssd: 45.9 },
    ]),
  "Takeout/Fitbit/Daily Readiness/Daily Readiness Score - 2026-03-01.csv": fitbitReadiness([
    { date: "2026-03-01", score: 72 },
    { date: "2026-03-02", score: 65 },
    { date: "2026-03-04", score: 80 },
  ]),
  "Takeout/Fitbit/Sleep_GoogleData/UserSleeps_2026-03.csv":
    "sleep_id,start_time,end_time,start_utc_offset,data source\n1,2026-02-28T22:05:00Z,2026-03-01T05:45:00Z,+01:00,Fitbit",
  "Takeout/archive_browser.html": "<html></html>",
};

export const VALUES = [
  "date",
  "recovery_score",
  "resting_hr",
  "hrv",
  "hrv_measure",
  "sleep_duration_minutes",
  "sleep_quality_score",
  "day_strain",
  "workout_count",
] as const;

/** Every day the Takeout above gives, every value. */
export const EXPECTED_DAYS = [
  {
    date: "2026-03-01",
    recovery_score: 72,
    resting_hr: 58.4,
    hrv: 42.7,
    hrv_measure: "rmssd",
    sleep_duration_minutes: 412,
    sleep_quality_score: 81,
    day_strain: null,
    workout_count: 1,
  },
  // The resting heart rate of 0 is no value: the sleep score's fills the day.
  {
    date: "2026-03-02",
    recovery_score: 65,
    resting_hr: 60,
    hrv: 38.1,
    hrv_measure: "rmssd",
    sleep_duration_minutes: 380,
    sleep_quality_score: 74,
    day_strain: null,
    workout_count: 0,
  },
  // The late yoga in Tokyo stays on the day it was written on.
  {
    date: "2026-03-03",
    recovery_score: null,
    resting_hr: 61.2,
    hrv: 45.9,
    hrv_measure: "rmssd",
    sleep_duration_minutes: 402,
    sleep_quality_score: 79,
    day_strain: null,
    workout_count: 2,
  },
  {
    date: "2026-03-04",
    recovery_score: 80,
    resting_hr: 57,
    hrv: null,
    hrv_measure: null,
    sleep_duration_minutes: 348,
    sleep_quality_score: null,
    day_strain: null,
    workout_count: 1,
  },
  // After the last exercise: no workout count is claimed.
  {
    date: "2026-03-05",
    recovery_score: null,
    resting_hr: 56.5,
    hrv: null,
    hrv_measure: null,
    sleep_duration_minutes: null,
    sleep_quality_score: null,
    day_strain: null,
    workout_count: null,
  },
];

/** The import's summary of the Takeout, however its files are uploaded (days changed aside). */
export const TAKEOUT_SUMMARY = {
  kind: "fitbit_export",
  status: "done",
  progress: 1,
  days_imported: 5,
  // 4 resting heart rates, 4 main sleeps, 3 scores, 3 HRVs, 3 readiness scores, 4 exercises.
  records_imported: 21,
  first_date: "2026-03-01",
  last_date: "2026-03-05",
  days_per_metric: {
    resting_hr: 5,
    sleep_duration_minutes: 4,
    sleep_quality_score: 3,
    hrv: 3,
    recovery_score: 3,
    workout_count: 4,
  },
  message: null,
};

/** The user's days stored under fitbit_export, every value the Takeout maps, by date. */
export function storedFitbitDays(server: TestServer, userId: string) {
  return server.db
    .selectFrom("source_daily_metrics")
    .select([...VALUES])
    .where("user_id", "=", userId)
    .where("source", "=", "fitbit_export")
    .orderBy("date")
    .execute();
}
