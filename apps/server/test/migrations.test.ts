// Migrations: they create every table, are idempotent and reversible, and a failed one
// leaves nothing half-applied (SECURITY.md 18).
import { type Migration, Migrator, NO_MIGRATIONS, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { migrations } from "../src/db/migrations/index.ts";
import { createPostgresTestDatabase, testingOnPostgres } from "./support/postgres-databases.ts";
import { TABLES, tableNames } from "./support/schema-fixtures.ts";
import { makeTempDir } from "./support/temp-dir.ts";

let db: AppDatabase;
beforeEach(async () => {
  db = freshDatabase();
  await migrateToLatest(db);
});

/** An empty database: SQLite in a new folder, or a new PostgreSQL database in that project. */
function freshDatabase(): AppDatabase {
  return openDatabase({
    dataDir: makeTempDir(),
    databaseUrl: testingOnPostgres() ? createPostgresTestDatabase() : undefined,
  });
}
afterEach(async () => {
  await db.destroy();
});

describe("migrations", () => {
  it("create every table of the product", async () => {
    expect(await tableNames(db)).toEqual(TABLES);
  });

  it("do nothing when run again", async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it("roll back to an empty schema", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(NO_MIGRATIONS);
    expect(error).toBeUndefined();
    expect(await tableNames(db)).toEqual([]);
  });

  it("leave no trace of a migration that fails halfway", async () => {
    const fresh = freshDatabase();
    const failing: Record<string, Migration> = {
      ...migrations,
      "2026_11_21_0002_broken": {
        up: async (database) => {
          await database.schema.createTable("half_done").addColumn("id", "text").execute();
          await sql`this is not sql`.execute(database);
        },
      },
    };
    const { error } = await new Migrator({
      db: fresh,
      provider: { getMigrations: async () => failing },
    }).migrateToLatest();
    expect(error).toBeDefined();
    expect(await tableNames(fresh)).toEqual([]);
    await fresh.destroy();
  });
});
