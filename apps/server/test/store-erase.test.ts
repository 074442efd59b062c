// eraseUserData: every user-scoped row of one user goes in one transaction, the account and
// other users stay, picture files go after the commit, and no byte of the erased data is
// left in the database files. A write failing midway leaves everything as it was.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { eraseUserData } from "../src/store/erase-user-data.ts";
import { createInsight } from "../src/store/insights.repository.ts";
import { upsertHealthMetrics } from "../src/store/metrics.repository.ts";
import { createMood } from "../src/store/moods.repository.ts";
import { upsertScores } from "../src/store/scores.repository.ts";
import { databaseContains } from "./support/database-files.ts";
import { injectFailure } from "./support/injected-failures.ts";
import { insertUser, NOW } from "./support/schema-fixtures.ts";
import { metricDay, scoreResult, writtenWeeklySummary } from "./support/store-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";
import { snapshotUserRows } from "./support/user-rows.ts";

const SECRET_NOTE = "Zebra-quartz-7731: told nobody about the panic attack";
const USER_TABLES = [
  "health_metrics",
  "metric_source_preferences",
  "moods",
  "burnout_scores",
  "insights",
  "wearable_connections",
  "oauth_states",
  "report_share_links",
] as const;

let db: AppDatabase;
let dataDir: string;
let uploadsDir: string;
const deletedFiles: string[] = [];

async function seed(userId: string, note: string): Promise<void> {
  await createMood(db, userId, { date: "2026-11-20", rating: 3, notes: note }, NOW);
  await upsertHealthMetrics(db, userId, [metricDay("2026-11-20")], "whoop", NOW);
  await upsertScores(db, userId, [scoreResult("2026-11-20")], NOW);
  await createInsight(db, userId, writtenWeeklySummary("2026-11-20"), NOW);
  await db
    .insertInto("wearable_connections")
    .values({ id: `wc-${userId}`, user_id: userId, provider: "whoop", connected_at: NOW })
    .execute();
  await db
    .insertInto("metric_source_preferences")
    .values({ user_id: userId, metric: "hrv", source: "whoop", created_at: NOW, updated_at: NOW })
    .execute();
  await db
    .insertInto("wearable_day_notes")
    .values({ connection_id: `wc-${userId}`, date: "2026-11-20", score_pending: 1, updated_at: NOW })
    .execute();
  await db
    .insertInto("oauth_states")
    .values({
      state_hash: `state-${userId}`,
      user_id: userId,
      provider: "whoop",
      redirect_uri: "http://localhost:3000/settings/whoop/callback",
      created_at: NOW,
      expires_at: NOW,
    })
    .execute();
  await db
    .insertInto("report_share_links")
    .values({
      id: `link-${userId}`,
      user_id: userId,
      token_hash: `hash-${userId}`,
      weeks: 4,
      created_at: NOW,
      expires_at: "2999-01-01T00:00:00.000Z",
      revoked_at: null,
    })
    .execute();
  await db
    .insertInto("report_share_link_opens")
    .values({ link_id: `link-${userId}`, opened_at: NOW })
    .execute();
  const fileName = `${userId}-picture.webp`;
  fs.writeFileSync(path.join(uploadsDir, fileName), "picture bytes");
  await db
    .insertInto("uploads")
    .values({ id: `up-${userId}`, file_name: fileName, owner_user_id: userId, created_at: NOW })
    .execute();
  await db
    .updateTable("users")
    .set({ first_name: "Ada", profile_picture_url: `/api/uploads/${fileName}` })
    .where("id", "=", userId)
    .execute();
}

