// A whole account, exported and imported into a new one, reads back the same (docs/exports.md):
// two sources of the same days (a WHOOP export's and Apple Health's, each with its own resting
// heart rate and HRV measure), a preferred source per metric, notification preferences, WHOOP
// journal answers, early-warning alerts and the file-import history. Each source's days are in
// the export labelled with that source, beside the resolved day the screens show.
import type { DataImport, ExportDocument, Insight, MetricSources } from "@evenkeel/contracts";
import { parseCsv } from "@evenkeel/domain/export";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertHealthMetrics } from "../src/store/metrics.repository.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { daysBefore, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";
import { trpcClient } from "./support/trpc-client.ts";

const today = utcToday();
const DAYS = 20;
const FITBIT_DAYS = 12;
let server: TestServer;
let ada: TestUser;
let fresh: TestUser;
let zipBytes: Uint8Array;

/** `count` days ending `end` days ago, from one source. */
function days(
  count: number,
  end: number,
  values: { resting_hr: number; hrv: number; recovery: number | null; steps?: number },
) {
  return Array.from({ length: count }, (_, index) => ({
    date: daysBefore(today, end + index),
    recovery_score: values.recovery,
    resting_hr: values.resting_hr,
    hrv: values.hrv,
    sleep_duration_minutes: 420 + index,
    sleep_quality_score: 80,
    day_strain: values.recovery === null ? null : 10.5,
    workout_count: 1,
    // Steps from a source that counts them (stored per source and resolved like the others).
    ...(values.steps === undefined ? {} : { steps: values.steps + index }),
  }));
}

