// Progress of rescoring a user's stored history after the score changed version:
// one row per user, updated after every batch of days, so a restart resumes at next_date.
// Frozen in time: it imports no app code.
import { type Kysely, sql } from "kysely";
import { isDayText } from "./portable-sql.ts";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("score_rescoring")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("algorithm_version", "text", (col) => col.notNull())
    .addColumn("from_date", "text", (col) => col.notNull().check(isDayText(db, "from_date")))
    .addColumn("to_date", "text", (col) => col.notNull().check(isDayText(db, "to_date")))
    // The first day not rescored yet; null once the job has finished.
    .addColumn("next_date", "text", (col) => col.check(isDayText(db, "next_date")))
    .addColumn("total_days", "integer", (col) => col.notNull().check(sql`total_days >= 0`))
    .addColumn("done_days", "integer", (col) => col.notNull().check(sql`done_days >= 0`))
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("score_rescoring").execute();
}
