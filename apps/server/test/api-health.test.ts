// Health over the REST facade, on the real server: daily metrics of the signed-in user, and
// the dashboard as of a selected date (latest values, 14 recent days, moods, counts, the
// day's burnout score computed and stored when missing, its trend, the latest insight).
import { type Dashboard, dashboardSchema, type HealthMetric, type Insight } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertScores } from "../src/store/scores.repository.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { scoreResult } from "./support/store-fixtures.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

let server: TestServer;
let ada: TestUser;
let client: ApiClient;
const today = utcToday();
const day = (back: number) => daysBefore(today, back);

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpUser(server);
  client = api(server, ada.accessToken);
  const other = await signUpUser(server);
  // Ada: 20 days ending yesterday, recovery = 40 + days back; another user: different values.
  await seedMetricDays(server.db, ada.id, day(1), 20, (offset) => ({ recovery_score: 40 + (20 - offset) }));
  await seedMetricDays(server.db, other.id, day(1), 30, () => ({ recovery_score: 99 }));
  for (const [back, rating] of [
    [2, 6],
    [5, 4],
    [8, 7],
    [30, 9],
  ] as const) {
    await client.post("/mood/", { date: day(back), rating, notes: `Note ${back}` });
  }
});
afterAll(() => server.close());

describe("GET /api/health/metrics", () => {
  it("answers the user's days of the range, oldest first", async () => {
    const answer = await client.get<HealthMetric[]>("/health/metrics", {
      start_date: day(5),
      end_date: day(3),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((metric) => metric.date)).toEqual([day(5), day(4), day(3)]);
    expect(answer.body.map((metric) => metric.recovery_score)).toEqual([45, 44, 43]);
    expect(answer.body.every((metric) => metric.user_id === ada.id)).toBe(true);
  });

  it("answers the most recent `limit` days, and nobody else's", async () => {
    const answer = await client.get<HealthMetric[]>("/health/metrics", { start_date: day(60), limit: 3 });
    expect(answer.body.map((metric) => metric.date)).toEqual([day(3), day(2), day(1)]);
    const all = await client.get<HealthMetric[]>("/health/metrics", { start_date: day(60) });
    expect(all.body).toHaveLength(20);
    expect(all.body.some((metric) => metric.recovery_score === 99)).toBe(false);
  });
});

describe("GET /api/health/dashboard", () => {
  it("shows the latest values on or before the selected date and the 14 days up to it", async () => {
    const answer = await client.get<Dashboard>("/health/dashboard", { selected_date: day(5) });
    expect(answer.status).toBe(200);
    const dashboard = dashboardSchema.parse(answer.body);
    expect(dashboard.user_id).toBe(ada.id);
    expect(dashboard.metrics).toMatchObject({
      latest_recovery: 45,
      latest_mood: 4,
      days_tracked: 16,
      mood_entries: 3,
    });
    expect(dashboard.recent_health_data).toHaveLength(14);
    expect(dashboard.recent_health_data[0]?.date).toBe(day(18));
    expect(dashboard.recent_health_data.at(-1)).toMatchObject({ date: day(5), recovery_score: 45 });
    expect(dashboard.recent_moods).toEqual([
      { date: day(8), rating: 7, notes: "Note 8" },
      { date: day(5), rating: 4, notes: "Note 5" },
    ]);
  });

  it("computes the selected day's burnout score when it is missing, without storing it", async () => {
    await server.db.deleteFrom("burnout_scores").where("user_id", "=", ada.id).execute();
    const answer = await client.get<Dashboard>("/health/dashboard", { selected_date: day(10) });
    const score = answer.body.latest_burnout_score;
    expect(score).toMatchObject({ user_id: ada.id, date: day(10), algorithm_version: "ek-3" });
    expect(answer.body.metrics.burnout_risk_score).toBe(score?.overall_risk_score);
    // A GET writes nothing (docs/security.md #15): the score is stored by calculate and by changes.
    const stored = await server.db
      .selectFrom("burnout_scores")
      .select("date")
      .where("user_id", "=", ada.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it("stores no score for a day still to come", async () => {
    const tomorrow = daysBefore(today, -1);
    const answer = await client.get<Dashboard>("/health/dashboard", { selected_date: tomorrow });
    expect(answer.status).toBe(200);
    expect(answer.body.latest_burnout_score).toBeNull();
    const stored = await server.db
      .selectFrom("burnout_scores")
      .select("date")
      .where("user_id", "=", ada.id)
      .where("date", ">", today)
      .execute();
    expect(stored).toEqual([]);
  });

  it("shows the stored score and its trend against the score before it", async () => {
    await upsertScores(
      server.db,
      ada.id,
      [scoreResult(day(13), 20), scoreResult(day(12), 60)],
      new Date().toISOString(),
    );
    const rising = await client.get<Dashboard>("/health/dashboard", { selected_date: day(12) });
    expect(rising.body.metrics).toMatchObject({ burnout_risk_score: 60, burnout_trend: "increasing" });
    expect(rising.body.latest_burnout_score?.overall_risk_score).toBe(60);
    await upsertScores(server.db, ada.id, [scoreResult(day(11), 58)], new Date().toISOString());
    const steady = await client.get<Dashboard>("/health/dashboard", { selected_date: day(11) });
    expect(steady.body.metrics.burnout_trend).toBe("stable");
  });

  it("shows the latest insight written by the selected date", async () => {
    const before = await client.get<Dashboard>("/health/dashboard");
    expect(before.body.latest_insight).toBeNull();
    const generated = await client.post<Insight>("/health/insights/generate", undefined, {
      insight_type: "trend_analysis",
    });
    expect(generated.status).toBe(200);
    const now = await client.get<Dashboard>("/health/dashboard", { selected_date: today });
    expect(now.body.latest_insight?.id).toBe(generated.body.id);
    const earlier = await client.get<Dashboard>("/health/dashboard", { selected_date: day(3) });
    expect(earlier.body.latest_insight).toBeNull();
  });

  it("defaults to the user's today and answers an empty dashboard for a new user", async () => {
    const newcomer = await signUpUser(server);
    const answer = await api(server, newcomer.accessToken).get<Dashboard>("/health/dashboard");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      user_id: newcomer.id,
      metrics: {
        latest_recovery: null,
        latest_hrv: null,
        latest_resting_hr: null,
        latest_strain: null,
        latest_sleep_quality: null,
        latest_mood: null,
        burnout_risk_score: null,
        burnout_trend: null,
        days_tracked: 0,
        mood_entries: 0,
        last_sync: null,
        latest_source: null,
      },
      recent_health_data: [],
      recent_moods: [],
      latest_burnout_score: null,
      latest_insight: null,
    });
  });
});
