// Insights over the REST facade, on the real server: each type generated from the user's
// numbers (valid against the contract), listed newest first, rated, deleted.
import { INSIGHT_TYPES, type Insight, insightSchema } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import type { TestServer } from "./support/test-server.ts";
import { startSignedInServer, type TestUser } from "./support/test-users.ts";

let server: TestServer;
let user: TestUser;
let client: ApiClient;
const today = utcToday();
const generated: Insight[] = [];

beforeAll(async () => {
  ({ server, user, client } = await startSignedInServer());
  await seedMetricDays(server.db, user.id, daysBefore(today, 1), 35, (offset) => ({
    recovery_score: 80 - offset,
    sleep_quality_score: 85 - offset / 2,
  }));
  for (let back = 1; back <= 12; back += 1) {
    await client.post("/mood/", { date: daysBefore(today, back), rating: 3 + (back % 6) });
  }
});
afterAll(() => server.close());

describe("POST /api/health/insights/generate", () => {
  it.each(INSIGHT_TYPES)("writes a %s insight that satisfies the contract", async (type) => {
    const answer = await client.post<Insight>("/health/insights/generate", undefined, {
      insight_type: type,
      days: 14,
    });
    expect(answer.status).toBe(200);
    expect(insightSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({
      insight_type: type,
      user_id: user.id,
      date_range_end: today,
      helpful: null,
      feedback: null,
    });
    expect(answer.body.structured_data).not.toBeNull();
    expect(answer.body.content.length).toBeGreaterThan(0);
    generated.push(answer.body);
  });

  it("writes a weekly summary when no type is given", async () => {
    const answer = await client.post<Insight>("/health/insights/generate");
    expect(answer).toMatchObject({ status: 200, body: { insight_type: "weekly_summary" } });
    generated.push(answer.body);
  });
});

describe("the insight list", () => {
  it("answers newest first, at most `limit`", async () => {
    const answer = await client.get<Insight[]>("/health/insights");
    expect(answer.status).toBe(200);
    expect(answer.body.map((insight) => insight.id)).toEqual(
      generated.map((insight) => insight.id).reverse(),
    );
    const limited = await client.get<Insight[]>("/health/insights", { limit: 2 });
    expect(limited.body.map((insight) => insight.id)).toEqual(
      answer.body.slice(0, 2).map((insight) => insight.id),
    );
  });
});

describe("feedback and deletion", () => {
  it("records helpful or not, with optional feedback, and answers the updated insight", async () => {
    const id = generated[0]?.id ?? "";
    const helpful = await client.patch<Insight>(`/health/insights/${id}/feedback`, undefined, {
      helpful: true,
      feedback: "Spot on",
    });
    expect(helpful).toMatchObject({ status: 200, body: { id, helpful: true, feedback: "Spot on" } });
    const notHelpful = await client.patch<Insight>(`/health/insights/${id}/feedback`, undefined, {
      helpful: false,
    });
    expect(notHelpful.body).toMatchObject({ helpful: false, feedback: null });
    const [listed] = (await client.get<Insight[]>("/health/insights", { limit: 100 })).body.filter(
      (insight) => insight.id === id,
    );
    expect(listed?.helpful).toBe(false);
  });

  it("deletes an insight, which then is gone", async () => {
    const id = generated[1]?.id ?? "";
    const answer = await client.delete(`/health/insights/${id}`);
    expect(answer).toMatchObject({ status: 200, body: { message: "Insight deleted" } });
    const list = await client.get<Insight[]>("/health/insights", { limit: 100 });
    expect(list.body.map((insight) => insight.id)).not.toContain(id);
  });

  it("answers 404 Insight not found for an unknown or deleted id", async () => {
    for (const id of ["no-such-insight", generated[1]?.id ?? ""]) {
      expect(await client.delete(`/health/insights/${id}`)).toMatchObject({
        status: 404,
        body: { detail: "Insight not found" },
      });
      expect(
        await client.patch(`/health/insights/${id}/feedback`, undefined, { helpful: true }),
      ).toMatchObject({
        status: 404,
        body: { detail: "Insight not found" },
      });
    }
  });
});
