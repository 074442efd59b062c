// The schema's keys and constraints: one row per user and day (so syncs are upserts), unique
// e-mails and tokens, valid values only, and every user-scoped row deleted with its user.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { insertUser, mood, NOW, TABLES } from "./support/schema-fixtures.ts";
import { makeTempDir } from "./support/temp-dir.ts";

let db: AppDatabase;
beforeEach(async () => {
  db = openDatabase(makeTempDir());
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
});

describe("the schema", () => {
  it("keeps e-mail addresses unique regardless of case", async () => {
    await insertUser(db, "u1", "Ada@Example.com");
    await expect(insertUser(db, "u2", "ada@example.COM")).rejects.toThrow(
      /UNIQUE constraint failed: users.email/,
    );
  });

  it("keeps one mood, one health record and one score per user and day", async () => {
    await insertUser(db, "u1");
    await insertUser(db, "u2");
    await db
      .insertInto("moods")
      .values(mood("m1", "u1", "2026-11-20"))
      .execute();
    await db
      .insertInto("moods")
      .values(mood("m2", "u2", "2026-11-20"))
      .execute();
    await expect(
      db
        .insertInto("moods")
        .values(mood("m3", "u1", "2026-11-20"))
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed: moods.user_id, moods.date/);

    const metric = { user_id: "u1", date: "2026-11-20", source: "whoop", created_at: NOW, updated_at: NOW };
    await db
      .insertInto("health_metrics")
      .values({ id: "h1", ...metric })
      .execute();
    await expect(
      db
        .insertInto("health_metrics")
        .values({ id: "h2", ...metric })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed: health_metrics.user_id, health_metrics.date/);

    const score = {
      user_id: "u1",
      date: "2026-11-20",
      overall_risk_score: 42.5,
      risk_level: "moderate" as const,
      risk_factors: "{}",
      contributions: "{}",
      algorithm_version: "ek-1",
      calculated_at: NOW,
    };
    await db
      .insertInto("burnout_scores")
      .values({ id: "b1", ...score })
      .execute();
    await expect(
      db
        .insertInto("burnout_scores")
        .values({ id: "b2", ...score })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed: burnout_scores.user_id, burnout_scores.date/);
  });

  it("lets a daily row be upserted on (user_id, date)", async () => {
    await insertUser(db, "u1");
    for (const [id, rating] of [
      ["m1", 4],
      ["m2", 9],
    ] as const) {
      await db
        .insertInto("moods")
        .values(mood(id, "u1", "2026-11-20", rating))
        .onConflict((conflict) => conflict.columns(["user_id", "date"]).doUpdateSet({ rating }))
        .execute();
    }
    const rows = await db.selectFrom("moods").select(["id", "rating"]).execute();
    expect(rows).toEqual([{ id: "m1", rating: 9 }]);
  });

  it("keeps one connection per user and provider, and one use per refresh token", async () => {
    await insertUser(db, "u1");
    const connection = { user_id: "u1", provider: "whoop", connected_at: NOW };
    await db
      .insertInto("wearable_connections")
      .values({ id: "w1", ...connection })
      .execute();
    await expect(
      db
        .insertInto("wearable_connections")
        .values({ id: "w2", ...connection })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed/);

    await db.insertInto("sessions").values({ id: "s1", user_id: "u1", created_at: NOW }).execute();
    const token = { session_id: "s1", family_id: "f1", token_hash: "hash-1", created_at: NOW };
    await db
      .insertInto("refresh_tokens")
      .values({ id: "r1", ...token })
      .execute();
    await expect(
      db
        .insertInto("refresh_tokens")
        .values({ id: "r2", ...token })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed: refresh_tokens.token_hash/);
  });

  it("refuses mood ratings outside 1–10, malformed dates and rows of unknown users", async () => {
    await insertUser(db, "u1");
    await expect(
      db
        .insertInto("moods")
        .values(mood("m1", "u1", "2026-11-20", 11))
        .execute(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      db
        .insertInto("moods")
        .values(mood("m2", "u1", "20/11/2026"))
        .execute(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      db
        .insertInto("moods")
        .values(mood("m3", "nobody", "2026-11-20"))
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });

  it("deletes every row of a user with the user, and frees their uploads for clean-up", async () => {
    await insertUser(db, "u1");
    await insertUser(db, "u2");
    await db.insertInto("sessions").values({ id: "s1", user_id: "u1", created_at: NOW }).execute();
    await db
      .insertInto("refresh_tokens")
      .values({ id: "r1", session_id: "s1", family_id: "f1", token_hash: "h", created_at: NOW })
      .execute();
    await db
      .insertInto("confirmation_tokens")
      .values({ token_hash: "c", user_id: "u1", type: "signup", created_at: NOW, expires_at: NOW })
      .execute();
    await db
      .insertInto("moods")
      .values([mood("m1", "u1", "2026-11-20"), mood("m2", "u2", "2026-11-20")])
      .execute();
    await db
      .insertInto("health_metrics")
      .values({
        id: "h1",
        user_id: "u1",
        date: "2026-11-20",
        source: "whoop",
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto("insights")
      .values({
        id: "i1",
        user_id: "u1",
        insight_type: "weekly_summary",
        title: "Week",
        content: "…",
        recommendations: '{"items":[]}',
        structured_data: "{}",
        created_at: NOW,
      })
      .execute();
    await db
      .insertInto("wearable_connections")
      .values({ id: "w1", user_id: "u1", provider: "whoop", connected_at: NOW })
      .execute();
    await db
      .insertInto("oauth_states")
      .values({
        state_hash: "o",
        user_id: "u1",
        provider: "whoop",
        redirect_uri: "x",
        created_at: NOW,
        expires_at: NOW,
      })
      .execute();
    await db
      .insertInto("uploads")
      .values({ id: "p1", file_name: "a.webp", owner_user_id: "u1", created_at: NOW })
      .execute();

    await db.deleteFrom("users").where("id", "=", "u1").execute();

    for (const table of TABLES.filter((name) => !["users", "uploads"].includes(name))) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
      // The other user's mood, that user's data version (docs/data-versions.md) and day
      // total of moods (docs/decisions/040-reads-through-the-stock-stack.md).
      const othersRows = ["moods", "user_data_versions", "user_day_totals"].includes(table) ? 1 : 0;
      expect({ table, n: rows[0]?.n }).toEqual({ table, n: othersRows });
    }
    const upload = await db.selectFrom("uploads").select("owner_user_id").executeTakeFirstOrThrow();
    expect(upload.owner_user_id).toBeNull();
  });
});
