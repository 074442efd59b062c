// Bad input on every call: missing fields, wrong types, out-of-range values, impossible
// dates, oversized bodies, wrong content types, hostile path segments. Each answer is a 4xx
// with a clear `detail`, never a 500 or a stack, and the user's data is unchanged after it.
import { procedures } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { accountAndWearableBadCases } from "./support/bad-input-account-cases.ts";
import { BAD_INPUT_MOOD_DATE, recordBadCases } from "./support/bad-input-record-cases.ts";
import type { BadInputContext } from "./support/bad-requests.ts";
import { seedMetricDays } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";
import { snapshotUserRows } from "./support/user-rows.ts";

const cases = { ...accountAndWearableBadCases, ...recordBadCases };

let server: TestServer;
let user: TestUser;
let ctx: BadInputContext;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpUser(server);
  const client = api(server, user.accessToken);
  await seedMetricDays(server.db, user.id, BAD_INPUT_MOOD_DATE, 10);
  await client.post("/mood/", { date: BAD_INPUT_MOOD_DATE, rating: 6, notes: "Keep me" });
  const insight = await client.post<{ id: string }>("/health/insights/generate");
  ctx = {
    client,
    clientWith: (token) => api(server, token),
    accessToken: user.accessToken,
    insightId: insight.body.id,
  };
});
afterAll(() => server.close());

describe("bad input", () => {
  it("has cases for every procedure", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(procedures).sort());
  });

  const rows = Object.entries(cases).flatMap(([name, list = []]) =>
    list.map((entry) => [name, ...entry] as const),
  );
  it.each(rows)(
    "%s with %s answers %i with a clear detail and changes nothing",
    async (_name, _label, send, status, detail) => {
      const before = await snapshotUserRows(server.db, user.id);
      const answer = await send(ctx);
      expect(answer.status).toBe(status);
      const body = answer.body as { detail?: unknown };
      expect(Object.keys(body)).toEqual(["detail"]);
      if (typeof detail === "string") expect(body.detail).toBe(detail);
      else expect(body.detail).toMatch(detail);
      expect(JSON.stringify(body)).not.toMatch(/\bat \S+\.ts|SQLITE|stack/i);
      expect(await snapshotUserRows(server.db, user.id)).toEqual(before);
    },
  );

  it("leaves the user's data readable and as it was", async () => {
    const moods = await ctx.client.get("/mood/");
    expect(moods).toMatchObject({
      status: 200,
      body: [{ date: BAD_INPUT_MOOD_DATE, rating: 6, notes: "Keep me" }],
    });
  });
});
