// An Apple Health export, generated here, imported through POST /api/imports the way
// Settings uploads it. Every mapped value is checked: resting HR (Watch over iPhone over other
// apps, or the user's order), HRV (the median of SDNN readings, stored as "sdnn"), sleep (every
// sleep value, asleep intervals of all sources merged by time, a nap apart, the night on the
// local date it ends on, across a DST change and a trip to another time zone), workouts per
// local day; the zip as the Health app makes it; a re-import changes nothing.
import fs from "node:fs";
import path from "node:path";
import type { DataImport, HealthMetric } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importsFolderId } from "../src/imports/imports-folder.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import {
  appleHealthXml,
  appleHealthZip,
  heartRate,
  hrvSdnn,
  IPHONE,
  OTHER_APP,
  restingHr,
  sleep,
  stepCount,
  workout,
} from "./support/health-exports.ts";
import { importExport, waitForImport } from "./support/import-client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";
import { trpcClient, trpcFailure } from "./support/trpc-client.ts";

const NY = "-0500";
const NY_DST = "-0400";
const TOKYO = "+0900";

/** A month of one person's Apple Health: Watch, iPhone and AutoSleep, New York then Tokyo. */
const ELEMENTS = [
  // Night ending 2026-03-07 in New York: every sleep value, AutoSleep overlapping the Watch.
  sleep("InBed", `2026-03-06 22:30:00 ${NY}`, `2026-03-07 06:45:00 ${NY}`),
  sleep("AsleepCore", `2026-03-06 23:00:00 ${NY}`, `2026-03-07 01:00:00 ${NY}`),
  sleep("AsleepDeep", `2026-03-07 01:00:00 ${NY}`, `2026-03-07 02:00:00 ${NY}`),
  sleep("Awake", `2026-03-07 02:00:00 ${NY}`, `2026-03-07 02:15:00 ${NY}`),
  sleep("AsleepREM", `2026-03-07 02:15:00 ${NY}`, `2026-03-07 04:00:00 ${NY}`),
  sleep("AsleepCore", `2026-03-07 04:00:00 ${NY}`, `2026-03-07 05:30:00 ${NY}`),
  sleep("AsleepUnspecified", `2026-03-07 04:30:00 ${NY}`, `2026-03-07 06:00:00 ${NY}`, OTHER_APP),
  // An afternoon nap (the old "Asleep" value): never the night's sleep.
  sleep("Asleep", `2026-03-07 14:00:00 ${NY}`, `2026-03-07 14:40:00 ${NY}`, IPHONE),
  restingHr(55, `2026-03-07 07:00:00 ${NY}`),
  restingHr(60, `2026-03-07 07:05:00 ${NY}`, IPHONE),
  hrvSdnn(40, `2026-03-07 03:00:00 ${NY}`),
  hrvSdnn(70, `2026-03-07 11:00:00 ${NY}`),
  hrvSdnn(50, `2026-03-07 19:00:00 ${NY}`),
  hrvSdnn(90, `2026-03-07 20:00:00 ${NY}`, IPHONE),
  workout(`2026-03-07 07:30:00 ${NY}`, `2026-03-07 08:10:00 ${NY}`),
  workout(`2026-03-07 18:00:00 ${NY}`, `2026-03-07 18:45:00 ${NY}`, "HKWorkoutActivityTypeYoga"),
  stepCount(420, `2026-03-07 09:00:00 ${NY}`, `2026-03-07 09:10:00 ${NY}`),
  heartRate(72, `2026-03-07 09:00:00 ${NY}`),
  // The DST night (clocks go forward at 2:00 on 2026-03-08): asleep 2 h + 3.5 h over 6.5 h.
  sleep("AsleepCore", `2026-03-07 23:30:00 ${NY}`, `2026-03-08 01:30:00 ${NY}`),
  sleep("AsleepREM", `2026-03-08 03:30:00 ${NY_DST}`, `2026-03-08 07:00:00 ${NY_DST}`),
  restingHr(57, `2026-03-08 08:00:00 ${NY_DST}`),
  // A day only the iPhone recorded: its reading stands.
  restingHr(63, `2026-03-09 08:00:00 ${NY_DST}`, IPHONE),
  // In Tokyo: the night ends on the 20th there (the 19th in New York, and in UTC).
  sleep("AsleepCore", `2026-03-19 23:00:00 ${TOKYO}`, `2026-03-20 03:00:00 ${TOKYO}`),
  sleep("AsleepDeep", `2026-03-20 03:00:00 ${TOKYO}`, `2026-03-20 06:00:00 ${TOKYO}`),
  restingHr(58, `2026-03-20 08:00:00 ${TOKYO}`),
  hrvSdnn(44, `2026-03-20 08:00:00 ${TOKYO}`),
  hrvSdnn(46, `2026-03-20 09:00:00 ${TOKYO}`),
  workout(`2026-03-20 07:30:00 ${TOKYO}`, `2026-03-20 08:00:00 ${TOKYO}`),
];
const XML = appleHealthXml(ELEMENTS);

