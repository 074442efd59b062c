// Webhook deliveries already acted on (docs/security.md): every process on the
// database sees the same replay memory, so a delivery replayed to another process is not acted
// on twice. One row per provider and signature; rows older than the signature window are swept.
// Frozen in time: it imports no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("signature", "text", (col) => col.notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("webhook_deliveries_pk", ["provider", "signature"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_received_at")
    .on("webhook_deliveries")
    .column("received_at")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").execute();
}
