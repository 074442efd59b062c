// An online backup of the live database (docs/security.md #20) with SQLite's backup API, through a
// read-only connection of its own, so it runs while the server serves. All pages are copied
// in one step, that is inside one read transaction: the copy is the database exactly as it was
// at one instant (WAL lets the server keep writing meanwhile), and it cannot be restarted
// forever by a busy writer. The copy is checked, then moved into place: a failed backup never
// leaves a half-written file under the name asked for.
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { DATABASE_FILE_NAME } from "../db/database.ts";
import { assertSoundDatabase, BackupError } from "./database-check.ts";

export interface BackupResult {
  source: string;
  target: string;
  pages: number;
}

const ALL_PAGES_AT_ONCE = 0x7fffffff;

export async function backupDatabase(dataDir: string, target: string): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE_NAME);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database to back up at ${source}`);
  if (isLiveFile(source, target))
    throw new BackupError("The backup cannot be written over the live database");
  if (!fs.existsSync(path.dirname(target))) {
    throw new BackupError(`The folder ${path.dirname(target)} does not exist`);
  }

  const partial = `${target}.${process.pid}.partial`;
  // Owner-only from the first byte: a backup holds every user's health data.
  fs.writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
  const sqlite = new SqliteDatabase(source, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    const progress = await sqlite.backup(partial, { progress: () => ALL_PAGES_AT_ONCE });
    sqlite.close();
    makeSelfContained(partial);
    assertSoundDatabase(partial);
    syncFile(partial);
    fs.renameSync(partial, target);
    syncFile(path.dirname(target));
    return { source, target, pages: progress.totalPages };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    if (sqlite.open) sqlite.close();
  }
}

/** The copy keeps the live file's WAL mode; a backup is better as one file with no -wal beside it. */
function makeSelfContained(file: string): void {
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

function isLiveFile(source: string, target: string): boolean {
  const resolved = path.resolve(target);
  return ["", "-wal", "-shm", "-journal"].some((suffix) => resolved === path.resolve(`${source}${suffix}`));
}

/** Flushes a file or folder to disk, so the backup survives a power cut right after. */
export function syncFile(file: string): void {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
