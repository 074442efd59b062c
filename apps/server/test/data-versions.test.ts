// The per-user data version (docs/data-versions.md): every table holding a user's data has the
// triggers that raise it, so a table added by a later migration without them fails here; each
// write raises it inside its own transaction; a rolled-back write leaves it as it was.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { isPostgres } from "../src/db/dialect.ts";
import {
  DATA_VERSION_TRIGGER_EVENTS,
  dataVersionTriggerName,
} from "../src/db/migrations/data-version-triggers.ts";
import { liveSessionDataVersion, revokeSession, startSession } from "../src/identity/sessions.ts";
import { readDataVersion } from "../src/store/data-versions.repository.ts";
import { eraseUserData } from "../src/store/erase-user-data.ts";
import { createMood } from "../src/store/moods.repository.ts";
import { insertUser, mood, NOW } from "./support/schema-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

/**
 * Tables without a `user_id` column, each with why. A new table lands here only with a reason;
 * one that holds a user's data through another column gets its triggers with `userId` set.
 */
const WITHOUT_USER_ID: Record<string, string> = {
  users: "versioned by its own id",
  uploads: "versioned by owner_user_id",
  wearable_day_notes: "versioned through its connection's user",
  report_share_link_opens: "versioned through its link's user",
  refresh_tokens: "sessions' bookkeeping; no answer reads it, and rotating a token changes no data",
  wearable_request_budget: "one row per provider, shared by every user; no answer reads it",
  provider_token_endpoints: "one row per provider, server-wide; no answer reads it",
  jobs: "background work of the server; no answer reads it, and the work's own writes count",
  rate_limit_hits: "throttle bookkeeping under digests; no answer reads it",
  upload_files: "a picture's bytes, written and deleted with its uploads row, whose triggers count",
  webhook_deliveries: "replay memory of provider webhooks, server-wide; no answer reads it",
};

/**
 * Tables with a `user_id` column that are kept from other tables' rows by triggers, each with
 * why they need no triggers of their own.
 */
const DERIVED_FROM_VERSIONED: Record<string, string> = {
  user_data_versions: "the version itself",
  user_day_totals: "moves only with a row of health_metrics or moods, whose own triggers raise the version",
};

let db: AppDatabase;
beforeEach(async () => {
  ({ db } = await openTestDatabase());
});
afterEach(async () => {
  await db.destroy();
});

async function appTables(): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

async function hasUserIdColumn(table: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some(
    (found) => found.name === table && found.columns.some((column) => column.name === "user_id"),
  );
}

async function triggerNames(): Promise<Set<string>> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select tgname as name from pg_trigger where not tgisinternal`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db);
  return new Set(rows.rows.map((row) => row.name));
}

describe("the data version triggers", () => {
  it("cover every table with a user_id column, and every other table is accounted for", async () => {
    const triggers = await triggerNames();
    const missing: string[] = [];
    for (const table of await appTables()) {
      if (table in DERIVED_FROM_VERSIONED) continue;
      const versioned = (await hasUserIdColumn(table)) || table in WITHOUT_USER_ID;
      expect(versioned, `${table} has no user_id column and is not listed in WITHOUT_USER_ID`).toBe(true);
      const wanted = (await hasUserIdColumn(table)) || WITHOUT_USER_ID[table]?.startsWith("versioned");
      if (!wanted) continue;
      for (const event of DATA_VERSION_TRIGGER_EVENTS) {
        const name = dataVersionTriggerName(table, event);
        if (!triggers.has(name)) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });

  it("raise the version with each insert, update and delete, for that user only", async () => {
    await insertUser(db, "u1");
    await insertUser(db, "u2");
    const start = await readDataVersion(db, "u1");
    const other = await readDataVersion(db, "u2");
    await db
      .insertInto("moods")
      .values(mood("m1", "u1", "2026-11-20"))
      .execute();
    expect(await readDataVersion(db, "u1")).toBe(start + 1);
    await db.updateTable("moods").set({ rating: 9 }).where("id", "=", "m1").execute();
    expect(await readDataVersion(db, "u1")).toBe(start + 2);
    await db.deleteFrom("moods").where("id", "=", "m1").execute();
    expect(await readDataVersion(db, "u1")).toBe(start + 3);
    await db.updateTable("users").set({ first_name: "Ada" }).where("id", "=", "u1").execute();
    expect(await readDataVersion(db, "u1")).toBe(start + 4);
    expect(await readDataVersion(db, "u2")).toBe(other);
  });

  it("come with the session check, in the same statement, for a live session of that user only", async () => {
    await insertUser(db, "u1");
    await insertUser(db, "u2");
    const { sessionId } = await startSession(db, "u1", NOW);
    const start = await readDataVersion(db, "u1");
    expect(await liveSessionDataVersion(db, sessionId, "u1")).toBe(start);
    await createMood(db, "u1", { date: "2026-11-20", rating: 6, notes: null }, NOW);
    expect(await liveSessionDataVersion(db, sessionId, "u1")).toBe(start + 1);
    // Another user's id, an unknown session, a revoked one: no caller, so no version.
    expect(await liveSessionDataVersion(db, sessionId, "u2")).toBeNull();
    expect(await liveSessionDataVersion(db, "no-such-session", "u1")).toBeNull();
    await revokeSession(db, sessionId, NOW);
    expect(await liveSessionDataVersion(db, sessionId, "u1")).toBeNull();
  });

  it("follow a row's owner through another table (day notes, share link opens)", async () => {
    await insertUser(db, "u1");
    await db
      .insertInto("wearable_connections")
      .values({ id: "wc1", user_id: "u1", provider: "whoop", connected_at: NOW })
      .execute();
    const before = await readDataVersion(db, "u1");
    await db
      .insertInto("wearable_day_notes")
      .values({ connection_id: "wc1", date: "2026-11-20", score_pending: 1, updated_at: NOW })
      .execute();
    expect(await readDataVersion(db, "u1")).toBe(before + 1);
  });

  it("leave the version unchanged when the write rolls back", async () => {
    await insertUser(db, "u1");
    const before = await readDataVersion(db, "u1");
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto("moods")
          .values(mood("m1", "u1", "2026-11-20"))
          .execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await readDataVersion(db, "u1")).toBe(before);
  });

  it("move on with an erase, and forget the counter with the account", async () => {
    await insertUser(db, "u1");
    await createMood(db, "u1", { date: "2026-11-20", rating: 3, notes: null }, NOW);
    const before = await readDataVersion(db, "u1");
    await eraseUserData(db, "u1");
    expect(await readDataVersion(db, "u1")).toBeGreaterThan(before);
    await db.deleteFrom("users").where("id", "=", "u1").execute();
    const left = await db.selectFrom("user_data_versions").selectAll().where("user_id", "=", "u1").execute();
    expect(left).toEqual([]);
  });
});
