// Conditional reads (docs/decisions/029): a signed-in query answers with a strong ETag; the same
// ETag in If-None-Match answers 304 with no body until the user's data changes; over REST and
// over tRPC GET, batched or not, refusals that follow from the data included (decision 038);
// REST errors, anonymous callers and clock-bound queries get none.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "./support/api-client.ts";
import { withoutTrigger } from "./support/injected-failures.ts";
import { utcToday } from "./support/seed-data.ts";
import type { TestServer } from "./support/test-server.ts";
import { signUpUser, startSignedInServer, type TestUser } from "./support/test-users.ts";

let server: TestServer;
let user: TestUser;
let client: ApiClient;
const today = utcToday();

beforeAll(async () => {
  ({ server, user, client } = await startSignedInServer());
});
afterAll(() => server.close());

async function get(path: string, headers: Record<string, string> = {}, token = user.accessToken) {
  const response = await fetch(`${server.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return {
    status: response.status,
    etag: response.headers.get("etag"),
    text: await response.text(),
    response,
  };
}

const DASHBOARD_TRPC = `/trpc/health.dashboard?input=${encodeURIComponent(JSON.stringify({}))}`;
const CONNECTION_TRPC = `/trpc/wearable.connection?input=${encodeURIComponent(JSON.stringify({ provider: "whoop" }))}`;
const BATCH_TRPC = `/trpc/health.dashboard,mood.list?batch=1&input=${encodeURIComponent(
  JSON.stringify({ 0: {}, 1: { limit: 5 } }),
)}`;

describe("conditional reads", () => {
  it.each([
    ["REST", "/health/dashboard"],
    ["REST with a query", "/mood/?limit=5"],
    ["tRPC", DASHBOARD_TRPC],
    ["tRPC batched", BATCH_TRPC],
  ])("%s: a strong ETag, 304 for it, a new one after a write", async (_label, path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.response.headers.get("cache-control")).toBe("no-store");

    const again = await get(path, { "if-none-match": first.etag ?? "" });
    expect(again).toMatchObject({ status: 304, etag: first.etag, text: "" });

    // The same answer from the server's cache carries the same bytes and tag.
    const cached = await get(path);
    expect(cached).toMatchObject({ status: 200, etag: first.etag, text: first.text });

    const created = await client.post("/mood/", { date: await freeDay(), rating: 6 });
    expect(created.status).toBe(201);
    const after = await get(path, { "if-none-match": first.etag ?? "" });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
  });

  it("keys each user apart: another user's tag is not a match", async () => {
    const other = await signUpUser(server);
    const mine = await get("/health/dashboard");
    const theirs = await get("/health/dashboard", { "if-none-match": mine.etag ?? "" }, other.accessToken);
    expect(theirs.status).toBe(200);
    expect(theirs.etag).not.toBe(mine.etag);
  });

  it("keys the user's local day: another day in another zone is another tag", async () => {
    const east = await get("/health/dashboard", { "x-time-zone": "Pacific/Kiritimati" });
    const west = await get("/health/dashboard", { "x-time-zone": "Pacific/Pago_Pago" });
    // UTC+14 and UTC-11 are never on the same calendar day.
    expect(east.etag).not.toBe(west.etag);
    // Two zones on the same day share the answer and its tag.
    const paris = await get("/health/dashboard", { "x-time-zone": "Europe/Paris" });
    const berlin = await get("/health/dashboard", { "x-time-zone": "Europe/Berlin" });
    expect(berlin.etag).toBe(paris.etag);
  });

  it("gives no ETag to a REST error, an anonymous caller or a clock-bound query", async () => {
    const missing = await get("/wearable/whoop/connection");
    expect(missing.status).toBe(404);
    expect(missing.etag).toBeNull();
    const anonymous = await api(server).get("/health/dashboard");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("etag")).toBeNull();
    const links = await get(`/trpc/reports.links?input=${encodeURIComponent("{}")}`);
    expect(links.status).toBe(200);
    expect(links.etag).toBeNull();
  });

  it.each([
    ["a refused call", CONNECTION_TRPC, 404],
    [
      "a batch with a refused call",
      `/trpc/health.dashboard,wearable.connection?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: {}, 1: { provider: "whoop" } }),
      )}`,
      207,
    ],
  ])("tRPC: %s is keyed, in tRPC's own words and status", async (_label, path, status) => {
    const first = await get(path);
    expect(first.status).toBe(status);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.text).toContain("NOT_FOUND");
    // A URL over the keyed length goes to tRPC's adapter: the kept answer is the same, byte for byte.
    const unkeyed = await get(`${path}&pad=${"x".repeat(2100)}`);
    expect(unkeyed.etag).toBeNull();
    expect(unkeyed.status).toBe(status);
    expect(first.text).toBe(unkeyed.text);

    expect(await get(path, { "if-none-match": first.etag ?? "" })).toMatchObject({ status: 304, text: "" });
    expect(await get(path)).toMatchObject({ status, etag: first.etag, text: first.text });

    // A write moves the key on, as for any answer.
    expect((await client.post("/mood/", { date: await freeDay(), rating: 5 })).status).toBe(201);
    const after = await get(path, { "if-none-match": first.etag ?? "" });
    expect(after.status).toBe(status);
    expect(after.etag).not.toBe(first.etag);
  });

  it("serves a kept answer and a 304 without running the procedure", async () => {
    const date = await freeDay();
    expect((await client.post("/mood/", { date, rating: 3 })).status).toBe(201);
    const path = `/mood/?start_date=${date}&end_date=${date}`;
    const first = await get(path);
    // Change the row behind the version's back (triggers off for a moment): only a procedure
    // that runs could see it.
    await withoutTrigger(server.db, "moods", "moods_data_version_update", async () => {
      await sql`update moods set rating = 9 where user_id = ${user.id} and date = ${date}`.execute(server.db);
      const cached = await get(path);
      expect(cached).toMatchObject({ status: 200, etag: first.etag, text: first.text });
      expect((await get(path, { "if-none-match": first.etag ?? "" })).status).toBe(304);
    });
    // The next counted write moves the version: the change shows.
    expect((await client.put(`/mood/${date}`, { rating: 8 })).status).toBe(200);
    const after = await get(path);
    expect(after.etag).not.toBe(first.etag);
    expect(JSON.parse(after.text)).toMatchObject([{ rating: 8 }]);
  });

  it("keys a bad input in tRPC's own words; leaves an undecodable one to tRPC, unkeyed", async () => {
    const path = `/trpc/mood.list?input=${encodeURIComponent(JSON.stringify({ limit: 0 }))}`;
    const bad = await get(path);
    expect(bad.status).toBe(400);
    expect(bad.etag).not.toBeNull();
    expect(JSON.parse(bad.text)).toMatchObject({ error: { data: { code: "BAD_REQUEST" } } });
    expect((await get(`${path}&pad=${"x".repeat(2100)}`)).text).toBe(bad.text);
    const notJson = await get("/trpc/mood.list?input=%7Bnot-json");
    expect(notJson.status).toBe(400);
    expect(notJson.etag).toBeNull();
  });

  it("never answers 304 to a tag it did not give", async () => {
    const answer = await get("/health/dashboard", { "if-none-match": '"made-up"' });
    expect(answer.status).toBe(200);
  });
});

let back = 100;
/** A past day with no mood yet. */
async function freeDay(): Promise<string> {
  back += 1;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}
