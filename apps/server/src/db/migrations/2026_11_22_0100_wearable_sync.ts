// Wearable sync bookkeeping: per-day notes (a score WHOOP has not finished, so the day is
// fetched again; WHOOP still calibrating) and the app-wide request budget WHOOP allows across
// all users. Frozen in time: it imports no app code.
import { type Kysely, sql } from "kysely";
import { isDayText } from "./portable-sql.ts";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  // Keyed by the connection: disconnect and erase remove the notes with it.
  await db.schema
    .createTable("wearable_day_notes")
    .addColumn("connection_id", "text", (col) =>
      col.notNull().references("wearable_connections.id").onDelete("cascade"),
    )
    .addColumn("date", "text", (col) => col.notNull().check(isDayText(db, "date")))
    .addColumn("score_pending", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`score_pending in (0, 1)`),
    )
    .addColumn("user_calibrating", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`user_calibrating in (0, 1)`),
    )
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("wearable_day_notes_pk", ["connection_id", "date"])
    .execute();

  // One row per provider: requests used in the current minute and UTC day, and a pause the
  // provider asked for with a 429. Shared by every user and every process on this database.
  await db.schema
    .createTable("wearable_request_budget")
    .addColumn("provider", "text", (col) => col.primaryKey())
    .addColumn("minute_start", "text", (col) => col.notNull())
    .addColumn("minute_used", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("day_start", "text", (col) => col.notNull())
    .addColumn("day_used", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("paused_until", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("wearable_request_budget").execute();
  await db.schema.dropTable("wearable_day_notes").execute();
}
