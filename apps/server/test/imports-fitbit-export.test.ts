// A Fitbit data export, generated here (support/fitbit-exports.ts), imported through
// POST /api/imports as its own source, fitbit_export: a Google Takeout zip with two sleep chunks
// sharing a logId, a stages and a classic night, a nap, a resting heart rate written as 0, a trip
// across time zones, both date styles and the *_GoogleData copies; every mapped value checked; a
// re-import changes nothing; the fitbit.com archive and lone files are read the same way.
import type { DataImport } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "./support/api-client.ts";
import {
  type FitbitSleepSpec,
  fitbitExercises,
  fitbitHrvSummary,
  fitbitReadiness,
  fitbitRestingHr,
  fitbitSleepFile,
  fitbitSleepScores,
  zipOf,
} from "./support/fitbit-exports.ts";
import { importExport } from "./support/import-client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

const NIGHT_1: FitbitSleepSpec = {
  logId: 1001,
  dateOfSleep: "2026-03-01",
  start: "2026-02-28T23:05:00.000",
  end: "2026-03-01T06:45:00.000",
  minutesAsleep: 412,
  mainSleep: true,
  type: "stages",
};
const NAP: FitbitSleepSpec = {
  logId: 1002,
  dateOfSleep: "2026-03-01",
  start: "2026-03-01T14:10:00.000",
  end: "2026-03-01T14:50:00.000",
  minutesAsleep: 35,
  mainSleep: false,
  type: "classic",
};
// A classic night (no stages), at the edge of both monthly chunks: counted once.
const NIGHT_2: FitbitSleepSpec = {
  logId: 1003,
  dateOfSleep: "2026-03-02",
  start: "2026-03-01T23:40:00.000",
  end: "2026-03-02T06:50:00.000",
  minutesAsleep: 380,
  mainSleep: true,
  type: "classic",
};
// After a flight to Tokyo: the times are Tokyo's wall time, dated as written.
const NIGHT_3: FitbitSleepSpec = {
  logId: 1004,
  dateOfSleep: "2026-03-03",
  start: "2026-03-02T23:55:00.000",
  end: "2026-03-03T07:20:00.000",
  minutesAsleep: 402,
  mainSleep: true,
  type: "stages",
};
// The merged copies' date style.
const NIGHT_4: FitbitSleepSpec = {
  logId: 1005,
  dateOfSleep: "2026-03-04",
  start: "2026-03-03T23:30:00.000",
  end: "2026-03-04T05:40:00.000",
  minutesAsleep: 348,
  mainSleep: true,
  type: "stages",
  style: "iso",
};

