// The preferred source per metric (docs/decisions/031-preferred-sources-and-stress.md), over
// REST and tRPC against the real server: with WHOOP first and Oura second, a user reads each
// metric from the source they choose (one value per day, never an average), HRV switches its
// one measure with its source, the choice is refused for a source without data, clearing it
// goes back to "the provider connected first", and a change bumps the data version and
// rescores the stored history in the background.
import type { HealthMetric, MetricSources } from "@evenkeel/contracts";
import { NO_DATA_FROM_SOURCE } from "@evenkeel/contracts";
import { ekScoringRule } from "@evenkeel/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertHealthMetrics } from "../src/store/metrics.repository.ts";
import {
  advanceRescoring,
  queueRescoring,
  startOrResumeRescoring,
} from "../src/store/score-rescoring.repository.ts";
import { upsertScores } from "../src/store/scores.repository.ts";
import { api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { scoreResult } from "./support/store-fixtures.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";
import { trpcClient, trpcFailure } from "./support/trpc-client.ts";

const today = utcToday();
const DAYS = 20;
let server: TestServer;

beforeAll(async () => {
  // The rescoring job only runs when woken (a choice wakes it), never on its own timer here.
  server = await startTestServer(
    {},
    { rescoring: { firstTickMs: 3_600_000, tickMs: 3_600_000, pauseMs: 0 } },
  );
});
afterAll(async () => {
  await server.close();
});

/** WHOOP delivered first; Oura later, with other values, no strain, and the day's stress. */
async function twoSources(user: TestUser): Promise<void> {
  await seedMetricDays(server.db, user.id, today, DAYS, () => ({ hrv: 80, resting_hr: 50 }), "whoop");
  await new Promise((resolve) => setTimeout(resolve, 5));
  const ouraDays = Array.from({ length: DAYS }, (_, index) => ({
    date: daysBefore(today, index),
    recovery_score: 88,
    resting_hr: 44,
    hrv: 61,
    sleep_duration_minutes: 455,
    sleep_quality_score: 91,
    day_strain: null,
    workout_count: 3,
  }));
  await upsertHealthMetrics(server.db, user.id, ouraDays, "oura", new Date().toISOString());
  await server.db
    .updateTable("source_daily_metrics")
    .set({ stress_high_minutes: 95, recovery_high_minutes: 40, stress_day_summary: "stressful" })
    .where("user_id", "=", user.id)
    .where("source", "=", "oura")
    .execute();
}

async function days(user: TestUser): Promise<HealthMetric[]> {
  const answer = await api(server, user.accessToken).get<HealthMetric[]>("/health/metrics", {
    start_date: daysBefore(today, DAYS),
    limit: 100,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function dataVersion(userId: string): Promise<number> {
  const row = await server.db
    .selectFrom("user_data_versions")
    .select("version")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

describe("the preferred source per metric", () => {
  it("lists each metric's sources, WHOOP (connected first) read by default", async () => {
    const user = await signUpUser(server);
    await twoSources(user);
    const answer = await api(server, user.accessToken).get<MetricSources>("/health/sources");
    expect(answer.status).toBe(200);
    expect(answer.body.sources).toEqual(["whoop", "oura"]);
    const byMetric = Object.fromEntries(answer.body.metrics.map((row) => [row.metric, row]));
    expect(byMetric.hrv).toEqual({
      metric: "hrv",
      sources: ["whoop", "oura"],
      preferred: null,
      effective: "whoop",
    });
    expect(byMetric.day_strain).toMatchObject({ sources: ["whoop"], effective: "whoop" });
    expect(byMetric.stress).toMatchObject({ sources: ["oura"], effective: "oura" });
    expect((await days(user)).every((day) => day.hrv === 80 && day.source === "whoop")).toBe(true);
  });

  it("reads HRV from Oura once chosen, other metrics unchanged, and goes back to WHOOP when cleared", async () => {
    const user = await signUpUser(server);
    await twoSources(user);
    const before = await dataVersion(user.id);
    const chosen = await api(server, user.accessToken).put<MetricSources>("/health/sources/hrv", {
      source: "oura",
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.metrics.find((row) => row.metric === "hrv")).toMatchObject({
      preferred: "oura",
      effective: "oura",
    });
    expect(await dataVersion(user.id)).toBeGreaterThan(before);
    for (const day of await days(user)) {
      // One value per metric, each from one source: Oura's HRV beside WHOOP's resting HR and strain.
      expect(day).toMatchObject({ hrv: 61, hrv_measure: "rmssd", resting_hr: 50, source: "whoop" });
      expect(day.day_strain).not.toBeNull();
      expect(day.stress_day_summary).toBe("stressful");
    }

    const recovery = await api(server, user.accessToken).put("/health/sources/recovery_score", {
      source: "oura",
    });
    expect(recovery.status).toBe(200);
    // The recovery score names its source: the day now reads Oura's Readiness.
    expect((await days(user)).every((day) => day.recovery_score === 88 && day.source === "oura")).toBe(true);

    const cleared = await api(server, user.accessToken).put<MetricSources>("/health/sources/hrv", {
      source: null,
    });
    expect(cleared.body.metrics.find((row) => row.metric === "hrv")).toMatchObject({
      preferred: null,
      effective: "whoop",
    });
    expect((await days(user)).every((day) => day.hrv === 80)).toBe(true);
  });

  it("never mixes two HRV measures: choosing an SDNN source reads HRV only from SDNN sources", async () => {
    const user = await signUpUser(server);
    await twoSources(user);
    const sdnn = [{ ...(await days(user))[0], hrv: 35 } as HealthMetric].map(
      ({
        id: _id,
        user_id: _user,
        created_at: _c,
        updated_at: _u,
        source: _s,
        hrv_measure: _m,
        ...values
      }) => ({
        ...values,
        date: daysBefore(today, 0),
      }),
    );
    await upsertHealthMetrics(server.db, user.id, sdnn, "apple_health", new Date().toISOString(), "sdnn");
    const chosen = await api(server, user.accessToken).put("/health/sources/hrv", { source: "apple_health" });
    expect(chosen.status).toBe(200);
    const rows = await days(user);
    expect(rows.at(-1)).toMatchObject({ date: today, hrv: 35, hrv_measure: "sdnn" });
    // The other days have no SDNN value: no HRV rather than an RMSSD one in an SDNN baseline.
    expect(rows.slice(0, -1).every((day) => day.hrv === null && day.hrv_measure === null)).toBe(true);
  });

  it("refuses a source without data for the metric, or an unknown metric, and changes nothing", async () => {
    const user = await signUpUser(server);
    await twoSources(user);
    const before = await days(user);
    const version = await dataVersion(user.id);
    const noStrain = await api(server, user.accessToken).put("/health/sources/day_strain", {
      source: "oura",
    });
    expect(noStrain).toMatchObject({ status: 400, body: { detail: NO_DATA_FROM_SOURCE } });
    const unknown = await api(server, user.accessToken).put("/health/sources/mood", { source: "oura" });
    expect(unknown.status).toBe(400);
    const badName = await api(server, user.accessToken).put("/health/sources/hrv", {
      source: "Not A Source",
    });
    expect(badName.status).toBe(400);
    expect(await days(user)).toEqual(before);
    expect(await dataVersion(user.id)).toBe(version);

    const trpc = trpcClient(server, user.accessToken);
    const failure = await trpcFailure(
      trpc.health.chooseSource.mutate({ metric: "day_strain", source: "oura" }),
    );
    expect(failure).toMatchObject({ httpStatus: 400, detail: NO_DATA_FROM_SOURCE });
    const sources = await trpc.health.sources.query();
    expect(sources.metrics.find((row) => row.metric === "day_strain")?.preferred).toBeNull();
    const viaTrpc = await trpc.health.chooseSource.mutate({ metric: "resting_hr", source: "oura" });
    expect(viaTrpc.metrics.find((row) => row.metric === "resting_hr")?.effective).toBe("oura");
  });

  it("rescores the stored history from the first changed day in the background", async () => {
    const user = await signUpUser(server);
    await twoSources(user);
    const stale = Array.from({ length: DAYS }, (_, index) => ({
      ...scoreResult(daysBefore(today, index), 42),
      algorithm_version: ekScoringRule.version,
    }));
    await upsertScores(server.db, user.id, stale, "2000-01-01T00:00:00.000Z");
    const chosen = await api(server, user.accessToken).put("/health/sources/sleep_quality_score", {
      source: "oura",
    });
    expect(chosen.status).toBe(200);
    let status: { state: string } = { state: "running" };
    for (let attempt = 0; attempt < 100 && status.state !== "idle"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await api(server, user.accessToken).get<{ state: string }>("/health/burnout/rescoring")).body;
    }
    expect(status.state).toBe("idle");
    const scores = await server.db
      .selectFrom("burnout_scores")
      .select(["date", "calculated_at"])
      .where("user_id", "=", user.id)
      .execute();
    expect(scores.length).toBeGreaterThanOrEqual(DAYS);
    expect(scores.every((score) => score.calculated_at > "2000-01-01T00:00:00.000Z")).toBe(true);
  });

  it("goes with the export, and an import restores it where the account has that source's data", async () => {
    const user = await signUpUser(server);
    await twoSources(user);
    await api(server, user.accessToken).put("/health/sources/hrv", { source: "oura" });
    const exported = await fetch(`${server.url}/api/export?format=json`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(exported.status).toBe(200);
    const document = (await exported.json()) as { metric_sources: unknown; health_metrics: unknown[] };
    expect(document.metric_sources).toEqual([{ metric: "hrv", source: "oura" }]);

    const other = await signUpUser(server);
    await twoSources(other);
    const imported = await fetch(`${server.url}/api/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${other.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ ...document, health_metrics: [] }),
    });
    expect(imported.status).toBe(200);
    const sources = await api(server, other.accessToken).get<MetricSources>("/health/sources");
    expect(sources.body.metrics.find((row) => row.metric === "hrv")).toMatchObject({ preferred: "oura" });
    expect((await days(other)).every((day) => day.hrv === 61)).toBe(true);
  });

  it("a rescoring queued while a job runs is not overwritten by that job's next batch", async () => {
    const user = await signUpUser(server);
    const version = ekScoringRule.version;
    const scores = Array.from({ length: DAYS }, (_, index) => ({
      ...scoreResult(daysBefore(today, index)),
      algorithm_version: "ek-0",
    }));
    await upsertScores(server.db, user.id, scores, "2000-01-01T00:00:00.000Z");
    const running = await startOrResumeRescoring(server.db, user.id, version, "2026-11-23T10:00:00.000Z");
    expect(running?.next_date).toBe(daysBefore(today, DAYS - 1));
    // The user changes a preferred source while the job is between batches.
    await queueRescoring(
      server.db,
      user.id,
      version,
      daysBefore(today, DAYS - 1),
      "2026-11-23T10:00:01.000Z",
    );
    const after = await advanceRescoring(
      server.db,
      running as NonNullable<typeof running>,
      daysBefore(today, DAYS - 5),
      daysBefore(today, DAYS - 6),
      "2026-11-23T10:00:02.000Z",
    );
    expect(after).toMatchObject({ next_date: daysBefore(today, DAYS - 1), done_days: 0 });
  });
});
