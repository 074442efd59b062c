// The first schema: every table the product needs. Frozen in time: it imports no app code,
// so later changes to the app never change what this migration does.
import { type Kysely, sql } from "kysely";
import { createNocaseCollation, isDayText, onPostgres, realType } from "./portable-sql.ts";

// Timestamps are ISO-8601 UTC text; days are the user's local calendar day as YYYY-MM-DD.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await createNocaseCollation(db);
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique().modifyEnd(sql`collate nocase`))
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("profile_picture_url", "text")
    .addColumn("time_zone", "text", (col) => col.notNull().defaultTo("UTC"))
    .addColumn("email_confirmed_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("session_id", "text", (col) => col.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("family_id", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("parent_id", "text", (col) => col.references("refresh_tokens.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("rotated_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("refresh_tokens_family_id").on("refresh_tokens").column("family_id").execute();
  await db.schema
    .createIndex("refresh_tokens_session_id")
    .on("refresh_tokens")
    .column("session_id")
    .execute();
  await db.schema.createIndex("refresh_tokens_parent_id").on("refresh_tokens").column("parent_id").execute();

  await db.schema
    .createTable("confirmation_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("confirmation_tokens_user_id")
    .on("confirmation_tokens")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("health_metrics")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull().check(isDayText(db, "date")))
    .addColumn("recovery_score", realType(db))
    .addColumn("resting_hr", realType(db))
    .addColumn("hrv", realType(db))
    .addColumn("sleep_duration_minutes", realType(db))
    .addColumn("sleep_quality_score", realType(db))
    .addColumn("day_strain", realType(db))
    .addColumn("workout_count", "integer")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("health_metrics_user_id_date", ["user_id", "date"])
    .execute();

  await db.schema
    .createTable("moods")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull().check(isDayText(db, "date")))
    .addColumn("rating", "integer", (col) => col.notNull().check(sql`rating between 1 and 10`))
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("moods_user_id_date", ["user_id", "date"])
    .execute();

  await db.schema
    .createTable("burnout_scores")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull().check(isDayText(db, "date")))
    .addColumn("overall_risk_score", realType(db), (col) =>
      col.notNull().check(sql`overall_risk_score between 0 and 100`),
    )
    .addColumn("risk_level", "text", (col) =>
      col.notNull().check(sql`risk_level in ('low', 'moderate', 'high', 'critical')`),
    )
    .addColumn("risk_factors", "text", (col) => col.notNull()) // JSON: recovery, hrv, sleep_quality, strain
    .addColumn("mood_risk", realType(db))
    .addColumn("contributions", "text", (col) => col.notNull()) // JSON: each factor's share of the score
    .addColumn("confidence_score", realType(db))
    .addColumn("data_points_used", "integer")
    .addColumn("calibrating", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`calibrating in (0, 1)`),
    )
    .addColumn("algorithm_version", "text", (col) => col.notNull())
    .addColumn("calculated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("burnout_scores_user_id_date", ["user_id", "date"])
    .execute();

  await db.schema
    .createTable("insights")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("insight_type", "text", (col) =>
      col.notNull().check(sql`insight_type in ('weekly_summary', 'burnout_alert', 'trend_analysis')`),
    )
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("recommendations", "text", (col) => col.notNull()) // JSON: { items: string[] }
    .addColumn("structured_data", "text", (col) => col.notNull()) // JSON, shaped by insight_type
    .addColumn("date_range_start", "text")
    .addColumn("date_range_end", "text")
    .addColumn("helpful", "integer", (col) => col.check(sql`helpful in (0, 1)`))
    .addColumn("feedback", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    // Insights of one millisecond keep their insertion order: SQLite's rowid, which PostgreSQL
    // has no equivalent of, so there it is a column of that name.
    .$call((table) =>
      onPostgres(db) ? table.addColumn("rowid", "bigint", (col) => col.generatedAlwaysAsIdentity()) : table,
    )
    .execute();
  await db.schema
    .createIndex("insights_user_id_created_at")
    .on("insights")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("wearable_connections")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("provider_user_id", "text")
    .addColumn("access_token_enc", "text") // AES-256-GCM envelope, never plaintext
    .addColumn("refresh_token_enc", "text")
    .addColumn("token_expires_at", "text")
    .addColumn("scope", "text")
    .addColumn("connected_at", "text", (col) => col.notNull())
    .addColumn("last_synced_at", "text")
    .addColumn("sync_enabled", "integer", (col) =>
      col.notNull().defaultTo(1).check(sql`sync_enabled in (0, 1)`),
    )
    .addColumn("needs_reconnect", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`needs_reconnect in (0, 1)`),
    )
    .addUniqueConstraint("wearable_connections_user_id_provider", ["user_id", "provider"])
    .execute();
  // Webhooks name the provider's user, not ours.
  await db.schema
    .createIndex("wearable_connections_provider_user")
    .on("wearable_connections")
    .columns(["provider", "provider_user_id"])
    .execute();

  await db.schema
    .createTable("oauth_states")
    .addColumn("state_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("redirect_uri", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("oauth_states_user_id").on("oauth_states").column("user_id").execute();

  // Sign-up uploads a picture before the account exists: owner_user_id stays null until an
  // account claims it, and unclaimed files are deleted after an hour.
  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("file_name", "text", (col) => col.notNull().unique())
    .addColumn("owner_user_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("uploads_owner_user_id").on("uploads").column("owner_user_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "uploads",
    "oauth_states",
    "wearable_connections",
    "insights",
    "burnout_scores",
    "moods",
    "health_metrics",
    "confirmation_tokens",
    "refresh_tokens",
    "sessions",
    "users",
  ];
  for (const table of tables) {
    await db.schema.dropTable(table).execute();
  }
}
