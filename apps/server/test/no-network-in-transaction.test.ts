// docs/security.md #17: no HTTP call (nor any other network call) is awaited inside a transaction, so
// a slow WHOOP or mail server never holds SQLite's write lock. The fake WHOOP and a local SMTP
// server check, as each request arrives, that a second connection to the server's database
// gets the write lock at once (BEGIN IMMEDIATE, no busy wait). Server and fakes share one
// event loop, so the server is parked at an await when a request arrives: a transaction it
// had open there would be holding the lock across the network call.
import type { AddressInfo } from "node:net";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeKey } from "../fakes/whoop/fault-injection.ts";
import { DATABASE_FILE_NAME } from "../src/db/database.ts";
import { api } from "./support/api-client.ts";
import { startTestServer } from "./support/test-server.ts";
import { connectNewUser, startWhoopPair, type WhoopPair } from "./support/whoop-fixtures.ts";

/** Tries the write lock of a database from a connection of its own, recording each attempt. */
function writeLockProbe(dataDir: string) {
  const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  sqlite.pragma("busy_timeout = 0");
  const probe = {
    /** Every network request seen, and those during which the lock could not be taken. */
    seen: [] as string[],
    lockedDuring: [] as string[],
    check(label: string): void {
      probe.seen.push(label);
      try {
        sqlite.exec("BEGIN IMMEDIATE");
        sqlite.exec("ROLLBACK");
      } catch (error) {
        probe.lockedDuring.push(`${label}: ${(error as { code?: string }).code ?? String(error)}`);
      }
    },
    reset(): void {
      probe.seen.length = 0;
      probe.lockedDuring.length = 0;
    },
    close: () => sqlite.close(),
  };
  return probe;
}

describe("HTTP calls to WHOOP", () => {
  let pair: WhoopPair;
  let probe: ReturnType<typeof writeLockProbe> | undefined;
  beforeAll(async () => {
    pair = await startWhoopPair({
      fake: { days: 45, onRequest: (request) => probe?.check(`${request.method} ${routeKey(request.path)}`) },
    });
    probe = writeLockProbe(pair.server.dataDir);
  });
  afterAll(async () => {
    probe?.close();
    probe = undefined;
    await pair.close();
  });

  it("are seen by the probe when a write transaction is held across one", async () => {
    const { user } = await connectNewUser(pair);
    probe?.reset();
    const rolledBack = new Error("roll back");
    await expect(
      pair.server.db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ first_name: "Held" }).where("id", "=", user.id).execute();
        await fetch(`${pair.fake.apiUrl}/v2/user/profile/basic`);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(probe?.seen).toEqual(["GET /v2/user/profile/basic"]);
    expect(probe?.lockedDuring).toEqual(["GET /v2/user/profile/basic: SQLITE_BUSY"]);
  });

  it("run outside transactions: connect, backfill, sync with a token refresh, disconnect, erase", async () => {
    probe?.reset();
    const first = await connectNewUser(pair);
    const asFirst = api(pair.server, first.user.accessToken);
    pair.fake.expireAccessTokens(first.memberId);
    pair.fake.failNext({ status: 503, count: 1, pathIncludes: "/v2/recovery" });
    expect((await asFirst.post<{ success: boolean }>("/whoop/sync/manual")).body.success).toBe(true);
    expect((await asFirst.delete("/whoop/connection")).status).toBe(200);
    const second = await connectNewUser(pair);
    expect((await api(pair.server, second.user.accessToken).delete("/auth/delete-all-data")).status).toBe(
      200,
    );

    // Every kind of WHOOP call the server makes was reached (and the browser's consent page).
    expect(new Set(probe?.seen)).toEqual(
      new Set([
        "GET /auth",
        "POST /token",
        "GET /v2/user/profile/basic",
        "GET /v2/cycle",
        "GET /v2/recovery",
        "GET /v2/activity/sleep",
        "GET /v2/activity/workout",
        "DELETE /v2/user/access",
      ]),
    );
    expect(pair.fake.count("token:refresh_token")).toBeGreaterThan(0);
    expect(probe?.lockedDuring).toEqual([]);
  });
});

describe("The confirmation e-mail", () => {
  let smtp: SMTPServer;
  let probe: ReturnType<typeof writeLockProbe> | undefined;
  let mails = 0;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onMailFrom(_address, _session, done) {
        probe?.check("MAIL FROM");
        done();
      },
      onData(stream, _session, done) {
        probe?.check("DATA");
        stream.on("end", () => {
          mails += 1;
          done();
        });
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    probe?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("is sent outside the sign-up transaction", async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Evenkeel <no-reply@evenkeel.test>",
      PUBLIC_URL: "https://evenkeel.example.com",
    });
    try {
      probe = writeLockProbe(server.dataDir);
      const answer = await api(server).post<{ requires_confirmation: boolean }>("/auth/signup", {
        email: "mailed@example.com",
        password: "a sturdy test passphrase",
      });
      expect(answer).toMatchObject({ status: 200, body: { requires_confirmation: true } });
      expect(mails).toBe(1);
      expect(probe.seen).toEqual(["MAIL FROM", "DATA"]);
      expect(probe.lockedDuring).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
