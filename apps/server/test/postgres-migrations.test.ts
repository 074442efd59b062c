// Migrations on PostgreSQL (docs/decisions/036): two processes starting together on one empty
// database migrate it once, under kysely's advisory lock, and both come up.
import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { migrations } from "../src/db/migrations/index.ts";
import { createPostgresTestDatabase } from "./support/postgres-databases.ts";
import { TABLES, tableNames } from "./support/schema-fixtures.ts";
import { makeTempDir } from "./support/temp-dir.ts";

const opened: AppDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

function open(databaseUrl: string): AppDatabase {
  const db = openDatabase({ dataDir: makeTempDir(), databaseUrl });
  opened.push(db);
  return db;
}

describe("migrations on PostgreSQL", () => {
  it("run once when two processes start together", async () => {
    const url = createPostgresTestDatabase();
    const [first, second] = [open(url), open(url)];
    const [a, b] = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
    const applied = [...a, ...b].map((result) => result.migrationName).sort();
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(await tableNames(first)).toEqual(TABLES);
  });
});
