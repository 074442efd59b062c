// Whether a file is a sound Evenkeel database this version can run: SQLite's full
// `PRAGMA integrity_check` says ok, it has Evenkeel's tables, and every migration recorded in
// it is one this code knows (a backup from a newer version would fail at start-up).
import SqliteDatabase from "better-sqlite3";
import { migrations } from "../db/migrations/index.ts";

export class BackupError extends Error {
  override name = "BackupError";
}

const REQUIRED_TABLES = ["users", "moods", "health_metrics", "kysely_migration"];

/** Throws a BackupError saying what is wrong with the database file, else returns. */
export function assertSoundDatabase(file: string): void {
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database (${messageOf(error)})`);
  }
  try {
    const problems = integrityProblems(sqlite);
    if (problems.length > 0) {
      throw new BackupError(`${file} is damaged: integrity_check says ${problems.slice(0, 3).join("; ")}`);
    }
    const tables = new Set(
      sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      throw new BackupError(`${file} is not an Evenkeel database (no ${missing.join(", ")} table)`);
    }
    const recorded = sqlite.prepare("select name from kysely_migration").pluck().all() as string[];
    const unknown = recorded.filter((name) => !Object.hasOwn(migrations, name));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} comes from a newer Evenkeel (migration ${unknown[0]} is unknown here); update Evenkeel first`,
      );
    }
  } finally {
    sqlite.close();
  }
}

function integrityProblems(sqlite: SqliteDatabase.Database): string[] {
  try {
    const rows = sqlite.pragma("integrity_check") as Array<{ integrity_check: string }>;
    return rows.map((row) => row.integrity_check).filter((line) => line !== "ok");
  } catch (error) {
    // A file too damaged to even check ("file is not a database", "malformed").
    return [messageOf(error)];
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
