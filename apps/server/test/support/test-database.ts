// A migrated SQLite database in a throw-away folder, for store tests that need no HTTP.
import { type AppDatabase, openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { makeTempDir } from "./temp-dir.ts";

export interface TestDatabase {
  db: AppDatabase;
  dataDir: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = makeTempDir("evenkeel-store");
  const db = openDatabase(dataDir);
  await migrateToLatest(db);
  return { db, dataDir };
}
