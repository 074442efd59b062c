// The optional language-model narrator: which writer produced each insight and the
// validator's verdict, and each user's opt-in in its own small table. Frozen in time: it
// imports no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  // Every insight written before this migration came from the deterministic writer.
  await db.schema
    .alterTable("insights")
    .addColumn("written_by", "text", (col) =>
      col.notNull().defaultTo("deterministic").check(sql`written_by in ('deterministic', 'language_model')`),
    )
    .execute();
  // JSON { model, verdict, attempts, violations } when the model was asked; null otherwise.
  await db.schema.alterTable("insights").addColumn("narration", "text").execute();

  await db.schema
    .createTable("narrator_settings")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("enabled", "integer", (col) => col.notNull().defaultTo(0).check(sql`enabled in (0, 1)`))
    .addColumn("allow_notes", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`allow_notes in (0, 1)`),
    )
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("narrator_settings").execute();
  await db.schema.alterTable("insights").dropColumn("narration").execute();
  await db.schema.alterTable("insights").dropColumn("written_by").execute();
}
