// What differs between the two databases the product runs on (docs/decisions/036): SQLite in
// DATA_DIR, the default, and PostgreSQL when DATABASE_URL is set. The repositories are written
// once in kysely's common SQL; where that is not enough (locking, a scalar max, errors that
// mean "busy, try again") they ask this module instead of testing the database themselves.
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";

export type DatabaseKind = "sqlite" | "postgres";

// biome-ignore lint/suspicious/noExplicitAny: works for the app's database, a transaction or a migration's.
type AnyDatabase = Kysely<any>;

export function databaseKind(db: AnyDatabase): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export function isPostgres(db: AnyDatabase): boolean {
  return databaseKind(db) === "postgres";
}

/** The larger of two values of one type: SQLite's scalar max(), PostgreSQL's greatest(). */
export function greatest<T>(db: AnyDatabase, a: RawBuilder<T> | T, b: RawBuilder<T> | T): RawBuilder<T> {
  return isPostgres(db) ? sql<T>`greatest(${a}, ${b})` : sql<T>`max(${a}, ${b})`;
}

/**
 * A 64-bit key for PostgreSQL's advisory locks, from a name such as "keyed-mutex:<id>": the
 * first eight bytes of its MD5, so unrelated names practically never share a lock.
 */
export function advisoryLockKey(name: string): RawBuilder<string> {
  return sql<string>`('x' || substr(md5(${name}), 1, 16))::bit(64)::bigint`;
}

/**
 * Takes a lock held until the end of the transaction `trx` runs in, on PostgreSQL. SQLite
 * needs none: a write transaction there already excludes every other writer.
 */
export async function lockForTransaction(trx: AnyDatabase, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${advisoryLockKey(name)})`.execute(trx);
}
