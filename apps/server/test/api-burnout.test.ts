// Burnout over the REST facade, on the real server: today's score calculated and stored
// (one row per day, recalculating replaces it), and the stored history by range.
import { type BurnoutScore, burnoutScoreSchema } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import type { TestServer } from "./support/test-server.ts";
import { signUpUser, startSignedInServer, type TestUser } from "./support/test-users.ts";

let server: TestServer;
let user: TestUser;
let client: ApiClient;
const today = utcToday();
const day = (back: number) => daysBefore(today, back);

beforeAll(async () => {
  ({ server, user, client } = await startSignedInServer());
});
afterAll(() => server.close());

async function scoreRows() {
  return server.db
    .selectFrom("burnout_scores")
    .select(["id", "date"])
    .where("user_id", "=", user.id)
    .execute();
}

describe("POST /api/health/burnout/calculate", () => {
  it("says what is missing when there is no data to score yet", async () => {
    const answer = await client.post("/health/burnout/calculate");
    expect(answer).toMatchObject({
      status: 422,
      body: {
        detail: "Not enough data to calculate a burnout score yet. Log a mood or sync your wearable first.",
      },
    });
    expect(await scoreRows()).toEqual([]);
  });

  it("computes today's score from the user's data and stores it", async () => {
    await seedMetricDays(server.db, user.id, day(1), 21);
    const answer = await client.post<BurnoutScore>("/health/burnout/calculate", undefined, { days: 14 });
    expect(answer.status).toBe(200);
    expect(burnoutScoreSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({
      user_id: user.id,
      date: today,
      algorithm_version: expect.any(String),
    });
    expect(answer.body.overall_risk_score).toBeGreaterThanOrEqual(0);
    expect(await scoreRows()).toEqual([{ id: answer.body.id, date: today }]);
  });

  it("replaces today's score when calculated again (one row per day)", async () => {
    const [first] = await scoreRows();
    await client.post("/mood/", { date: today, rating: 2 });
    const again = await client.post<BurnoutScore>("/health/burnout/calculate");
    expect(again.body.id).toBe(first?.id);
    expect(again.body.data_points_used).toBeGreaterThan(0);
    expect((await scoreRows()).filter((row) => row.date === today)).toHaveLength(1);
  });
});

describe("GET /api/health/burnout/history", () => {
  beforeAll(async () => {
    // A mood on an earlier day rescores that day and the days after it.
    expect((await client.post("/mood/", { date: day(3), rating: 4 })).status).toBe(201);
  });

  it("answers the stored scores of the range, newest first, at most `limit`", async () => {
    const answer = await client.get<BurnoutScore[]>("/health/burnout/history", { start_date: day(3) });
    expect(answer.status).toBe(200);
    expect(answer.body.map((score) => score.date)).toEqual([today, day(1), day(2), day(3)]);
    const limited = await client.get<BurnoutScore[]>("/health/burnout/history", {
      start_date: day(3),
      end_date: day(1),
      limit: 2,
    });
    expect(limited.body.map((score) => score.date)).toEqual([day(1), day(2)]);
  });

  it("answers nothing of another user's scores", async () => {
    const other = await signUpUser(server);
    const answer = await api(server, other.accessToken).get<BurnoutScore[]>("/health/burnout/history", {
      start_date: day(90),
    });
    expect(answer).toMatchObject({ status: 200, body: [] });
  });
});
