// The server's adapters for the app router's ports, and the request context built from an
// HTTP request: who is calling (bearer token), from where, in which time zone.
import { buildInsightFacts, writeInsight } from "@evenkeel/domain";
import type { Request } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createRequestContext } from "../src/http/request-context.ts";
import { createLogger } from "../src/logger.ts";
import { createServerAdapters, type ServerAdapters } from "../src/router-ports.ts";
import { testConfig } from "./support/test-config.ts";

let db: AppDatabase;
let adapters: ServerAdapters;
beforeAll(async () => {
  const config = testConfig();
  db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  adapters = createServerAdapters({ db, config, logger: createLogger(config), mailer: null });
});
afterAll(async () => {
  await db.destroy();
});

function requestWith(headers: Record<string, string>, ip = "192.0.2.7"): Request {
  return { ip, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

describe("createServerAdapters", () => {
  it("checks storage with a query and reads the time from the system clock", async () => {
    expect(await adapters.ports.checkStorage()).toBe("ok");
    expect(Math.abs(Date.parse(adapters.ports.clock.now()) - Date.now())).toBeLessThan(1000);
  });

  it("wires the WHOOP gateway: without credentials nobody is connected and connecting is refused", async () => {
    const { wearables } = adapters.ports;
    expect(await wearables.connection("user-1", "whoop")).toBeNull();
    await expect(
      wearables.authorize({ userId: "user-1", sessionId: "session-1" }, "whoop", "http://localhost/cb"),
    ).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      detail: "WHOOP is not configured on this server",
    });
  });

  it("writes insights with the deterministic writer", async () => {
    const facts = buildInsightFacts({
      type: "weekly_summary",
      days: 14,
      endDate: "2026-11-20",
      metrics: [],
      moods: [],
      scores: [],
    });
    const written = await adapters.ports.insightWriter.write("weekly_summary", facts);
    expect(written).toEqual(writeInsight("weekly_summary", facts));
    expect(written).toMatchObject({ insight_type: "weekly_summary", date_range_end: "2026-11-20" });
  });
});

describe("createRequestContext", () => {
  it("makes an anonymous caller without a token, keeping address and time zone", async () => {
    const context = await createRequestContext(
      adapters.ports,
      adapters.identity,
    )({
      req: requestWith({ "x-time-zone": "Europe/Paris" }),
    });
    expect(context).toEqual({
      ports: adapters.ports,
      auth: null,
      request: { ip: "192.0.2.7", timeZone: "Europe/Paris" },
    });
  });

  it("verifies a bearer token into the caller's session, and ignores a bad one", async () => {
    const session = await adapters.ports.identity.signUp(
      { email: "ctx@example.com", password: "a sturdy test passphrase" },
      { ip: "192.0.2.7", timeZone: null },
    );
    const createContext = createRequestContext(adapters.ports, adapters.identity);
    const signedIn = await createContext({
      req: requestWith({ authorization: `Bearer ${session.access_token}` }),
    });
    expect(signedIn.auth).toEqual({
      userId: session.user.id,
      sessionId: expect.any(String),
      dataVersion: expect.any(Number),
    });
    for (const authorization of ["Bearer not-a-token", `Basic ${session.access_token}`, "Bearer "]) {
      expect((await createContext({ req: requestWith({ authorization }) })).auth).toBeNull();
    }
  });
});
