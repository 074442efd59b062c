// Migrations: they create every table, are idempotent and reversible, and a failed one
// leaves nothing half-applied (docs/security.md #18).
import type { DataImportKind } from "@evenkeel/contracts";
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

  it("keep no list of import formats: the imports before stay, a new format needs no migration", async () => {
    const fresh = freshDatabase();
    const upTo = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
    expect((await upTo.migrateTo("2026_11_28_0800_webhook_deliveries")).error).toBeUndefined();
    const at = "2026-11-28T10:00:00.000Z";
    const row = (id: string, kind: DataImportKind) => ({
      id,
      user_id: "u1",
      kind,
      status: "done" as const,
      file_name: "export.zip",
      file_bytes: 10,
      created_at: at,
      updated_at: at,
    });
    await fresh
      .insertInto("users")
      .values({ id: "u1", email: "a@example.com", password_hash: "x", created_at: at, updated_at: at })
      .execute();
    await fresh.insertInto("data_imports").values(row("before", "whoop_export")).execute();
    await expect(
      fresh.insertInto("data_imports").values(row("refused", "fitbit_export")).execute(),
    ).rejects.toThrow();
    expect((await migrateToLatest(fresh)).map((done) => done.migrationName)).toContain(
      "2026_11_28_1300_import_kinds_unlisted",
    );
    const versionOf = async () =>
      (
        await fresh
          .selectFrom("user_data_versions")
          .select("version")
          .where("user_id", "=", "u1")
          .executeTakeFirst()
      )?.version;
    const versionBefore = await versionOf();
    await fresh.insertInto("data_imports").values(row("after", "fitbit_export")).execute();
    const kinds = await fresh
      .selectFrom("data_imports")
      .select(["id", "kind", "days_changed"])
      .orderBy("id")
      .execute();
    expect(kinds).toEqual([
      { id: "after", kind: "fitbit_export", days_changed: null },
      { id: "before", kind: "whoop_export", days_changed: null },
    ]);
    // The rebuilt table still moves the user's data version on.
    expect(Number(await versionOf())).toBeGreaterThan(Number(versionBefore ?? 0));
    // And the indexes are back.
    await fresh.deleteFrom("data_imports").where("id", "=", "after").execute();
    const back = await upTo.migrateTo("2026_11_28_0800_webhook_deliveries");
    expect(back.error).toBeUndefined();
    expect(await fresh.selectFrom("data_imports").select("kind").execute()).toEqual([
      { kind: "whoop_export" },
    ]);
    await fresh.destroy();
  });
});