let server: TestServer;
let client: ApiClient;
let userId: string;
let token: string;
let first: DataImport;

async function metrics(as: ApiClient = client): Promise<HealthMetric[]> {
  const answer = await as.get<HealthMetric[]>("/health/metrics", {
    start_date: "2026-03-01",
    end_date: "2026-03-31",
    limit: 100,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const day = (rows: HealthMetric[], date: string) => rows.find((row) => row.date === date);

beforeAll(async () => {
  server = await startTestServer({}, { rescoring: { firstTickMs: 60_000, pauseMs: 0 } });
  const user = await signUpUser(server);
  userId = user.id;
  token = user.accessToken;
  client = api(server, user.accessToken);
  first = await importExport(client, XML, "export.xml");
});
afterAll(() => server.close());

describe("importing an Apple Health export.xml", () => {
  it("finishes with a summary: days per metric, the range, what was skipped and why", () => {
    expect(first).toMatchObject({
      kind: "apple_health",
      status: "done",
      progress: 1,
      file_name: "export.xml",
      first_date: "2026-03-07",
      last_date: "2026-03-20",
      days_imported: 4,
      days_changed: 4,
      message: null,
      days_per_metric: {
        resting_hr: 4,
        hrv: 2,
        sleep_duration_minutes: 3,
        sleep_quality_score: 3,
        workout_count: 2,
      },
    });
    expect(Object.fromEntries(first.skipped.map((entry) => [entry.reason, entry.count]))).toEqual({
      other_record_types: 2,
      in_bed_or_awake: 2,
      naps: 1,
      lower_priority_source: 2,
    });
    expect(first.records_imported).toBeGreaterThan(20);
  });

  it("stores each day under the source apple_health, with HRV as SDNN", async () => {
    const rows = await metrics();
    expect(rows.map((row) => row.date)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-20"]);
    for (const row of rows) expect(row.source).toBe("apple_health");
    expect(day(rows, "2026-03-07")?.hrv_measure).toBe("sdnn");
    expect(day(rows, "2026-03-09")?.hrv_measure).toBeNull();
  });

  it("takes the Watch's resting HR over the iPhone's, and the iPhone's when it is the only one", async () => {
    const rows = await metrics();
    expect(day(rows, "2026-03-07")?.resting_hr).toBe(55);
    expect(day(rows, "2026-03-08")?.resting_hr).toBe(57);
    expect(day(rows, "2026-03-09")?.resting_hr).toBe(63);
    expect(day(rows, "2026-03-20")?.resting_hr).toBe(58);
  });

  it("takes the median of the Watch's SDNN readings, leaving the iPhone's out", async () => {
    const rows = await metrics();
    expect(day(rows, "2026-03-07")?.hrv).toBe(50);
    expect(day(rows, "2026-03-20")?.hrv).toBe(45);
  });

  it("merges the asleep intervals of every source, leaves in-bed, awake and the nap out", async () => {
    // 23:00–02:00 and 02:15–06:00 (the Watch's 04:00–05:30 and AutoSleep's 04:30–06:00 once):
    // 405 minutes asleep over 420 from first to last asleep.
    const row = day(await metrics(), "2026-03-07");
    expect(row?.sleep_duration_minutes).toBe(405);
    expect(row?.sleep_quality_score).toBe(96);
  });

  it("dates the DST night by the morning it ends, counting real time across the change", async () => {
    // 23:30 EST → 01:30 EST (2 h) and 03:30 EDT → 07:00 EDT (3.5 h): 330 minutes over 390.
    const row = day(await metrics(), "2026-03-08");
    expect(row?.sleep_duration_minutes).toBe(330);
    expect(row?.sleep_quality_score).toBe(85);
  });

  it("keeps a day local to where the person was after a change of time zone", async () => {
    const row = day(await metrics(), "2026-03-20");
    expect(row?.sleep_duration_minutes).toBe(420);
    expect(row?.sleep_quality_score).toBe(100);
    expect(row?.workout_count).toBe(1);
    expect(day(await metrics(), "2026-03-19")).toBeUndefined();
  });

  it("counts workouts per local day", async () => {
    const rows = await metrics();
    expect(day(rows, "2026-03-07")?.workout_count).toBe(2);
    expect(day(rows, "2026-03-08")?.workout_count).toBeNull();
  });

  it("imports nothing twice: the same file again changes no stored row", async () => {
    const before = await server.db
      .selectFrom("source_daily_metrics")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    const resolvedBefore = await server.db
      .selectFrom("health_metrics")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    const again = await importExport(client, XML, "export.xml");
    // The summary says nothing changed (days_changed 0) rather than counting the days again.
    expect(again).toMatchObject({ status: "done", days_imported: 4, days_changed: 0 });
    expect(
      await server.db.selectFrom("source_daily_metrics").selectAll().where("user_id", "=", userId).execute(),
    ).toEqual(before);
    expect(
      await server.db.selectFrom("health_metrics").selectAll().where("user_id", "=", userId).execute(),
    ).toEqual(resolvedBefore);
  });

  it("lists the user's imports, newest first", async () => {
    const list = await client.get<DataImport[]>("/imports");
    expect(list.status).toBe(200);
    expect(list.body.length).toBe(2);
    expect(list.body[1]?.id).toBe(first.id);
  });

  it("answers the same over tRPC, and another user's id as not found", async () => {
    const trpc = trpcClient(server, token);
    expect(await trpc.imports.get.query({ id: first.id })).toEqual(
      (await client.get(`/imports/${first.id}`)).body,
    );
    expect((await trpc.imports.list.query()).map((entry) => entry.id)).toContain(first.id);
    const stranger = await signUpUser(server);
    expect(await api(server, stranger.accessToken).get(`/imports/${first.id}`)).toMatchObject({
      status: 404,
      body: { detail: "Import not found" },
    });
    expect(
      await trpcFailure(trpcClient(server, stranger.accessToken).imports.get.query({ id: first.id })),
    ).toMatchObject({
      httpStatus: 404,
      detail: "Import not found",
    });
  });
});

describe("the OpenAPI document", () => {
  it("describes the upload (multipart, 202, 413) and both reads", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const upload = document.paths["/imports"]?.post;
    expect(Object.keys(upload?.responses ?? {})).toEqual(
      expect.arrayContaining(["202", "400", "401", "413"]),
    );
    expect(JSON.stringify(upload?.requestBody)).toContain("multipart/form-data");
    expect(document.paths["/imports"]?.get?.responses["200"]).toBeDefined();
    expect(document.paths["/imports/{id}"]?.get?.responses["200"]).toBeDefined();
  });
});

describe("importing export.zip as the Health app makes it", () => {
  it("reads apple_health_export/export.xml and skips the other files", async () => {
    const user = await signUpUser(server);
    const other = api(server, user.accessToken);
    const done = await importExport(other, appleHealthZip(XML), "export.zip");
    expect(done).toMatchObject({ status: "done", kind: "apple_health", days_imported: 4 });
    expect(done.skipped).toContainEqual({ reason: "other_files", count: 2 });
    const rows = await metrics(other);
    expect(day(rows, "2026-03-07")).toMatchObject({ resting_hr: 55, hrv: 50, sleep_duration_minutes: 405 });
  });

  it("follows the user's order of devices when asked: iPhone first", async () => {
    const user = await signUpUser(server);
    const other = api(server, user.accessToken);
    const done = await importExport(other, XML, "export.xml", {
      apple_source_priority: "iphone,watch,other",
    });
    expect(done.status).toBe("done");
    const rows = await metrics(other);
    expect(day(rows, "2026-03-07")).toMatchObject({ resting_hr: 60, hrv: 90 });
  });
});

describe("after an import", () => {
  it("queues the days it touched for the history rescoring, which scores them", async () => {
    const job = await server.db
      .selectFrom("score_rescoring")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    expect(job?.from_date).toBe("2026-03-07");
    expect(job && job.to_date >= "2026-03-20").toBe(true);
    const status = await client.get<{ state: string }>("/health/burnout/rescoring");
    expect(status.status).toBe(200);
  });
});

describe("an import a restart interrupted", () => {
  it("is taken up again from the start when the server comes back", async () => {
    const restarted = await startTestServer({}, { imports: { firstTickMs: 50, tickMs: 200 } });
    try {
      const user = await signUpUser(restarted);
      // What a server stopped mid-import leaves: the upload on disk and a running row.
      const dir = path.join(restarted.dataDir, "imports");
      fs.mkdirSync(dir, { recursive: true });
      // Named as uploads are: after the imports folder's id (import-runner.ts).
      const storedFile = `${importsFolderId(restarted.dataDir)}-interrupted.upload`;
      fs.writeFileSync(path.join(dir, storedFile), XML);
      const now = new Date().toISOString();
      await restarted.db
        .insertInto("data_imports")
        .values({
          id: "interrupted-import",
          user_id: user.id,
          kind: "apple_health",
          status: "running",
          progress: 0.4,
          file_name: "export.xml",
          file_bytes: Buffer.byteLength(XML),
          stored_file: storedFile,
          source_priority: null,
          first_date: null,
          last_date: null,
          message: null,
          created_at: now,
          updated_at: now,
          finished_at: null,
        })
        .execute();
      const other = api(restarted, user.accessToken);
      const done = await waitForImport(other, "interrupted-import");
      expect(done).toMatchObject({ status: "done", days_imported: 4 });
      expect(day(await metrics(other), "2026-03-07")).toMatchObject({ resting_hr: 55, hrv: 50 });
      expect(fs.existsSync(path.join(dir, "interrupted.upload"))).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});
