// Is a server using the database? Every open SQLite connection to a WAL database holds a
// shared lock for as long as it is open, even while idle, and the operating system drops it
// when the process dies (kill -9 included). Asking SQLite for an exclusive lock without
// waiting therefore fails exactly while some process has the database open: no pid file to
// go stale, no port to guess. (Like SQLite itself, this relies on POSIX locks, which network
// file systems may not honour.)
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { DATABASE_FILE_NAME } from "../db/database.ts";
import { BackupError } from "./database-check.ts";

export const DATABASE_IN_USE =
  "The database is in use: stop the Evenkeel server (and anything else using the data folder) first";

/**
 * Takes the database for this process alone, checkpointing its WAL into the main file, then
 * lets go; throws a BackupError while another process has it open. A missing database is free.
 */
export function assertDatabaseNotInUse(dataDir: string): void {
  const file = path.join(dataDir, DATABASE_FILE_NAME);
  if (!fs.existsSync(file)) return;
  const sqlite = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) throw new BackupError(DATABASE_IN_USE);
    throw error;
  } finally {
    // As the last connection, closing folds the WAL into the file and removes -wal and -shm.
    sqlite.close();
  }
}
