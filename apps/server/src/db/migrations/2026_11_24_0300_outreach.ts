// Reaching out (docs/notifications.md): each user's notification preferences, the
// browsers subscribed to push, one-tap check-in tokens (only their SHA-256 kept), the claims
// that make every send happen once across processes (docs/decisions/034), and early-warning
// alerts. Frozen in time: it imports no app code beyond the frozen trigger helper.
import type { Kysely } from "kysely";
import { createDataVersionTriggers } from "./data-version-triggers.ts";

const TABLES = [
  "user_preferences",
  "push_subscriptions",
  "checkin_tokens",
  "outreach_claims",
  "early_warning_alerts",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_preferences")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    /** The preferences as JSON, validated with the contract's schema on read. */
    .addColumn("preferences", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (col) => col.notNull().unique())
    .addColumn("p256dh", "text", (col) => col.notNull())
    .addColumn("auth", "text", (col) => col.notNull())
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("checkin_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("rated_at", "text")
    .addColumn("detailed_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("checkin_tokens_user").on("checkin_tokens").column("user_id").execute();

  await db.schema
    .createTable("outreach_claims")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("local_date", "text", (col) => col.notNull())
    .addColumn("claimed_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("outreach_claims_pk", ["user_id", "kind", "local_date"])
    .execute();

  await db.schema
    .createTable("early_warning_alerts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("level", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("insight_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema
    .createIndex("early_warning_alerts_user")
    .on("early_warning_alerts")
    .columns(["user_id", "created_at"])
    .execute();

  for (const table of TABLES) await createDataVersionTriggers(db, { table });
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  // Dropping a table drops its triggers.
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}