async function download(token: string, format: "zip" | "json"): Promise<Response> {
  return fetch(`${server.url}/api/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

async function exportOf(user: TestUser): Promise<ExportDocument> {
  return (await (await download(user.accessToken, "json")).json()) as ExportDocument;
}

/** The export, with what only names rows on one instance (insight ids, the time) set aside. */
function comparable(document: ExportDocument) {
  const insightIndex = new Map(document.insights.map((insight, index) => [insight.id, index]));
  return {
    ...document,
    exported_at: null,
    account: null,
    insights: document.insights.map(({ id: _id, ...insight }) => insight),
    alerts: document.alerts.map((alert) => ({
      ...alert,
      insight_id: alert.insight_id === null ? null : insightIndex.get(alert.insight_id),
    })),
  };
}

/** Every read of the API these rows show in, ids set aside. */
async function reads(client: ApiClient, user: TestUser) {
  const trpc = trpcClient(server, user.accessToken);
  const range = { start_date: daysBefore(today, 60), end_date: today, limit: 100 };
  const all = {
    sources: await trpc.health.sources.query(),
    metrics: (await client.get("/health/metrics", range)).body,
    imports: await trpc.imports.list.query(),
    alerts: await trpc.notifications.alerts.query(),
    preferences: (await client.get<{ preferences: unknown }>("/settings/notifications")).body.preferences,
  };
  return JSON.parse(JSON.stringify(all), (key, value) =>
    key === "id" || key === "user_id" || key === "insight_id" ? undefined : value,
  );
}

beforeAll(async () => {
  server = await startTestServer({}, { rescoring: { firstTickMs: 3_600_000, tickMs: 3_600_000 } });
  ada = await signUpUser(server);
  fresh = await signUpUser(server);
  // A WHOOP export's days first, then Apple Health's: the same 19 days with another resting
  // heart rate and SDNN, and one day of Apple's only.
  const whoopAt = new Date(Date.now() - 60_000).toISOString();
  await upsertHealthMetrics(
    server.db,
    ada.id,
    days(DAYS - 1, 1, { resting_hr: 52, hrv: 61, recovery: 70 }),
    "whoop_export",
    whoopAt,
  );
  const appleDays = days(DAYS, 0, { resting_hr: 62, hrv: 45, recovery: null });
  await upsertHealthMetrics(server.db, ada.id, appleDays, "apple_health", new Date().toISOString(), "sdnn");
  // A Fitbit export's days last: a third source, like any other (RMSSD, its own readiness).
  await upsertHealthMetrics(
    server.db,
    ada.id,
    days(FITBIT_DAYS, 2, { resting_hr: 57, hrv: 41, recovery: 74, steps: 8_000 }),
    "fitbit_export",
    new Date(Date.now() + 1_000).toISOString(),
    "rmssd",
  );
  const trpc = trpcClient(server, ada.accessToken);
  await trpc.health.chooseSource.mutate({ metric: "resting_hr", source: "apple_health" });
  await api(server, ada.accessToken).patch("/settings/notifications", {
    reminder_enabled: true,
    reminder_time: "07:45",
    weekly_summary_email: true,
  });
  const asAda = api(server, ada.accessToken);
  await asAda.post("/health/burnout/calculate", undefined, { days: 30 });
  const alertInsight = (
    await asAda.post<Insight>("/health/insights/generate", undefined, { insight_type: "burnout_alert" })
  ).body;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await server.db
    .insertInto("early_warning_alerts")
    .values([
      {
        id: crypto.randomUUID(),
        user_id: ada.id,
        date: daysBefore(today, 3),
        level: "high",
        status: "sent",
        insight_id: alertInsight.id,
        created_at: at(3),
        read_at: at(2),
      },
      {
        id: crypto.randomUUID(),
        user_id: ada.id,
        date: daysBefore(today, 1),
        level: "critical",
        status: "held",
        insight_id: null,
        created_at: at(1),
        read_at: null,
      },
    ])
    .execute();
  await server.db
    .insertInto("journal_answers")
    .values(
      (
        [
          [daysBefore(today, 2), "Have any alcoholic drinks?", 1, "Two glasses"],
          [daysBefore(today, 4), "Feeling sick or ill?", 0, null],
        ] as const
      ).map(([date, question, answered_yes, notes]) => ({
        user_id: ada.id,
        source: "whoop_export",
        date,
        question,
        answered_yes,
        notes,
        created_at: whoopAt,
        updated_at: whoopAt,
      })),
    )
    .execute();
  const run = { user_id: ada.id, stored_file: null, source_priority: null, updated_at: at(5) };
  await server.db
    .insertInto("data_imports")
    .values([
      {
        ...run,
        id: crypto.randomUUID(),
        kind: "whoop_export",
        status: "done",
        progress: 1,
        file_name: "my_whoop_data.zip",
        file_bytes: 48_213,
        days_imported: 19,
        records_imported: 40,
        first_date: daysBefore(today, 19),
        last_date: daysBefore(today, 1),
        days_per_metric: JSON.stringify({ resting_hr: 19, journal: 2 }),
        skipped: JSON.stringify([
          { reason: "naps", count: 3 },
          { reason: "other_columns", count: 1, names: ["workouts.csv: Distance (meters)"] },
        ]),
        message: null,
        created_at: at(6),
        finished_at: at(6),
      },
      {
        ...run,
        id: crypto.randomUUID(),
        kind: "apple_health",
        status: "failed",
        progress: 0.4,
        file_name: "export.zip",
        file_bytes: 9_000_000,
        days_imported: 0,
        records_imported: 0,
        first_date: null,
        last_date: null,
        days_per_metric: "{}",
        skipped: "[]",
        message: "export.xml, line 12: the file ends too soon.",
        created_at: at(5),
        finished_at: at(5),
      },
      {
        ...run,
        id: crypto.randomUUID(),
        kind: "fitbit_export",
        status: "done",
        progress: 1,
        file_name: "takeout-001.zip",
        file_bytes: 310_000,
        days_imported: FITBIT_DAYS,
        records_imported: 60,
        first_date: daysBefore(today, FITBIT_DAYS + 1),
        last_date: daysBefore(today, 2),
        days_per_metric: JSON.stringify({ resting_hr: FITBIT_DAYS, hrv: FITBIT_DAYS }),
        skipped: JSON.stringify([
          { reason: "missing_values", count: 1 },
          { reason: "duplicate_records", count: 2 },
          { reason: "duplicate_files", count: 3 },
        ]),
        message: null,
        created_at: at(4),
        finished_at: at(4),
      },
    ])
    .execute();
  zipBytes = new Uint8Array(await (await download(ada.accessToken, "zip")).arrayBuffer());
});
afterAll(() => server.close());

describe("the export of an account with three sources", () => {
  it("holds each source's own days, labelled with their source and HRV measure, beside the resolved day", () => {
    const files = unzipSync(zipBytes);
    const [header, ...records] = parseCsv(strFromU8(files["source-daily-metrics.csv"] as Uint8Array));
    const at = (name: string) => header?.indexOf(name) ?? -1;
    const bySource = (source: string) => records.filter((record) => record[at("source")] === source);
    expect(bySource("whoop_export")).toHaveLength(DAYS - 1);
    expect(bySource("apple_health")).toHaveLength(DAYS);
    expect(
      new Set(
        bySource("fitbit_export").map(
          (record) => `${record[at("resting_hr")]} ${record[at("hrv")]} ${record[at("hrv_measure")]}`,
        ),
      ),
    ).toEqual(new Set(["57 41 rmssd"]));
    expect(bySource("fitbit_export")).toHaveLength(FITBIT_DAYS);
    // Steps travel in their own column, only where a source counted them.
    expect(
      bySource("fitbit_export")
        .map((record) => Number(record[at("steps")]))
        .sort(),
    ).toEqual(Array.from({ length: FITBIT_DAYS }, (_, index) => 8_000 + index));
    expect(new Set(bySource("whoop_export").map((record) => record[at("steps")]))).toEqual(new Set([""]));
    expect(new Set(bySource("whoop_export").map((record) => record[at("resting_hr")]))).toEqual(
      new Set(["52"]),
    );
    expect(
      new Set(
        bySource("apple_health").map((record) => `${record[at("resting_hr")]} ${record[at("hrv_measure")]}`),
      ),
    ).toEqual(new Set(["62 sdnn"]));
    // The day the screens show: the chosen source's resting heart rate, one row a day.
    const [shownHeader, ...shown] = parseCsv(strFromU8(files["daily-metrics.csv"] as Uint8Array));
    expect(shown).toHaveLength(DAYS);
    expect(new Set(shown.map((record) => record[shownHeader?.indexOf("resting_hr") ?? -1]))).toEqual(
      new Set(["62"]),
    );
    // The only source with steps gives the shown day its steps.
    expect(shown.filter((record) => record[shownHeader?.indexOf("steps") ?? -1] !== "")).toHaveLength(
      FITBIT_DAYS,
    );
  });
});

describe("importing it into a new account", () => {
  it("reads back deep-equal: every source, the preferred source, preferences, journal, alerts and imports", async () => {
    const answer = await fetch(`${server.url}/api/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${fresh.accessToken}`, "content-type": "application/zip" },
      body: zipBytes,
    });
    expect(answer.status).toBe(200);
    const original = await exportOf(ada);
    expect(original.source_metrics).toHaveLength(2 * DAYS - 1 + FITBIT_DAYS);
    expect(original.metric_sources).toEqual([{ metric: "resting_hr", source: "apple_health" }]);
    expect(original.journal_answers).toHaveLength(2);
    expect(original.alerts).toHaveLength(2);
    expect(original.imports).toHaveLength(3);
    expect(comparable(await exportOf(fresh))).toEqual(comparable(original));

    const before = await reads(api(server, ada.accessToken), ada);
    expect((before.sources as MetricSources).sources).toEqual([
      "whoop_export",
      "apple_health",
      "fitbit_export",
    ]);
    expect(
      (before.imports as DataImport[]).find((run) => run.kind === "fitbit_export")?.skipped,
    ).toHaveLength(3);
    expect((before.imports as DataImport[]).find((run) => run.kind === "whoop_export")?.skipped).toHaveLength(
      2,
    );
    expect(await reads(api(server, fresh.accessToken), fresh)).toEqual(before);
    // The alert still opens its Burnout Analysis insight in the new account.
    const [, sent] = await trpcClient(server, fresh.accessToken).notifications.alerts.query();
    const detail = await trpcClient(server, fresh.accessToken).notifications.alert.query({
      id: sent?.id ?? "",
    });
    expect(detail.insight?.insight_type).toBe("burnout_alert");
  });

  it("changes nothing when imported again", async () => {
    const before = await exportOf(fresh);
    const again = await fetch(`${server.url}/api/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${fresh.accessToken}`, "content-type": "application/zip" },
      body: zipBytes,
    });
    expect(again.status).toBe(200);
    expect({ ...(await exportOf(fresh)), exported_at: null }).toEqual({ ...before, exported_at: null });
  });
});
