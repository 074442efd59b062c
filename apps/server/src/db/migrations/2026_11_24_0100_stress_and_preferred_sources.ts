// Oura's daily stress kept per source day, each user's preferred source per metric, and the
// Oura token endpoint that works for this server (docs/decisions/031-preferred-sources-and-stress.md).
// Frozen in time: it imports no app code but the frozen trigger helper.
import { type Kysely, sql } from "kysely";
import { createDataVersionTriggers, dropDataVersionTriggers } from "./data-version-triggers.ts";
import { realType } from "./portable-sql.ts";

const STRESS_SUMMARY_CHECK = sql`stress_day_summary in ('restored', 'normal', 'stressful')`;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  // Minutes spent in Oura's high-stress and high-recovery zones, and its summary of the day.
  for (const table of ["source_daily_metrics", "health_metrics"]) {
    await db.schema.alterTable(table).addColumn("stress_high_minutes", realType(db)).execute();
    await db.schema.alterTable(table).addColumn("recovery_high_minutes", realType(db)).execute();
    await db.schema
      .alterTable(table)
      .addColumn("stress_day_summary", "text", (col) => col.check(STRESS_SUMMARY_CHECK))
      .execute();
  }

  // The source a user chose for a metric; no row: the default order (first source to deliver).
  await db.schema
    .createTable("metric_source_preferences")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("metric_source_preferences_pk", ["user_id", "metric"])
    .execute();
  await createDataVersionTriggers(db, { table: "metric_source_preferences" });

  // Which of a provider's token endpoints answered last (Oura: documented or fallback), so a
  // restart goes to the working one first. Server-wide, not user data.
  await db.schema
    .createTable("provider_token_endpoints")
    .addColumn("provider", "text", (col) => col.primaryKey())
    .addColumn("token_url", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("provider_token_endpoints").execute();
  await dropDataVersionTriggers(db, "metric_source_preferences");
  await db.schema.dropTable("metric_source_preferences").execute();
  for (const table of ["health_metrics", "source_daily_metrics"]) {
    for (const column of ["stress_day_summary", "recovery_high_minutes", "stress_high_minutes"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
