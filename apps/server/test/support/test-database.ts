// A migrated database for store tests that need no HTTP: SQLite in a throw-away folder, or in
// the "postgres" project a fresh PostgreSQL database.
import { type AppDatabase, openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { createPostgresTestDatabase, testingOnPostgres } from "./postgres-databases.ts";
import { makeTempDir } from "./temp-dir.ts";

export interface TestDatabase {
  db: AppDatabase;
  dataDir: string;
  /** The PostgreSQL database's URL in the "postgres" project; absent on SQLite. */
  databaseUrl?: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = makeTempDir("evenkeel-store");
  const databaseUrl = testingOnPostgres() ? createPostgresTestDatabase() : undefined;
  const db = openDatabase({ dataDir, databaseUrl });
  await migrateToLatest(db);
  return databaseUrl ? { db, dataDir, databaseUrl } : { db, dataDir };
}
