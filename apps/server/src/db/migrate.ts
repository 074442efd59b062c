// Brings a database to the latest schema; run on every start before the server listens.
import { type MigrationResult, Migrator } from "kysely";
import type { AppDatabase } from "./database.ts";
import { migrations } from "./migrations/index.ts";

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Applies every pending migration in one go; throws (leaving the failed one rolled back) on failure. */
export async function migrateToLatest(db: AppDatabase): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Database migration ${failed} failed`, { cause: error });
  }
  return results;
}
