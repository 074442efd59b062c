// Erase ("Delete All Account Data", docs/security.md #9): every user-scoped row goes in one
// transaction, the account (names, e-mail) stays; picture files go after the commit, and a
// WAL checkpoint leaves no copy of the erased rows in the database files.
import { sql } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Logger } from "../logger.ts";

export interface EraseOptions {
  /** Deletes the picture files of the erased upload rows; failures are logged, not fatal. */
  deleteUploadFiles?: (fileNames: readonly string[]) => Promise<void>;
  logger?: Pick<Logger, "warn">;
}

/**
 * Tables whose rows belong to one user through user_id, erased whole. Share links go with
 * their access log (report_share_link_opens), which is removed first.
 */
const USER_SCOPED_TABLES = [
  "health_metrics",
  "source_daily_metrics",
  "metric_source_preferences",
  "moods",
  "burnout_scores",
  "insights",
  "wearable_connections",
  "oauth_states",
  "score_rescoring",
  "report_share_links",
  "user_preferences",
  "push_subscriptions",
  "checkin_tokens",
  "outreach_claims",
  "early_warning_alerts",
  "data_imports",
  "journal_answers",
] as const;

export async function eraseUserData(
  db: AppDatabase,
  userId: string,
  options: EraseOptions = {},
): Promise<void> {
  const fileNames = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("report_share_link_opens")
      .where("link_id", "in", trx.selectFrom("report_share_links").select("id").where("user_id", "=", userId))
      .execute();
    for (const table of USER_SCOPED_TABLES) {
      await trx.deleteFrom(table).where("user_id", "=", userId).execute();
    }
    const uploads = await trx
      .deleteFrom("uploads")
      .where("owner_user_id", "=", userId)
      .returning("file_name")
      .execute();
    await trx.updateTable("users").set({ profile_picture_url: null }).where("id", "=", userId).execute();
    return uploads.map((upload) => upload.file_name);
  });

  if (fileNames.length > 0 && options.deleteUploadFiles) {
    // The rows are gone already; a file left behind is unreachable and logged for the operator.
    await options.deleteUploadFiles(fileNames).catch((error: unknown) => {
      options.logger?.warn({ err: error, files: fileNames.length }, "erase: picture files not deleted");
    });
  }
  await checkpointWal(db, options.logger);
}

/**
 * Copies the WAL into the database and truncates it, so old page images holding erased rows
 * do not linger in evenkeel.db-wal; secure_delete (set when the database opens) has zeroed
 * the freed space in the main file.
 */
async function checkpointWal(db: AppDatabase, logger: EraseOptions["logger"]): Promise<void> {
  // PostgreSQL has no such file to truncate; what it keeps until VACUUM, and how an operator
  // makes erasure final there, is in docs/operations.md.
  if (isPostgres(db)) return;
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  if (rows[0]?.busy) {
    logger?.warn("erase: WAL checkpoint was blocked by a reader; it completes at the next checkpoint");
  }
}
