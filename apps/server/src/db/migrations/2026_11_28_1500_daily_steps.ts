// Steps of the day, per source and in the resolved day (docs/wearables.md "Sources"): Google
// Health's steps and a Fitbit export's. Never read by the score. Null in every row before it.
// Frozen in time: it imports no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["source_daily_metrics", "health_metrics"]) {
    await db.schema.alterTable(table).addColumn("steps", "integer").execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["health_metrics", "source_daily_metrics"]) {
    await db.schema.alterTable(table).dropColumn("steps").execute();
  }
}
