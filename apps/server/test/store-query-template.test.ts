// Query templates (db/query-template.ts, docs/decisions/040-reads-through-the-stock-stack.md): built and compiled once per
// shape, then run with each call's values; on SQLite and PostgreSQL alike.
import { CamelCasePlugin, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { firstOfTemplate, QueryTemplateError, runTemplate } from "../src/db/query-template.ts";
import { createMood } from "../src/store/moods.repository.ts";
import { insertUser, NOW } from "./support/schema-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;

beforeAll(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "ada");
  await insertUser(db, "bob");
  for (const [user, date, rating] of [
    ["ada", "2026-11-01", 4],
    ["ada", "2026-11-02", 6],
    ["ada", "2026-11-03", 8],
    ["bob", "2026-11-02", 2],
  ] as const) {
    await createMood(db, user, { date, rating, notes: null }, NOW);
  }
});
afterAll(async () => {
  await db.destroy();
});

const ratingsBetween = (user: string, from: string, to: string, limit: number) =>
  runTemplate(db, "test.ratingsBetween", [user, from, to, limit], (who, start, end, most) =>
    db
      .selectFrom("moods")
      .select(["date", "rating"])
      .where("user_id", "=", who)
      .where("date", ">=", start)
      .where("date", "<=", end)
      .where("rating", ">", 0)
      .orderBy("date", "desc")
      .limit(most),
  );

describe("query templates", () => {
  it("answer each call with its own values, in the builder's places, beside the values it fixed", async () => {
    expect(await ratingsBetween("ada", "2026-11-01", "2026-11-03", 10)).toEqual([
      { date: "2026-11-03", rating: 8 },
      { date: "2026-11-02", rating: 6 },
      { date: "2026-11-01", rating: 4 },
    ]);
    // The same compiled shape, other values: another user, a narrower range, a smaller limit.
    expect(await ratingsBetween("ada", "2026-11-02", "2026-11-03", 1)).toEqual([
      { date: "2026-11-03", rating: 8 },
    ]);
    expect(await ratingsBetween("bob", "2026-11-01", "2026-11-30", 10)).toEqual([
      { date: "2026-11-02", rating: 2 },
    ]);
    expect(await ratingsBetween("nobody", "2026-11-01", "2026-11-30", 10)).toEqual([]);
  });

  it("take a value used twice, and give the first row or nothing", async () => {
    const sameDay = (user: string, date: string) =>
      firstOfTemplate(db, "test.sameDay", [user, date], (who, day) =>
        db
          .selectFrom("moods")
          .select("rating")
          .where("user_id", "=", who)
          .where("date", ">=", day)
          .where("date", "<=", day),
      );
    expect(await sameDay("ada", "2026-11-02")).toEqual({ rating: 6 });
    expect(await sameDay("bob", "2026-11-03")).toBeUndefined();
  });

  it("run inside a transaction, which sees its own writes", async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await createMood(trx, "bob", { date: "2026-11-09", rating: 9, notes: null }, NOW);
        const rows = await runTemplate(trx, "test.bobNewest", ["bob"], (who) =>
          trx.selectFrom("moods").select("date").where("user_id", "=", who).orderBy("date", "desc").limit(1),
        );
        expect(rows).toEqual([{ date: "2026-11-09" }]);
        throw new Error("roll back");
      })
      .catch((error: Error) => expect(error.message).toBe("roll back"));
    expect(await ratingsBetween("bob", "2026-11-09", "2026-11-09", 1)).toEqual([]);
  });

  it("are built once for a database and its transactions, and apart for a handle with plugins", async () => {
    let builds = 0;
    const ratingOn = (handle: AppDatabase, user: string, day: string) =>
      firstOfTemplate(handle, "test.ratingOnCounted", [user, day], (who, date) => {
        builds++;
        return handle
          .selectFrom("moods")
          .select("rating")
          .where("user_id", "=", who)
          .where("date", "=", date);
      });
    expect(await ratingOn(db, "ada", "2026-11-01")).toEqual({ rating: 4 });
    for (const [user, day, rating] of [
      ["ada", "2026-11-02", 6],
      ["bob", "2026-11-02", 2],
    ] as const) {
      await db.transaction().execute(async (trx) => {
        expect(await ratingOn(trx, user, day)).toEqual({ rating });
      });
    }
    expect(builds).toBe(1);
    // A plugin may change what a builder compiles to: such a handle builds its own.
    const renamed = db.withPlugin(new CamelCasePlugin());
    expect(await ratingOn(renamed, "ada", "2026-11-03")).toEqual({ rating: 8 });
    expect(builds).toBe(2);
  });

  it("refuse a builder that writes a value into the SQL text or leaves one out", async () => {
    await expect(
      runTemplate(db, "test.inlined", ["ada"], (who) =>
        db
          .selectFrom("moods")
          .select("date")
          .where(sql<boolean>`user_id = ${sql.lit(who)}`),
      ),
    ).rejects.toThrow(QueryTemplateError);
    await expect(
      runTemplate(db, "test.unused", ["ada", "2026-11-01"], (who, _day) =>
        db.selectFrom("moods").select("date").where("user_id", "=", who),
      ),
    ).rejects.toThrow(QueryTemplateError);
  });

  it("never read inside another's open transaction: they see only what was committed", async () => {
    // A transaction holds a write not yet committed while a template reads the database.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = () => {};
    const begun = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await createMood(trx, "bob", { date: "2026-11-10", rating: 5, notes: null }, NOW);
        inside();
        await held;
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);
    await begun;
    const read = ratingsBetween("bob", "2026-11-10", "2026-11-10", 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await transaction).toBe("roll back");
    expect(await read).toEqual([]);
    expect(await ratingsBetween("bob", "2026-11-02", "2026-11-02", 1)).toEqual([
      { date: "2026-11-02", rating: 2 },
    ]);
  });
});
