// Context tags on a mood entry: a JSON array of tag names, empty for every entry
// written before. Frozen in time: it imports no app code, so the list is checked by the
// contract on the way in, not here.
import type { Kysely } from "kysely";
import { isJsonText } from "./portable-sql.ts";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("moods")
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]").check(isJsonText(db, "tags")))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("moods").dropColumn("tags").execute();
}
