// Restores a backup into a stopped data folder (docs/security.md #20). The backup must pass
// `PRAGMA integrity_check` and be an Evenkeel database this version knows; the server must not
// be running (exclusive-use.ts). The backup is copied next to the live file, checked again, and
// renamed into place; the database it replaces is kept beside it, never deleted.
import fs from "node:fs";
import path from "node:path";
import { DATABASE_FILE_NAME } from "../db/database.ts";
import { syncFile } from "./backup.ts";
import { assertSoundDatabase, BackupError } from "./database-check.ts";
import { assertDatabaseNotInUse } from "./exclusive-use.ts";

export interface RestoreResult {
  target: string;
  /** Where the database that was there before now is; null when there was none. */
  previous: string | null;
}

export function restoreDatabase(dataDir: string, backupFile: string, now: Date = new Date()): RestoreResult {
  if (!fs.existsSync(backupFile)) throw new BackupError(`There is no backup at ${backupFile}`);
  assertSoundDatabase(backupFile);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  assertDatabaseNotInUse(dataDir);

  const target = path.join(dataDir, DATABASE_FILE_NAME);
  const incoming = `${target}.${process.pid}.restoring`;
  try {
    fs.copyFileSync(backupFile, incoming, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(incoming, 0o600);
    syncFile(incoming);
    assertSoundDatabase(incoming);
  } catch (error) {
    fs.rmSync(incoming, { force: true });
    throw error;
  }

  let previous: string | null = null;
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(target, previous);
  }
  // The old database's WAL (normally folded in already) must go with it, never be applied to
  // the new file; its shared-memory index is rebuilt from the WAL by whoever opens it.
  for (const suffix of ["-wal", "-journal"]) {
    const leftover = `${target}${suffix}`;
    if (fs.existsSync(leftover) && previous) fs.renameSync(leftover, `${previous}${suffix}`);
    fs.rmSync(leftover, { force: true });
  }
  fs.rmSync(`${target}-shm`, { force: true });
  fs.renameSync(incoming, target);
  syncFile(dataDir);
  return { target, previous };
}
