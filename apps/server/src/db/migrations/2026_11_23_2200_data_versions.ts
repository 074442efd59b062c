// A data version per user (docs/data-versions.md): `user_data_versions.version` goes
// up in the same transaction as every write to a table holding that user's data, by triggers,
// so no write path can forget it. Reads key their ETags and cached answers on it. Frozen in
// time: the tables are listed here, not read from the app's schema; a later table gets its
// triggers from its own migration with one `createDataVersionTriggers` line.
import { type Kysely, sql } from "kysely";
import {
  createDataVersionTriggers,
  dropDataVersionTriggers,
  type VersionedTable,
} from "./data-version-triggers.ts";
import { onPostgres } from "./portable-sql.ts";

const TABLES: readonly VersionedTable[] = [
  { table: "users", userId: "id" },
  { table: "sessions" },
  { table: "confirmation_tokens" },
  { table: "health_metrics" },
  { table: "source_daily_metrics" },
  { table: "moods" },
  { table: "burnout_scores" },
  { table: "insights" },
  { table: "wearable_connections" },
  { table: "oauth_states" },
  { table: "uploads", userId: "owner_user_id" },
  {
    table: "wearable_day_notes",
    userId: "(select user_id from wearable_connections where id = {row}.connection_id)",
  },
  { table: "report_share_links" },
  {
    table: "report_share_link_opens",
    userId: "(select user_id from report_share_links where id = {row}.link_id)",
  },
  { table: "narrator_settings" },
  { table: "score_rescoring" },
];

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key to users: an erase's cascaded deletes still bump the version after the
  // user row is gone. Deleting the user deletes the row (users_data_version_delete).
  await db.schema
    .createTable("user_data_versions")
    .addColumn("user_id", "text", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .$call((table) => (onPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  for (const table of TABLES) await createDataVersionTriggers(db, table);
  // An erased user's counter goes with the account; ids are never reused, so a later row for
  // the same id cannot meet an old ETag.
  if (onPostgres(db)) {
    await sql`create function users_data_version_forget() returns trigger language plpgsql as $$ begin
    delete from user_data_versions where user_id = OLD.id;
    return null;
  end $$`.execute(db);
    await sql`create trigger users_data_version_forget after delete on users
    for each row execute function users_data_version_forget()`.execute(db);
    return;
  }
  await sql`create trigger users_data_version_forget after delete on users for each row begin
    delete from user_data_versions where user_id = OLD.id;
  end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  if (onPostgres(db)) {
    await sql`drop trigger if exists users_data_version_forget on users`.execute(db);
    await sql`drop function if exists users_data_version_forget()`.execute(db);
  } else {
    await sql`drop trigger if exists users_data_version_forget`.execute(db);
  }
  for (const table of TABLES) await dropDataVersionTriggers(db, table.table);
  await db.schema.dropTable("user_data_versions").execute();
}
