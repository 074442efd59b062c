// How many times an import was cut short by its process dying (docs/security.md, "Imports"):
// a file that stops the import twice is marked failed instead of being taken up again, so a
// file that kills the server cannot do so after every restart.
// Frozen in time: it imports no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("data_imports")
    .addColumn("interruptions", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("data_imports").dropColumn("interruptions").execute();
}
