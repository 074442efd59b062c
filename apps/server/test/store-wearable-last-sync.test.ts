// The dashboard's last sync (docs/decisions/040-reads-through-the-stock-stack.md): the latest `last_synced_at` of the user's
// connections, whichever provider it was, in one query; on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { createConnectionStore } from "../src/wearables/core/connection-store.ts";
import type { TokenVault } from "../src/wearables/core/token-vault.ts";
import { insertUser, NOW } from "./support/schema-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
beforeEach(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "ada");
  await insertUser(db, "bob");
});
afterEach(async () => {
  await db.destroy();
});

/** lastSync reads no token, so no vault is needed to ask it. */
const store = () => createConnectionStore(db, {} as TokenVault);

async function connect(userId: string, provider: string, lastSyncedAt: string | null): Promise<void> {
  await db
    .insertInto("wearable_connections")
    .values({
      id: `${userId}-${provider}`,
      user_id: userId,
      provider,
      connected_at: NOW,
      last_synced_at: lastSyncedAt,
    })
    .execute();
}

describe("the last sync of a user's connections", () => {
  it("is none without a connection, or with connections never synced", async () => {
    expect(await store().lastSync("ada")).toBeNull();
    await connect("ada", "whoop", null);
    expect(await store().lastSync("ada")).toBeNull();
  });

  it("is the latest of any provider's, and of that user's only", async () => {
    await connect("ada", "whoop", "2026-11-20T07:00:00.000Z");
    await connect("ada", "oura", null);
    expect(await store().lastSync("ada")).toBe("2026-11-20T07:00:00.000Z");
    await db
      .updateTable("wearable_connections")
      .set({ last_synced_at: "2026-11-21T06:30:00.000Z" })
      .where("id", "=", "ada-oura")
      .execute();
    expect(await store().lastSync("ada")).toBe("2026-11-21T06:30:00.000Z");
    await connect("bob", "whoop", "2026-11-22T09:00:00.000Z");
    expect(await store().lastSync("ada")).toBe("2026-11-21T06:30:00.000Z");
  });
});
