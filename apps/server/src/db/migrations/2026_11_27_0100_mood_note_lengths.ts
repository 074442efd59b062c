// The longest note of a user's moods in one index lookup (docs/decisions/040-reads-through-the-stock-stack.md): a mood list
// whose page cannot reach the notes budget reads a plain page instead of cutting in SQL.
// An expression index, written the same on SQLite and PostgreSQL (both count characters).
// Frozen in time: it imports no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index moods_user_note_length on moods (user_id, length(notes))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("moods_user_note_length").execute();
}
