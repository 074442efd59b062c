// The server's ports and request context for the app router, before issue 4's adapters.
import { AppError } from "@evenkeel/contracts";
import type { Request } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { createRequestContext } from "../src/http/request-context.ts";
import { createRouterPorts } from "../src/router-ports.ts";
import { makeTempDir } from "./support/temp-dir.ts";

let db: AppDatabase;
beforeAll(() => {
  db = openDatabase(makeTempDir());
});
afterAll(async () => {
  await db.destroy();
});

describe("createRouterPorts", () => {
  it("checks storage with a query and reads the time from the system clock", async () => {
    const ports = createRouterPorts(db);
    expect(await ports.checkStorage()).toBe("ok");
    expect(Math.abs(Date.parse(ports.clock.now()) - Date.now())).toBeLessThan(1000);
  });

  it("answers every call to a port that is not built yet with NOT_IMPLEMENTED", async () => {
    const ports = createRouterPorts(db);
    const calls = [
      () => ports.store.moods.list("user-1", { limit: 30 }),
      () => ports.identity.signIn({ email: "a@example.com", password: "x" }, { ip: null, timeZone: null }),
      () => ports.wearables.connection("user-1", "whoop"),
    ];
    for (const call of calls) {
      const failure = await call().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({
        code: "NOT_IMPLEMENTED",
        detail: "Not implemented yet",
        httpStatus: 501,
      });
    }
  });
});

describe("createRequestContext", () => {
  it("passes the caller's address and the time zone the browser sent, and no one is signed in yet", () => {
    const ports = createRouterPorts(db);
    const headers: Record<string, string> = { "x-time-zone": "Europe/Paris" };
    const req = { ip: "192.0.2.7", get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
    expect(createRequestContext(ports)({ req })).toEqual({
      ports,
      auth: null,
      request: { ip: "192.0.2.7", timeZone: "Europe/Paris" },
    });
  });
});
