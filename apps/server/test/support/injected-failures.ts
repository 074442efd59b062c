// Triggers that tests put in a database's way on SQLite and PostgreSQL alike: one that makes a
// write fail as a full disk would, and a data-version trigger switched off for a moment.
import { sql } from "kysely";
import type { AppDatabase } from "../../src/db/database.ts";
import { isPostgres } from "../../src/db/dialect.ts";

export interface InjectedFailure {
  /** e.g. "DELETE" or "UPDATE OF profile_picture_url" */
  event: string;
  table: string;
  /** A condition on OLD/NEW, e.g. "OLD.id = 'dan'". */
  when: string;
  message: string;
}

/** Makes matching writes fail with `message`; returns how to remove the failure. */
export async function injectFailure(db: AppDatabase, failure: InjectedFailure): Promise<() => Promise<void>> {
  const { event, table, when, message } = failure;
  const quoted = message.replaceAll("'", "''");
  if (!isPostgres(db)) {
    await sql
      .raw(
        `CREATE TRIGGER fail_write BEFORE ${event} ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, '${quoted}'); END`,
      )
      .execute(db);
    return async () => void (await sql`DROP TRIGGER fail_write`.execute(db));
  }
  await sql
    .raw(`CREATE FUNCTION fail_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${quoted}'; END $$`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER fail_write BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION fail_write()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`DROP TRIGGER fail_write ON ${table}`).execute(db);
    await sql`DROP FUNCTION fail_write()`.execute(db);
  };
}

/** Runs `work` with one trigger of `table` switched off, then switches it back on. */
export async function withoutTrigger<T>(
  db: AppDatabase,
  table: string,
  trigger: string,
  work: () => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`).execute(db);
    try {
      return await work();
    } finally {
      await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`).execute(db);
    }
  }
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'trigger' and name = ${trigger}`.execute(db);
  await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  try {
    return await work();
  } finally {
    for (const { sql: create } of rows) await sql.raw(create).execute(db);
  }
}
