// The import formats are a registry (imports/formats.ts, docs/decisions/032-file-imports.md):
// the database no longer lists them. `data_imports.kind` loses its CHECK, so a new format needs
// no migration; the app validates the kind against the contracts' list instead. PostgreSQL drops
// the named constraint; SQLite cannot drop a CHECK, so the table is rebuilt from its own stored
// definition without it (columns, order and rows unchanged), then its indexes and data-version
// triggers are made again. Frozen in time: it imports no app code but the frozen helpers.
import { type Kysely, sql } from "kysely";
import { createDataVersionTriggers, dropDataVersionTriggers } from "./data-version-triggers.ts";
import { onPostgres } from "./portable-sql.ts";

const KIND_CHECK = " check (kind in ('whoop_export', 'apple_health'))";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  if (onPostgres(db)) {
    await sql`alter table data_imports drop constraint if exists data_imports_kind_check`.execute(db);
    return;
  }
  await rebuild(db, (definition) => definition.replace(KIND_CHECK, ""));
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  // Imports of formats added since cannot stay under the old list.
  await db.deleteFrom("data_imports").where("kind", "not in", ["whoop_export", "apple_health"]).execute();
  if (onPostgres(db)) {
    await sql`alter table data_imports add constraint data_imports_kind_check check (kind in ('whoop_export', 'apple_health'))`.execute(
      db,
    );
    return;
  }
  await rebuild(db, (definition) => definition.replace(/("kind" text not null)/, `$1${KIND_CHECK}`));
}

/** SQLite: data_imports again, its definition changed by `edit`. */
// biome-ignore lint/suspicious/noExplicitAny: as above.
async function rebuild(db: Kysely<any>, edit: (definition: string) => string): Promise<void> {
  const stored = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'data_imports'`.execute(db);
  const definition = stored.rows[0]?.sql;
  if (!definition) throw new Error("data_imports has no stored definition");
  const edited = edit(definition).replace(
    /^create table "data_imports"/i,
    'create table "data_imports_rebuilt"',
  );
  if (edited === definition || !edited.includes("data_imports_rebuilt")) {
    throw new Error("data_imports is not defined as this migration expects");
  }
  await sql.raw(edited).execute(db);
  await sql`insert into data_imports_rebuilt select * from data_imports`.execute(db);
  await dropDataVersionTriggers(db, "data_imports");
  await db.schema.dropTable("data_imports").execute();
  await db.schema.alterTable("data_imports_rebuilt").renameTo("data_imports").execute();
  await db.schema
    .createIndex("data_imports_user_created")
    .on("data_imports")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("data_imports_status")
    .on("data_imports")
    .columns(["status", "created_at"])
    .execute();
  await createDataVersionTriggers(db, { table: "data_imports" });
}
