// Day totals (docs/decisions/040-reads-through-the-stock-stack.md): `user_day_totals` counts each user's health-metric and mood
// rows through triggers, and countUpTo (the dashboard's "days tracked" and "mood entries")
// answers from it exactly what counting the rows answers, after any sequence of writes, on
// SQLite and PostgreSQL; the migration counts the rows already there.
import fc from "fast-check";
import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { migrations } from "../src/db/migrations/index.ts";
import { eraseUserData } from "../src/store/erase-user-data.ts";
import { countMetricsUpTo } from "../src/store/metrics.repository.ts";
import { countMoodsUpTo } from "../src/store/moods.repository.ts";
import { insertUser, mood, NOW } from "./support/schema-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
beforeEach(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "u1");
  await insertUser(db, "u2");
});
afterEach(async () => {
  await db.destroy();
});

const USERS = ["u1", "u2"] as const;
// Two users and three days to write: writes meet the same rows often. A row moved to another
// date may go two days further, past every date written so far.
const DAYS = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"] as const;
const WRITTEN_DAYS = 3;

/** Row ids never repeat: a row moved to another owner or date keeps its id. */
let nextId = 0;

function metric(userId: string, date: string, recovery = 50) {
  return {
    id: `h${nextId++}`,
    user_id: userId,
    date,
    recovery_score: recovery,
    source: "whoop",
    created_at: NOW,
    updated_at: NOW,
  };
}

/** What counting the rows answers. */
async function counted(table: "health_metrics" | "moods", userId: string, date: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
    where user_id = ${userId} and date <= ${date}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function expectTotalsAsCounted(): Promise<void> {
  for (const userId of USERS) {
    for (const date of ["2026-10-31", ...DAYS, "2026-12-01"]) {
      expect({ userId, date, metrics: await countMetricsUpTo(db, userId, date) }).toEqual({
        userId,
        date,
        metrics: await counted("health_metrics", userId, date),
      });
      expect({ userId, date, moods: await countMoodsUpTo(db, userId, date) }).toEqual({
        userId,
        date,
        moods: await counted("moods", userId, date),
      });
    }
  }
}

type Step =
  | { kind: "putMetric" | "putMood" | "deleteMetric" | "deleteMood"; user: number; day: number }
  | { kind: "moveMood"; user: number; day: number }
  | { kind: "redateMetric"; user: number; day: number; to: number }
  | { kind: "erase"; user: number }
  | { kind: "failedWrite"; user: number; day: number };

const user = fc.integer({ min: 0, max: 1 });
const day = fc.integer({ min: 0, max: WRITTEN_DAYS - 1 });
const anyDay = fc.integer({ min: 0, max: DAYS.length - 1 });
// Mostly single-row writes, so a run builds up days before an erase clears them.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constantFrom("putMetric", "putMood", "deleteMetric", "deleteMood", "moveMood", "failedWrite"),
      user,
      day,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("redateMetric" as const), user, day: anyDay, to: anyDay }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("erase" as const), user }) },
);

async function apply(s: Step): Promise<void> {
  const userId = USERS[s.user] as string;
  if (s.kind === "erase") {
    await eraseUserData(db, userId);
    return;
  }
  const date = DAYS[s.day] as string;
  switch (s.kind) {
    case "putMetric":
      // An upsert: a day already there has its values changed, and its total stays.
      await db
        .insertInto("health_metrics")
        .values(metric(userId, date))
        .onConflict((oc) => oc.columns(["user_id", "date"]).doUpdateSet({ recovery_score: 77 }))
        .execute();
      return;
    case "putMood":
      await db
        .insertInto("moods")
        .values(mood(`m${nextId++}`, userId, date))
        .onConflict((oc) => oc.columns(["user_id", "date"]).doUpdateSet({ rating: 3 }))
        .execute();
      return;
    case "deleteMetric":
      await db.deleteFrom("health_metrics").where("user_id", "=", userId).where("date", "=", date).execute();
      return;
    case "deleteMood":
      await db.deleteFrom("moods").where("user_id", "=", userId).where("date", "=", date).execute();
      return;
    case "moveMood": {
      // A row changing owner (no product path does it) moves a day from one total to the other.
      const other = USERS[1 - s.user] as string;
      const taken = await db
        .selectFrom("moods")
        .select("id")
        .where("user_id", "=", other)
        .where("date", "=", date)
        .executeTakeFirst();
      if (taken) return;
      await db
        .updateTable("moods")
        .set({ user_id: other })
        .where("user_id", "=", userId)
        .where("date", "=", date)
        .execute();
      return;
    }
    case "redateMetric": {
      // A row moving to another date (no product path does it): the count up to each date
      // follows, and the latest date stays one no row is after.
      const to = DAYS[s.to] as string;
      const taken = await db
        .selectFrom("health_metrics")
        .select("id")
        .where("user_id", "=", userId)
        .where("date", "=", to)
        .executeTakeFirst();
      if (taken) return;
      await db
        .updateTable("health_metrics")
        .set({ date: to })
        .where("user_id", "=", userId)
        .where("date", "=", date)
        .execute();
      return;
    }
    case "failedWrite":
      // A transaction that inserts and then fails leaves every total as it was.
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("health_metrics")
            .values(metric(userId, "2026-11-30"))
            .onConflict((oc) => oc.doNothing())
            .execute();
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      return;
  }
}

describe("day totals", () => {
  it("answer what counting the rows answers, after any sequence of writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40, size: "max" }), async (steps) => {
        await db.deleteFrom("health_metrics").execute();
        await db.deleteFrom("moods").execute();
        for (const s of steps) await apply(s);
        await expectTotalsAsCounted();
      }),
      { numRuns: 60 },
    );
  });

  it("are none for a user with no rows, and go with a deleted account", async () => {
    expect(await countMetricsUpTo(db, "u1", "2026-12-01")).toBe(0);
    await db.insertInto("health_metrics").values(metric("u1", "2026-11-01")).execute();
    await db
      .insertInto("moods")
      .values(mood("m1", "u1", "2026-11-01"))
      .execute();
    const before = await db.selectFrom("user_day_totals").selectAll().where("user_id", "=", "u1").execute();
    expect(before.map((row) => [row.day_table, Number(row.days), row.latest_date]).sort()).toEqual([
      ["health_metrics", 1, "2026-11-01"],
      ["moods", 1, "2026-11-01"],
    ]);
    await db.deleteFrom("users").where("id", "=", "u1").execute();
    expect(await db.selectFrom("user_day_totals").selectAll().execute()).toEqual([]);
  });

  it("are counted from the rows already there when the migration runs", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await db
      .insertInto("health_metrics")
      .values([metric("u1", "2026-11-01"), metric("u1", "2026-11-03")])
      .execute();
    await db
      .insertInto("moods")
      .values([mood("m1", "u2", "2026-11-02")])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await countMetricsUpTo(db, "u1", "2026-11-02")).toBe(1);
    expect(await countMetricsUpTo(db, "u1", "2026-12-01")).toBe(2);
    expect(await countMoodsUpTo(db, "u2", "2026-11-02")).toBe(1);
    expect(await countMoodsUpTo(db, "u1", "2026-11-02")).toBe(0);
    await expectTotalsAsCounted();
  });
});
