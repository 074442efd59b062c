// The dialect module (src/db/dialect.ts): what the repositories ask instead of testing the
// database themselves behaves alike on SQLite and PostgreSQL (this file runs in both projects).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { databaseKind, greatest, lockForTransaction } from "../src/db/dialect.ts";
import { testingOnPostgres } from "./support/postgres-databases.ts";
import { insertUser } from "./support/schema-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
beforeAll(async () => {
  ({ db } = await openTestDatabase());
});
afterAll(async () => {
  await db.destroy();
});

describe("the dialect", () => {
  it("knows which database it is on", () => {
    expect(databaseKind(db)).toBe(testingOnPostgres() ? "postgres" : "sqlite");
  });

  it("takes the larger of two texts", async () => {
    const { rows } = await sql<{
      larger: string;
    }>`select ${greatest(db, sql<string>`'2026-01-02'`, "2026-01-01")} as larger`.execute(db);
    expect(rows[0]?.larger).toBe("2026-01-02");
  });

  it("answers counts as numbers", async () => {
    await insertUser(db, "counted");
    const row = await db
      .selectFrom("users")
      .select(db.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(1);
  });

  it("finds nothing for a key holding U+0000, instead of failing", async () => {
    const found = await db.selectFrom("users").select("id").where("id", "=", "counted\0").execute();
    expect(found).toEqual([]);
  });

  it("compares e-mail addresses without regard to case", async () => {
    const found = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "COUNTED@Example.com")
      .execute();
    expect(found).toEqual([{ id: "counted" }]);
  });

  it("runs locked transactions one after the other", async () => {
    const order: string[] = [];
    const run = (name: string) =>
      db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, "dialect-test");
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await trx.selectFrom("users").select("id").execute();
        order.push(`${name} out`);
      });
    await Promise.all([run("a"), run("b")]);
    expect(order).toEqual(["a in", "a out", "b in", "b out"]);
  });
});
