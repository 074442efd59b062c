// No tRPC query has side effects (docs/security.md #15): a GET can be prefetched, retried or sent by
// a link, so every query procedure of the contracts is called by GET, over tRPC and its REST
// route, with the browser's time-zone header, and the whole database must be byte-for-byte as
// it was. Mutations, in turn, are never reachable by GET.
import { PROCEDURE_NAMES, type ProcedureName, procedures, restRoutes } from "@evenkeel/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { validInputOf } from "./support/arbitraries.ts";
import { changedTables, snapshotDatabase } from "./support/database-snapshot.ts";
import { sendRest } from "./support/fuzz-requests.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

// UTC+14: a zone the profile does not have yet, so remembering it would be a write.
const BROWSER_ZONE = "Pacific/Kiritimati";

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUpUser(server);
  const client = api(server, user.accessToken);
  // Metrics written the way a sync writes them: no scores stored for these days yet.
  await seedMetricDays(server.db, user.id, daysBefore(utcToday(), 1), 40);
  await client.post("/mood/", { date: daysBefore(utcToday(), 2), rating: 4, notes: "Tired" });
  await client.post("/health/insights/generate");
});
afterAll(() => server.close());

const queries = PROCEDURE_NAMES.filter((name) => procedures[name].type === "query");
const mutations = PROCEDURE_NAMES.filter((name) => procedures[name].type === "mutation");

/** Inputs worth reading with: days with data but no stored score, plus fuzzed valid ones. */
function readInputs(name: ProcedureName): unknown[] {
  const days = [1, 10, 30].map((back) => daysBefore(utcToday(), back));
  const special: Partial<Record<ProcedureName, unknown[]>> = {
    "health.dashboard": [undefined, ...days.map((selected_date) => ({ selected_date }))],
    "mood.stats": [undefined, { days: 7 }],
  };
  return [...(special[name] ?? []), ...fc.sample(validInputOf(procedures[name].input), 4)];
}

async function getTrpc(name: string, input: unknown) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return fetch(`${server.url}/api/trpc/${name}${query}`, {
    headers: { authorization: `Bearer ${user.accessToken}`, "x-time-zone": BROWSER_ZONE },
  });
}

describe("every query procedure", () => {
  it.each(queries)("%s reads by GET and writes nothing, over tRPC and REST", async (name) => {
    const route = restRoutes.find((row) => row.procedure === name);
    if (!route) throw new Error(`${name} has no REST route`);
    expect(route.method).toBe("GET");
    for (const input of readInputs(name)) {
      const before = await snapshotDatabase(server.db);
      const overTrpc = await getTrpc(name, input);
      const overRest = await sendRest(server.url, route, input, user.accessToken);
      expect([overTrpc.status, overRest.status].every((status) => status < 500)).toBe(true);
      expect({ name, input, changed: changedTables(before, await snapshotDatabase(server.db)) }).toEqual({
        name,
        input,
        changed: [],
      });
    }
  });

  it("system.status reads by GET and writes nothing", async () => {
    const before = await snapshotDatabase(server.db);
    expect((await getTrpc("system.status", undefined)).status).toBe(200);
    expect(changedTables(before, await snapshotDatabase(server.db))).toEqual([]);
  });
});

describe("every mutation procedure", () => {
  it.each(mutations)("%s cannot be called by GET", async (name) => {
    // The method is refused before the input is read; a small input keeps the URL short
    // (a sampled 10,000-character note would be refused as 431 before tRPC sees it).
    const before = await snapshotDatabase(server.db);
    const response = await getTrpc(name, {});
    expect(response.status).toBe(405);
    expect(changedTables(before, await snapshotDatabase(server.db))).toEqual([]);
    const route = restRoutes.find((row) => row.procedure === name);
    expect(route?.method).not.toBe("GET");
  });
});
