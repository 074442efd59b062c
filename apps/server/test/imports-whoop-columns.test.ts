// A WHOOP export file is recognised by the columns Evenkeel reads (docs/wearables.md "WHOOP data
// export"): a newer app's file with more of them (workouts' distance and altitude after "GPS
// enabled", a column inside the cycles, columns in another order) imports, and the columns left
// out are named in the summary; a file without a column Evenkeel needs is refused, naming it,
// and nothing is stored.
import type { HealthMetric } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHOOP_FILES } from "../src/imports/whoop-export/whoop-export.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { whoopCsvOf, whoopCycle, whoopJournal, whoopWorkout, whoopZip } from "./support/health-exports.ts";
import { importExport } from "./support/import-client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

const C1 = "2026-04-01 22:40:00";
const C2 = "2026-04-02 23:10:00";
const CYCLE_ROWS = [
  whoopCycle({
    start: C1,
    recovery: 67,
    rhr: 54,
    hrv: 61.5,
    strain: 12.3,
    wake: "2026-04-02 06:50:00",
    asleep: 430,
  }),
  whoopCycle({
    start: C2,
    recovery: 45,
    rhr: 58,
    hrv: 48.2,
    strain: 8.7,
    wake: "2026-04-03 07:05:00",
    asleep: 395,
  }),
].map((row) => ({ ...row, "Skin temp (fahrenheit)": 92.1 }));
const WORKOUT_ROWS = [
  whoopWorkout(C1, "2026-04-02 07:30:00", "2026-04-02 08:15:00"),
  whoopWorkout(C1, "2026-04-02 18:00:00", "2026-04-02 18:40:00", "Cycling"),
  whoopWorkout(C2, "2026-04-03 17:00:00", "2026-04-03 17:45:00", "Cycling"),
].map((row) => ({ ...row, "Distance (meters)": 8200, "Altitude gain (meters)": 120 }));

/** The cycles of a newer app: a column more inside, and the journal's columns in another order. */
const NEWER_CYCLES = [
  ...WHOOP_FILES.cycles.slice(0, 7),
  "Skin temp (fahrenheit)",
  ...WHOOP_FILES.cycles.slice(7),
].reverse();
const NEWER_WORKOUTS = [...WHOOP_FILES.workouts, "Distance (meters)", "Altitude gain (meters)"];
const NEWER_JOURNAL = ["Question text", "Answered yes", "Notes", ...WHOOP_FILES.journal.slice(0, 3)];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { rescoring: { firstTickMs: 60_000 } });
});
afterAll(() => server.close());

async function freshUser(): Promise<{ id: string; client: ApiClient }> {
  const user = await signUpUser(server);
  return { id: user.id, client: api(server, user.accessToken) };
}

async function metrics(client: ApiClient): Promise<HealthMetric[]> {
  const range = { start_date: "2026-03-25", end_date: "2026-04-30", limit: 100 };
  return (await client.get<HealthMetric[]>("/health/metrics", range)).body;
}

describe("a WHOOP export of a newer app version, with more columns", () => {
  it("imports every workout and names the columns it left out in the summary", async () => {
    const { client } = await freshUser();
    const zip = whoopZip({
      "my_whoop_data/physiological_cycles.csv": whoopCsvOf(NEWER_CYCLES, CYCLE_ROWS),
      "my_whoop_data/workouts.csv": whoopCsvOf(NEWER_WORKOUTS, WORKOUT_ROWS),
      "my_whoop_data/journal_entries.csv": whoopCsvOf(NEWER_JOURNAL, [whoopJournal(C1, "Travel?", true)]),
    });
    const done = await importExport(client, zip, "my_whoop_data.zip");
    expect(done).toMatchObject({
      status: "done",
      days_imported: 2,
      days_per_metric: { workout_count: 2, hrv: 2, journal: 1 },
    });
    expect(done.skipped).toEqual([
      {
        reason: "other_columns",
        count: 3,
        names: [
          "physiological_cycles.csv: Skin temp (fahrenheit)",
          "workouts.csv: Distance (meters)",
          "workouts.csv: Altitude gain (meters)",
        ],
      },
    ]);
    const days = await metrics(client);
    expect(days.map((day) => [day.date, day.workout_count, day.hrv, day.recovery_score])).toEqual([
      ["2026-04-02", 2, 61.5, 67],
      ["2026-04-03", 1, 48.2, 45],
    ]);
  });

  it("maps a translated file whose known columns come first, leaving the newer ones out", async () => {
    const { client } = await freshUser();
    const spanish = WHOOP_FILES.cycles.map((column, index) =>
      column.replace(/^[^(%]*/, (words) => (words.trim() === "" ? "" : `Campo ${index} `)),
    );
    const csv = whoopCsvOf([...WHOOP_FILES.cycles, "Distance (meters)"], CYCLE_ROWS, [
      ...spanish,
      "Distancia (meters)",
    ]);
    const done = await importExport(client, csv, "ciclos_fisiologicos.csv");
    expect(done).toMatchObject({ status: "done", days_imported: 2 });
    expect(done.skipped).toEqual([
      { reason: "other_columns", count: 1, names: ["ciclos_fisiologicos.csv: Distancia (meters)"] },
    ]);
    expect((await metrics(client)).map((day) => day.hrv)).toEqual([61.5, 48.2]);
  });
});

describe("a WHOOP export file without a column Evenkeel needs", () => {
  it("is refused, naming the missing column, and nothing is stored", async () => {
    const { id, client } = await freshUser();
    const withoutHrv = WHOOP_FILES.cycles.filter((column) => column !== "Heart rate variability (ms)");
    const zip = whoopZip({
      "physiological_cycles.csv": whoopCsvOf(withoutHrv, CYCLE_ROWS),
      "workouts.csv": whoopCsvOf(NEWER_WORKOUTS, WORKOUT_ROWS),
    });
    const done = await importExport(client, zip, "my_whoop_data.zip");
    expect(done).toMatchObject({
      status: "failed",
      message:
        'physiological_cycles.csv looks like a WHOOP export file but has no "Heart rate variability (ms)" column, which Evenkeel needs. Nothing was imported.',
    });
    const stored = await server.db
      .selectFrom("source_daily_metrics")
      .select("date")
      .where("user_id", "=", id)
      .execute();
    expect(stored).toEqual([]);
  });

  it("names every missing column of a workouts file", async () => {
    const { client } = await freshUser();
    const columns = WHOOP_FILES.workouts.filter((column) => column !== "Workout start time");
    const zip = whoopZip({
      "physiological_cycles.csv": whoopCsvOf(WHOOP_FILES.cycles, CYCLE_ROWS),
      "workouts.csv": whoopCsvOf(columns, WORKOUT_ROWS),
    });
    const done = await importExport(client, zip, "my_whoop_data.zip");
    expect(done.status).toBe("failed");
    expect(done.message).toBe(
      'workouts.csv looks like a WHOOP export file but has no "Workout start time" column, which Evenkeel needs. Nothing was imported.',
    );
  });
});
