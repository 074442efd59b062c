// File imports (docs/decisions/032-file-imports.md): one row per uploaded WHOOP or
// Apple Health export with its progress and summary, and the WHOOP journal's answers kept for
// the score. Written with kysely's schema builder only, so it runs on SQLite and PostgreSQL.
// Frozen in time: it imports no app code but the frozen trigger helper.
import { type Kysely, sql } from "kysely";
import { createDataVersionTriggers, dropDataVersionTriggers } from "./data-version-triggers.ts";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("data_imports")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('whoop_export', 'apple_health')`))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    // Share of the file's bytes parsed, 0 to 1.
    .addColumn("progress", "real", (col) => col.notNull().defaultTo(0))
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("file_bytes", "integer", (col) => col.notNull())
    // The upload's name under DATA_DIR/imports while it waits or runs; null once it is done.
    .addColumn("stored_file", "text")
    // Apple Health: whose reading a one-a-day metric takes first, e.g. "watch,iphone,other".
    .addColumn("source_priority", "text")
    .addColumn("days_imported", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("records_imported", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("first_date", "text")
    .addColumn("last_date", "text")
    // JSON: days with a value per metric, and [{ reason, count }] of what was left out.
    .addColumn("days_per_metric", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("skipped", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("message", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema
    .createIndex("data_imports_user_created")
    .on("data_imports")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("data_imports_status")
    .on("data_imports")
    .columns(["status", "created_at"])
    .execute();
  await createDataVersionTriggers(db, { table: "data_imports" });

  // A WHOOP journal's answers (ill, alcohol, travel …), per day of the cycle they belong to.
  await db.schema
    .createTable("journal_answers")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("question", "text", (col) => col.notNull())
    // 1 yes, 0 no, null not answered.
    .addColumn("answered_yes", "integer")
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("journal_answers_pk", ["user_id", "source", "date", "question"])
    .execute();
  await createDataVersionTriggers(db, { table: "journal_answers" });
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await dropDataVersionTriggers(db, "journal_answers");
  await db.schema.dropTable("journal_answers").execute();
  await dropDataVersionTriggers(db, "data_imports");
  await db.schema.dropTable("data_imports").execute();
}