async function countRows(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of USER_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(db.fn.countAll().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const uploads = await db
    .selectFrom("uploads")
    .select(db.fn.countAll().as("n"))
    .where("owner_user_id", "=", userId)
    .executeTakeFirstOrThrow();
  counts.uploads = Number(uploads.n);
  const notes = await db
    .selectFrom("wearable_day_notes")
    .select(db.fn.countAll().as("n"))
    .where("connection_id", "=", `wc-${userId}`)
    .executeTakeFirstOrThrow();
  counts.wearable_day_notes = Number(notes.n);
  const opens = await db
    .selectFrom("report_share_link_opens")
    .select(db.fn.countAll().as("n"))
    .where("link_id", "=", `link-${userId}`)
    .executeTakeFirstOrThrow();
  counts.report_share_link_opens = Number(opens.n);
  return counts;
}

beforeAll(async () => {
  ({ db, dataDir } = await openTestDatabase());
  uploadsDir = path.join(dataDir, "uploads");
  fs.mkdirSync(uploadsDir);
  await insertUser(db, "ada");
  await insertUser(db, "bob");
  await seed("ada", SECRET_NOTE);
  await seed("bob", "Bob's ordinary day");
  expect(await databaseContains({ db, dataDir }, SECRET_NOTE)).not.toEqual([]);
  await eraseUserData(db, "ada", {
    deleteUploadFiles: async (fileNames) => {
      for (const name of fileNames) {
        fs.rmSync(path.join(uploadsDir, name));
        deletedFiles.push(name);
      }
    },
  });
});
afterAll(async () => {
  await db.destroy();
});

describe("erasing a user's data", () => {
  it("removes every user-scoped row of that user", async () => {
    expect(await countRows("ada")).toEqual({
      health_metrics: 0,
      metric_source_preferences: 0,
      moods: 0,
      burnout_scores: 0,
      insights: 0,
      wearable_connections: 0,
      oauth_states: 0,
      report_share_links: 0,
      uploads: 0,
      wearable_day_notes: 0,
      report_share_link_opens: 0,
    });
  });

  it("keeps the account with its names and e-mail, without the picture", async () => {
    const user = await db.selectFrom("users").selectAll().where("id", "=", "ada").executeTakeFirst();
    expect(user).toMatchObject({ email: "ada@example.com", first_name: "Ada", profile_picture_url: null });
  });

  it("deletes the user's picture files and nobody else's", () => {
    expect(deletedFiles).toEqual(["ada-picture.webp"]);
    expect(fs.existsSync(path.join(uploadsDir, "bob-picture.webp"))).toBe(true);
  });

  it("leaves other users' data alone", async () => {
    expect(Object.values(await countRows("bob"))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("leaves no trace of the erased note in the database or WAL files", async () => {
    expect(await databaseContains({ db, dataDir }, SECRET_NOTE)).toEqual([]);
    expect(await databaseContains({ db, dataDir }, "Bob's ordinary day")).not.toEqual([]);
  });
});

describe("an erase that fails midway", () => {
  // SQLite triggers make one of the erase's late writes fail, as a full disk or an I/O error
  // would. Had any earlier delete committed on its own, its rows would be gone.
  it.each([
    ["the delete of the picture rows", "cyd", "DELETE", "uploads", "OLD.owner_user_id = 'cyd'"],
    ["the account update, its last write", "dan", "UPDATE OF profile_picture_url", "users", "OLD.id = 'dan'"],
  ])("at %s leaves every row and file of the user in place", async (_where, userId, event, table, when) => {
    await insertUser(db, userId);
    await seed(userId, `${userId}'s note that must survive`);
    const before = await snapshotUserRows(db, userId);
    expect(Object.values(await countRows(userId))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const removedFiles: string[] = [];
    const erase = () =>
      eraseUserData(db, userId, {
        deleteUploadFiles: async (fileNames) => void removedFiles.push(...fileNames),
      });

    const dropTrigger = await injectFailure(db, { event, table, when, message: "injected failure" });
    try {
      await expect(erase()).rejects.toThrow("injected failure");
    } finally {
      await dropTrigger();
    }

    expect(await snapshotUserRows(db, userId)).toEqual(before);
    expect(removedFiles).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir, `${userId}-picture.webp`))).toBe(true);

    // Nothing else was in the way: without the failure the same erase goes through.
    await erase();
    expect(Object.values(await countRows(userId))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(removedFiles).toEqual([`${userId}-picture.webp`]);
  });
});
