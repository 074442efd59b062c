// Deleting pictures nobody uses (docs/security.md #10): an upload that no account's
// profile_picture_url references an hour after it arrived (an abandoned sign-up, a replaced
// picture), and any file in the uploads folder without a row (a crash between write and insert).
import fs from "node:fs/promises";
import path from "node:path";
import { UPLOADS_PATH_PREFIX } from "@evenkeel/contracts";
import { sql } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { uploadsDir } from "./upload-names.ts";

export const ORPHAN_AGE_MS = 60 * 60_000;
export const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface SweepDeps {
  db: AppDatabase;
  dataDir: string;
  logger: Logger;
  now: () => Date;
}

/** Deletes unreferenced uploads older than an hour; answers how many files were removed. */
export async function sweepOrphanUploads({ db, dataDir, logger, now }: SweepDeps): Promise<number> {
  const cutoff = new Date(now().getTime() - ORPHAN_AGE_MS);
  const removed = await db
    .deleteFrom("uploads")
    .where("created_at", "<", cutoff.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("users")
            .select("users.id")
            .whereRef(
              "users.profile_picture_url",
              "=",
              sql<string>`${UPLOADS_PATH_PREFIX} || uploads.file_name`,
            ),
        ),
      ),
    )
    .returning("file_name")
    .execute();
  const folder = uploadsDir(dataDir);
  for (const { file_name } of removed) await fs.rm(path.join(folder, file_name), { force: true });

  const strays = await removeStrayFiles(db, folder, cutoff);
  const total = removed.length + strays;
  if (total > 0) logger.info({ removed: total }, "unreferenced profile pictures deleted");
  return total;
}

async function removeStrayFiles(db: AppDatabase, folder: string, cutoff: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return 0;
  }
  const known = new Set(
    (await db.selectFrom("uploads").select("file_name").execute()).map((row) => row.file_name),
  );
  let removed = 0;
  for (const name of names) {
    if (known.has(name)) continue;
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtime < cutoff) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
