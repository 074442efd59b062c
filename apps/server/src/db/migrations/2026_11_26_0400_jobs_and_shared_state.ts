// Several processes on one database (docs/decisions/036): background work as jobs
// claimed once, throttle hits every process counts, and profile pictures' bytes where every
// process reads them (used on PostgreSQL; SQLite keeps them in DATA_DIR/uploads). Frozen in
// time: it imports no app code beyond the frozen portable-SQL helpers.
import { type Kysely, sql } from "kysely";
import { isJsonText, onPostgres } from "./portable-sql.ts";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per piece of work; (kind, key) is unique, so enqueueing work that is already
  // waiting or running adds nothing. A finished job's row is deleted; a recurring job's row
  // goes back to queued with its next run_at; a failed one stays for the operator to see.
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull().check(isJsonText(db, "payload")))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('queued', 'running', 'failed')`))
    .addColumn("run_at", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (col) => col.notNull())
    // While running: until when the process that claimed it (locked_by) holds it. A process
    // that dies stops renewing the lease; once it has passed, another process takes the job.
    .addColumn("lease_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("jobs_kind_key", ["kind", "key"])
    .execute();
  await db.schema.createIndex("jobs_status_run_at").on("jobs").columns(["status", "run_at"]).execute();

  // One row per counted hit of a throttle (bucket: which rule; key: a digest of the address,
  // account or session), so processes sharing PostgreSQL count together. Old hits are swept.
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("hit_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_hits_bucket_key")
    .on("rate_limit_hits")
    .columns(["bucket", "key", "hit_at"])
    .execute();

  // The bytes of a stored picture, deleted with its uploads row (erase, the orphan sweep).
  await db.schema
    .createTable("upload_files")
    .addColumn("file_name", "text", (col) =>
      col.primaryKey().references("uploads.file_name").onDelete("cascade"),
    )
    .addColumn("bytes", onPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("upload_files").execute();
  await db.schema.dropTable("rate_limit_hits").execute();
  await db.schema.dropTable("jobs").execute();
}
