// A Fitbit data export, generated (support/fitbit-takeout.ts), imported through
// POST /api/imports as its own source, fitbit_export: a Google Takeout zip with two sleep chunks
// sharing a logId, a stages and a classic night, a nap, a resting heart rate written as 0, a trip
// across time zones, both date styles and the *_GoogleData copies; every mapped value checked; a
// re-import changes nothing; the fitbit.com archive and lone files are read the same way.
import type { DataImport } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "./support/api-client.ts";
import { fitbitRestingHr, fitbitSleepScores, zipOf } from "./support/fitbit-exports.ts";
import {
  EXPECTED_DAYS,
  NIGHT_1,
  storedFitbitDays,
  TAKEOUT,
  TAKEOUT_SUMMARY,
} from "./support/fitbit-takeout.ts";
import { importExport } from "./support/import-client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

let server: TestServer;

async function freshUser(): Promise<{ id: string; client: ApiClient }> {
  const user = await signUpUser(server);
  return { id: user.id, client: api(server, user.accessToken) };
}

const storedDays = (userId: string) => storedFitbitDays(server, userId);

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
    expect(done).toMatchObject({ ...TAKEOUT_SUMMARY, days_changed: 5 });
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
