// One holder at a time per key: a connection's token refresh runs alone, so ten concurrent
// syncs cause one refresh, not ten. Within a process a
// queue per key; on PostgreSQL, where several processes may sync, also an advisory lock on
// the key held on a connection of its own while the holder works (docs/decisions/036).
import { sql } from "kysely";
import type { AppDatabase } from "../../db/database.ts";
import { advisoryLockKey, isPostgres } from "../../db/dialect.ts";

export class KeyedMutex {
  readonly #tails = new Map<string, Promise<void>>();
  readonly #db: AppDatabase | undefined;

  /** With a PostgreSQL `db`, holders in other processes are waited for too. */
  constructor(db?: AppDatabase) {
    this.#db = db && isPostgres(db) ? db : undefined;
  }

  /** Runs `work` once every earlier holder of `key` has finished (fulfilled or not). */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => mine);
    this.#tails.set(key, tail);
    await previous;
    try {
      return await this.#acrossProcesses(key, work);
    } finally {
      release();
      // The last holder leaves no entry behind.
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }

  async #acrossProcesses<T>(key: string, work: () => Promise<T>): Promise<T> {
    const db = this.#db;
    if (!db) return work();
    const lock = advisoryLockKey(`keyed-mutex:${key}`);
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${lock})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${lock})`.execute(connection);
      }
    });
  }
}
