// The same behaviours through tRPC over HTTP (/api/trpc), with the typed client the web app
// uses: same answers as the REST facade, errors as tRPC codes carrying the same detail.
import { INSIGHT_TYPES, insightSchema } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";
import { trpcClient, trpcFailure } from "./support/trpc-client.ts";

let server: TestServer;
let user: TestUser;
let trpc: ReturnType<typeof trpcClient>;
const today = utcToday();
const day = (back: number) => daysBefore(today, back);

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpUser(server);
  trpc = trpcClient(server, user.accessToken);
  await seedMetricDays(server.db, user.id, day(1), 21);
});
afterAll(() => server.close());

describe("mood through tRPC", () => {
  it("creates, lists, updates, summarises and deletes by date", async () => {
    const created = await trpc.mood.create.mutate({ date: day(1), rating: 6, notes: "Tired" });
    expect(created).toMatchObject({ user_id: user.id, date: day(1), rating: 6, notes: "Tired" });
    await trpc.mood.create.mutate({ date: today, rating: 8 });
    expect((await trpc.mood.list.query({ limit: 1 })).map((mood) => mood.date)).toEqual([today]);
    expect(await trpc.mood.update.mutate({ date: day(1), rating: 7 })).toMatchObject({
      rating: 7,
      notes: "Tired",
    });
    expect(await trpc.mood.stats.query({ days: 7 })).toMatchObject({ total_entries: 2, average_rating: 7.5 });
    expect(await trpc.mood.delete.mutate({ date: day(1) })).toEqual({ message: "Mood rating deleted" });
  });

  it("answers exactly what the REST facade answers", async () => {
    const viaTrpc = await trpc.mood.list.query({ start_date: day(30) });
    const viaRest = await api(server, user.accessToken).get("/mood/", { start_date: day(30) });
    expect(viaRest.body).toEqual(viaTrpc);
  });

  it("reports a duplicate, a missing date and a bad rating with the REST details", async () => {
    expect(await trpcFailure(trpc.mood.create.mutate({ date: today, rating: 3 }))).toEqual({
      code: "CONFLICT",
      httpStatus: 409,
      detail: "A mood is already logged for this date",
    });
    expect(await trpcFailure(trpc.mood.update.mutate({ date: day(20), rating: 3 }))).toEqual({
      code: "NOT_FOUND",
      httpStatus: 404,
      detail: `Mood not found for date: ${day(20)}`,
    });
    expect(await trpcFailure(trpc.mood.create.mutate({ date: day(4), rating: 11 }))).toEqual({
      code: "BAD_REQUEST",
      httpStatus: 400,
      detail: "rating: Rating must be a whole number from 1 to 10",
    });
  });
});

describe("health, burnout and insights through tRPC", () => {
  it("answers the dashboard and the metrics", async () => {
    const dashboard = await trpc.health.dashboard.query({ selected_date: day(1) });
    expect(dashboard.metrics).toMatchObject({ days_tracked: 21, latest_mood: null });
    expect(dashboard.recent_health_data).toHaveLength(14);
    const metrics = await trpc.health.metrics.query({ start_date: day(3) });
    expect(metrics.map((metric) => metric.date)).toEqual([day(3), day(2), day(1)]);
  });

  it("calculates today's score and answers the history", async () => {
    const score = await trpc.burnout.calculate.mutate({ days: 14 });
    expect(score).toMatchObject({ user_id: user.id, date: today });
    const history = await trpc.burnout.history.query({ start_date: today });
    expect(history.map((entry) => entry.id)).toEqual([score.id]);
  });

  it("generates each insight type, lists, rates and deletes", async () => {
    const ids: string[] = [];
    for (const type of INSIGHT_TYPES) {
      const insight = await trpc.insights.generate.mutate({ insight_type: type });
      expect(insightSchema.parse(insight).insight_type).toBe(type);
      ids.push(insight.id);
    }
    expect((await trpc.insights.list.query({ limit: 10 })).map((insight) => insight.id)).toEqual(
      ids.reverse(),
    );
    expect(await trpc.insights.feedback.mutate({ id: ids[0] ?? "", helpful: true })).toMatchObject({
      helpful: true,
    });
    expect(await trpc.insights.delete.mutate({ id: ids[0] ?? "" })).toEqual({ message: "Insight deleted" });
    expect(await trpcFailure(trpc.insights.delete.mutate({ id: ids[0] ?? "" }))).toEqual({
      code: "NOT_FOUND",
      httpStatus: 404,
      detail: "Insight not found",
    });
  });
});

describe("accounts and wearables through tRPC", () => {
  it("answers the signed-in user and refuses a caller without a valid token", async () => {
    expect(await trpc.auth.me.query()).toMatchObject({ id: user.id, email: user.email });
    for (const token of [null, "not-a-token", `${user.accessToken}x`]) {
      expect(await trpcFailure(trpcClient(server, token).auth.me.query())).toEqual({
        code: "UNAUTHORIZED",
        httpStatus: 401,
        detail: "Authentication required",
      });
    }
  });

  it("answers 404 WHOOP not connected for a user without a connection", async () => {
    expect(await trpcFailure(trpc.wearable.connection.query({ provider: "whoop" }))).toEqual({
      code: "NOT_FOUND",
      httpStatus: 404,
      detail: "WHOOP not connected",
    });
  });
});
