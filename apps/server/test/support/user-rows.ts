// Everything stored for one user, read straight from the database: tests snapshot it before
// a refused or foreign call and compare after, to prove nothing changed.
import type { AppDatabase } from "../../src/db/database.ts";

const USER_TABLES = [
  "health_metrics",
  "source_daily_metrics",
  "metric_source_preferences",
  "moods",
  "burnout_scores",
  "insights",
  "wearable_connections",
  "oauth_states",
  "report_share_links",
  "user_preferences",
  "push_subscriptions",
  "checkin_tokens",
  "outreach_claims",
  "early_warning_alerts",
  "data_imports",
  "journal_answers",
] as const;

export type UserRows = Record<string, unknown[]>;

export async function snapshotUserRows(db: AppDatabase, userId: string): Promise<UserRows> {
  const rows: UserRows = {};
  for (const table of USER_TABLES) {
    rows[table] = await db.selectFrom(table).selectAll().where("user_id", "=", userId).execute();
    rows[table].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  rows.account = await db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "profile_picture_url", "password_hash"])
    .where("id", "=", userId)
    .execute();
  rows.uploads = await db.selectFrom("uploads").selectAll().where("owner_user_id", "=", userId).execute();
  rows.wearable_day_notes = await db
    .selectFrom("wearable_day_notes")
    .innerJoin("wearable_connections", "wearable_connections.id", "wearable_day_notes.connection_id")
    .selectAll("wearable_day_notes")
    .where("wearable_connections.user_id", "=", userId)
    .execute();
  rows.report_share_link_opens = await db
    .selectFrom("report_share_link_opens")
    .innerJoin("report_share_links", "report_share_links.id", "report_share_link_opens.link_id")
    .selectAll("report_share_link_opens")
    .where("report_share_links.user_id", "=", userId)
    .execute();
  return rows;
}

/** How many rows the user has in each table (for "everything is gone" checks). */
export async function countUserRows(db: AppDatabase, userId: string): Promise<Record<string, number>> {
  const rows = await snapshotUserRows(db, userId);
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
}
