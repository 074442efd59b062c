// SQL that a migration writes differently for SQLite and PostgreSQL (docs/decisions/036).
// Frozen like the migrations that use it: on SQLite every helper emits exactly the text the
// migrations wrote before PostgreSQL existed, so a SQLite schema never changes; change a
// helper's output only by adding a new helper.
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations do not see the app's schema types.
type AnyDatabase = Kysely<any>;

export function onPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A floating-point column: SQLite's `real` is 8 bytes, PostgreSQL's only 4, so PostgreSQL
 * gets `double precision` and keeps every digit SQLite keeps.
 */
export function realType(db: AnyDatabase): "real" | "double precision" {
  return onPostgres(db) ? "double precision" : "real";
}

/** A CHECK that `column` is a calendar day written YYYY-MM-DD (null passes, as in SQL). */
export function isDayText(db: AnyDatabase, column: string): RawBuilder<unknown> {
  return onPostgres(db)
    ? sql.raw(`${column} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)
    : sql.raw(`${column} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`);
}

/** A CHECK that `column` holds JSON text. PostgreSQL refuses bad JSON at the cast. */
export function isJsonText(db: AnyDatabase, column: string): RawBuilder<unknown> {
  return onPostgres(db) ? sql.raw(`(${column})::jsonb is not null`) : sql.raw(`json_valid(${column})`);
}

/**
 * PostgreSQL has no NOCASE collation; an ICU one that ignores case (and only case) takes its
 * name, so `collate nocase` means the same on both databases. Run before its first use.
 */
export async function createNocaseCollation(db: AnyDatabase): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`create collation if not exists nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`.execute(
    db,
  );
}
