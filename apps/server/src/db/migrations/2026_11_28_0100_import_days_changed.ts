// How many days a file import changed (docs/wearables.md "Imports"): the same file imported
// again changes nothing, and its summary says so instead of counting its days as imported.
// Null for imports finished before this column. Frozen in time: it imports no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("data_imports").addColumn("days_changed", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("data_imports").dropColumn("days_changed").execute();
}
