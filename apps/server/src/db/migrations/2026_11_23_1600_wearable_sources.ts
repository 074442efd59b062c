// Several wearable sources per user (docs/decisions/022-several-sources-one-value.md): each
// source's day is kept on its own in source_daily_metrics, with the measure behind its HRV;
// health_metrics stays the one resolved row per day that screens and the score read, and now
// says which measure its HRV is. Existing days are copied over as their source's own days.
// A connection also remembers which data types its member did not share. Frozen in time: it
// imports no app code.
import { type Kysely, sql } from "kysely";
import { isDayText, realType } from "./portable-sql.ts";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("source_daily_metrics")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull().check(isDayText(db, "date")))
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("recovery_score", realType(db))
    .addColumn("resting_hr", realType(db))
    .addColumn("hrv", realType(db))
    .addColumn("hrv_measure", "text", (col) => col.check(sql`hrv_measure in ('rmssd', 'sdnn')`))
    .addColumn("sleep_duration_minutes", realType(db))
    .addColumn("sleep_quality_score", realType(db))
    .addColumn("day_strain", realType(db))
    .addColumn("workout_count", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("source_daily_metrics_pk", ["user_id", "date", "source"])
    .execute();

  await db.schema
    .alterTable("health_metrics")
    .addColumn("hrv_measure", "text", (col) => col.check(sql`hrv_measure in ('rmssd', 'sdnn')`))
    .execute();
  // Every day so far came from a provider that reports RMSSD (WHOOP, or the demo's simulation).
  await sql`update health_metrics set hrv_measure = 'rmssd' where hrv is not null`.execute(db);
  await sql`
    insert into source_daily_metrics (user_id, date, source, recovery_score, resting_hr, hrv,
      hrv_measure, sleep_duration_minutes, sleep_quality_score, day_strain, workout_count,
      created_at, updated_at)
    select user_id, date, source, recovery_score, resting_hr, hrv, hrv_measure,
      sleep_duration_minutes, sleep_quality_score, day_strain, workout_count, created_at, updated_at
    from health_metrics`.execute(db);

  // JSON array of data-type labels the provider refused for lack of a scope; null when none.
  await db.schema.alterTable("wearable_connections").addColumn("unavailable_data", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("wearable_connections").dropColumn("unavailable_data").execute();
  await db.schema.alterTable("health_metrics").dropColumn("hrv_measure").execute();
  await db.schema.dropTable("source_daily_metrics").execute();
}
