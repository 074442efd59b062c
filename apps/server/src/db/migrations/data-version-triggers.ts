// The triggers that keep `user_data_versions` (docs/data-versions.md) in step with a table:
// after every inserted, updated or deleted row, the version of the user the row belongs to
// goes up by one, inside the writing statement's own transaction. Frozen like the migrations
// that use it: change its SQL only by adding a new helper, never by editing this one.
//
// A migration that creates a table holding a user's data adds one line:
//   await createDataVersionTriggers(db, { table: "mood_tags" });
// (`userId` when the owner is not a `user_id` column; `test/data-versions.test.ts` fails for
// any table with a `user_id` column that has no triggers.)
import { type Kysely, sql } from "kysely";
import { onPostgres } from "./portable-sql.ts";

export interface VersionedTable {
  table: string;
  /**
   * SQL naming the owner of a row, `{row}` standing for NEW or OLD; a column name is enough
   * (default `user_id`). A null owner (an upload before sign-up) bumps nothing, nor does an owner whose
   * account is gone (an erase's cascade must not bring the counter back).
   */
  userId?: string;
}

export const DATA_VERSION_TRIGGER_EVENTS = ["insert", "update", "delete"] as const;

export function dataVersionTriggerName(table: string, event: string): string {
  return `${table}_data_version_${event}`;
}

function ownerOf(spec: VersionedTable, row: "NEW" | "OLD"): string {
  const expression = spec.userId ?? "user_id";
  return expression.includes("{row}") ? expression.replaceAll("{row}", row) : `${row}.${expression}`;
}

/** Raises the owner's version; nothing for no owner, or for one whose account is being deleted. */
function bump(owner: string): string {
  return `insert into user_data_versions (user_id, version) select ${owner}, 1
    where exists (select 1 from users where id = ${owner})
    on conflict (user_id) do update set version = version + 1;`;
}

/**
 * PostgreSQL's form (docs/decisions/036): a PL/pgSQL function per trigger, of the trigger's
 * name, with the same statements; an upsert's SET names the table's own column explicitly.
 */
function postgresBump(owner: string): string {
  return `insert into user_data_versions (user_id, version) select ${owner}, 1
    where exists (select 1 from users where id = ${owner})
    on conflict (user_id) do update set version = user_data_versions.version + 1;`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations do not see the app's schema types.
async function createPostgresTriggers(db: Kysely<any>, spec: VersionedTable): Promise<void> {
  const { table } = spec;
  const newOwner = ownerOf(spec, "NEW");
  const oldOwner = ownerOf(spec, "OLD");
  const bodies = {
    insert: postgresBump(newOwner),
    update: `${postgresBump(newOwner)}\n${postgresBump(`(select ${oldOwner} where ${oldOwner} is distinct from ${newOwner})`)}`,
    delete: postgresBump(oldOwner),
  };
  for (const event of DATA_VERSION_TRIGGER_EVENTS) {
    const name = dataVersionTriggerName(table, event);
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin\n${bodies[event]}\nreturn null;\nend $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${name} after ${event} on ${table} for each row execute function ${name}()`)
      .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations do not see the app's schema types.
export async function createDataVersionTriggers(db: Kysely<any>, spec: VersionedTable): Promise<void> {
  if (onPostgres(db)) return createPostgresTriggers(db, spec);
  const { table } = spec;
  const newOwner = ownerOf(spec, "NEW");
  const oldOwner = ownerOf(spec, "OLD");
  const bodies = {
    insert: bump(newOwner),
    // A row that changes owner (an upload claimed at sign-up) moves both users on.
    update: `${bump(newOwner)}\n${bump(`(select ${oldOwner} where ${oldOwner} is not ${newOwner})`)}`,
    delete: bump(oldOwner),
  };
  for (const event of DATA_VERSION_TRIGGER_EVENTS) {
    const name = dataVersionTriggerName(table, event);
    await sql
      .raw(`create trigger ${name} after ${event} on ${table} for each row begin\n${bodies[event]}\nend`)
      .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function dropDataVersionTriggers(db: Kysely<any>, table: string): Promise<void> {
  if (onPostgres(db)) {
    for (const event of DATA_VERSION_TRIGGER_EVENTS) {
      const name = dataVersionTriggerName(table, event);
      await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${name}()`).execute(db);
    }
    return;
  }
  for (const event of DATA_VERSION_TRIGGER_EVENTS) {
    await sql.raw(`drop trigger if exists ${dataVersionTriggerName(table, event)}`).execute(db);
  }
}