const GLOBAL = "Takeout/Fitbit/Global Export Data";
const TAKEOUT: Record<string, string> = {
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

const VALUES = [
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
const EXPECTED_DAYS = [
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

let server: TestServer;

async function freshUser(): Promise<{ id: string; client: ApiClient }> {
  const user = await signUpUser(server);
  return { id: user.id, client: api(server, user.accessToken) };
}

function storedDays(userId: string) {
  return server.db
    .selectFrom("source_daily_metrics")
    .select([...VALUES])
    .where("user_id", "=", userId)
    .where("source", "=", "fitbit_export")
    .orderBy("date")
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({}, { rescoring: { firstTickMs: 60_000 } });
});
afterAll(() => server.close());

describe("a Google Takeout of Fitbit", () => {
  let user: { id: string; client: ApiClient };
  let done: DataImport;
  beforeAll(async () => {
    user = await freshUser();
    done = await importExport(user.client, zipOf(TAKEOUT), "takeout-20260306T101010Z-001.zip");
  });

  it("finishes with a summary per metric and what was skipped, and why", () => {
    expect(done).toMatchObject({
      kind: "fitbit_export",
      status: "done",
      progress: 1,
      days_imported: 5,
      days_changed: 5,
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
    });
    expect([...done.skipped].sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { reason: "duplicate_files", count: 1 },
      // The night at the edge of both chunks and the exercise on both pages.
      { reason: "duplicate_records", count: 2 },
      { reason: "missing_values", count: 1 },
      { reason: "naps", count: 1 },
      // steps-*.json and archive_browser.html.
      { reason: "other_files", count: 2 },
    ]);
  });

  it("stores every mapped value under fitbit_export, by the date the files write", async () => {
    expect(await storedDays(user.id)).toEqual(EXPECTED_DAYS);
  });

  it("shows the days with Fitbit export as their source", async () => {
    const answer = await user.client.get<{ date: string; source: string }[]>("/health/metrics", {
      start_date: "2026-03-01",
      end_date: "2026-03-05",
      limit: 10,
    });
    expect(answer.body.map((day) => [day.date, day.source])).toEqual(
      EXPECTED_DAYS.map((day) => [day.date, "fitbit_export"]),
    );
  });

  it("changes nothing when the same export is imported again", async () => {
    const read = () =>
      Promise.all(
        (["source_daily_metrics", "health_metrics"] as const).map((table) =>
          server.db.selectFrom(table).selectAll().where("user_id", "=", user.id).execute(),
        ),
      );
    const before = await read();
    expect(await importExport(user.client, zipOf(TAKEOUT), "takeout-20260306T101010Z-001.zip")).toMatchObject(
      {
        status: "done",
        days_imported: 5,
        days_changed: 0,
      },
    );
    expect(await read()).toEqual(before);
  });
});

describe("the fitbit.com archive and lone files", () => {
  it("reads the fitbit.com archive's folders the same way", async () => {
    const { id, client } = await freshUser();
    const archive: Record<string, string> = {};
    for (const [path, text] of Object.entries(TAKEOUT)) {
      const name = path.split("/").pop() ?? path;
      if (path.includes("_GoogleData") || name.endsWith(".html")) continue;
      const folder = name.startsWith("Daily Heart")
        ? "Sleep"
        : name.startsWith("resting")
          ? "Physical Activity"
          : "Sleep";
      archive[`MyFitbitData/JaneDoe/${folder}/${name}`] = text;
    }
    expect(await importExport(client, zipOf(archive), "MyFitbitData.zip")).toMatchObject({
      kind: "fitbit_export",
      status: "done",
      days_imported: 5,
    });
    expect(await storedDays(id)).toEqual(EXPECTED_DAYS);
  });

  it("imports one file on its own, and keeps the metrics it does not carry", async () => {
    const { id, client } = await freshUser();
    await importExport(client, zipOf(TAKEOUT), "takeout.zip");
    const scores = fitbitSleepScores([{ logId: 1001, end: NIGHT_1.end, score: 90, restingHr: 50 }]);
    expect(await importExport(client, scores, "sleep_score.csv")).toMatchObject({
      kind: "fitbit_export",
      status: "done",
      days_imported: 1,
      days_changed: 1,
      days_per_metric: { sleep_quality_score: 1 },
    });
    const [first, ...rest] = await storedDays(id);
    expect(first).toEqual({ ...EXPECTED_DAYS[0], sleep_quality_score: 90 });
    expect(rest).toEqual(EXPECTED_DAYS.slice(1));
    const rhr = fitbitRestingHr([{ date: "2026-03-06", bpm: 55.25 }], "us");
    expect(await importExport(client, rhr, "resting_heart_rate-2026-03-06.json")).toMatchObject({
      status: "done",
      days_per_metric: { resting_hr: 1 },
    });
    expect((await storedDays(id)).at(-1)).toMatchObject({
      date: "2026-03-06",
      resting_hr: 55.3,
      sleep_duration_minutes: null,
    });
  });

  it("refuses an implausible value, naming the file and record, and imports nothing", async () => {
    const { id, client } = await freshUser();
    const bad = fitbitRestingHr([{ date: "2026-03-01", bpm: 612 }], "us");
    const failed = await importExport(client, bad, "resting_heart_rate-2026-01-01.json");
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed.message).toContain("resting_heart_rate-2026-01-01.json, line 1");
    expect(await storedDays(id)).toEqual([]);
  });
});
