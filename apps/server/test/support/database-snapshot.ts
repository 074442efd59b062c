// Every row of every table, for tests that must prove a call wrote nothing at all, not only
// nothing of one user's (throttle state lives in memory on SQLite, so reads are exactly reads
// here).
import { sql } from "kysely";
import type { AppDatabase } from "../../src/db/database.ts";

export type DatabaseSnapshot = Record<string, string[]>;

export async function snapshotDatabase(db: AppDatabase): Promise<DatabaseSnapshot> {
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name
  `.execute(db);
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    snapshot[name] = rows.map((row) => JSON.stringify(name === "jobs" ? stableJob(row) : row)).sort();
  }
  return snapshot;
}

/**
 * A recurring job's row (docs/decisions/036) is rewritten by the server's own clock each time
 * it runs: its state is left out, the row itself is kept, so a call that queued work shows.
 */
function stableJob(row: Record<string, unknown>): Record<string, unknown> {
  if (row.key !== "recurring") return row;
  const {
    status: _s,
    run_at: _r,
    attempts: _a,
    lease_until: _l,
    locked_by: _b,
    last_error: _e,
    updated_at: _u,
    ...kept
  } = row;
  return kept;
}

/** The tables whose rows differ between two snapshots, with the rows added and removed. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.flatMap((name) => {
    const was = new Set(before[name] ?? []);
    const is = new Set(after[name] ?? []);
    const added = [...is].filter((row) => !was.has(row));
    const removed = [...was].filter((row) => !is.has(row));
    return added.length + removed.length === 0 ? [] : [{ table: name, added, removed }];
  });
}
