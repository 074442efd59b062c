// Share links to the clinician report: a link's token is kept only as its SHA-256
// hash; each opening is logged so Settings can say how often a link was used. Frozen in time:
// it imports no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("report_share_links")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("weeks", "integer", (col) => col.notNull().check(sql`weeks in (4, 8, 12)`))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("report_share_links_user")
    .on("report_share_links")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("report_share_link_opens")
    .addColumn("link_id", "text", (col) =>
      col.notNull().references("report_share_links.id").onDelete("cascade"),
    )
    .addColumn("opened_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("report_share_link_opens_link")
    .on("report_share_link_opens")
    .column("link_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("report_share_link_opens").execute();
  await db.schema.dropTable("report_share_links").execute();
}
