// A write transaction that takes SQLite's write lock at BEGIN (BEGIN IMMEDIATE), so a
// read-check-write such as refresh-token rotation cannot interleave with another writer: two
// refreshes of one token run one after the other and the second sees the first's rotation.
import { type Kysely, sql } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import { isPostgres, lockForTransaction } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";

/** The advisory lock every immediate transaction takes on PostgreSQL. */
const IMMEDIATE_LOCK = "evenkeel:immediate-transaction";

export type Transaction = Kysely<Database>;

/**
 * Runs `work` on one connection between BEGIN IMMEDIATE and COMMIT (ROLLBACK on a throw).
 * kysely's SQLite driver hands its single connection to one caller at a time, so no other
 * query of this process runs in between; the lock covers other processes. `work` must not
 * await anything but queries on `trx` (no network, no argon2).
 */
export async function immediateTransaction<Result>(
  db: AppDatabase,
  work: (trx: Transaction) => Promise<Result>,
): Promise<Result> {
  if (isPostgres(db)) {
    // PostgreSQL lets writers run side by side; one transaction-scoped advisory lock taken
    // first gives these read-check-writes SQLite's one-writer-at-a-time, across processes.
    return db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, IMMEDIATE_LOCK);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // SQLite may already have rolled back (e.g. on SQLITE_FULL); the first error is the news.
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
