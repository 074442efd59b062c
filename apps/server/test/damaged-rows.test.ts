// A row changed outside the app so that it no longer matches its contract never reaches a
// client: repositories map rows without re-checking them (docs/decisions/013), and every
// procedure's output schema refuses the answer, which becomes a plain 500 with the generic
// message, not the damaged values.
import { INTERNAL_ERROR, type RiskLevel } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import type { TestServer } from "./support/test-server.ts";
import { startSignedInServer, type TestUser } from "./support/test-users.ts";

let server: TestServer;
let user: TestUser;
let client: ApiClient;
const today = utcToday();

beforeAll(async () => {
  ({ server, user, client } = await startSignedInServer());
  await seedMetricDays(server.db, user.id, daysBefore(today, 1), 30, () => ({}));
  expect((await client.post("/mood/", { date: today, rating: 6 })).status).toBe(201);
  expect((await client.post("/health/burnout/calculate")).status).toBe(200);
  expect((await client.post("/health/insights/generate")).status).toBe(200);
});
afterAll(() => server.close());

async function expectPlainFailure(path: string, damagedValue: string) {
  const answer = await client.get(path);
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ detail: INTERNAL_ERROR });
  expect(JSON.stringify(answer.body)).not.toContain(damagedValue);
}

describe("a row damaged outside the app", () => {
  it("an insight whose structured_data lost its shape is not listed", async () => {
    await server.db
      .updateTable("insights")
      .set({ structured_data: '{"title": "damaged-title-xyz"}' })
      .where("user_id", "=", user.id)
      .execute();
    await expectPlainFailure("/health/insights", "damaged-title-xyz");
  });

  it("a score whose contributions lost their shape is not shown", async () => {
    await server.db
      .updateTable("burnout_scores")
      .set({ contributions: '{"damaged-key-xyz": true}' })
      .where("user_id", "=", user.id)
      .execute();
    await expectPlainFailure(
      `/health/burnout/history?start_date=${daysBefore(today, 30)}`,
      "damaged-key-xyz",
    );
  });

  it("a mood whose timestamp is no date-time is not listed", async () => {
    await server.db
      .updateTable("moods")
      .set({ created_at: "damaged-time-xyz" })
      .where("user_id", "=", user.id)
      .execute();
    await expectPlainFailure("/mood/", "damaged-time-xyz");
  });

  it("scalar columns are guarded by the database itself", async () => {
    const outOfRange = server.db.updateTable("moods").set({ rating: 99 }).where("user_id", "=", user.id);
    await expect(outOfRange.execute()).rejects.toThrow("CHECK constraint failed");
    const unknownLevel = server.db
      .updateTable("burnout_scores")
      .set({ risk_level: "extreme" as RiskLevel })
      .where("user_id", "=", user.id);
    await expect(unknownLevel.execute()).rejects.toThrow("CHECK constraint failed");
  });
});
