// How many days each user has of health metrics and of moods (docs/decisions/040-reads-through-the-stock-stack.md): one row
// per user and table in `user_day_totals`, kept by triggers in the writing statement's own
// transaction, so the dashboard's "days tracked" and "mood entries" read one row instead of
// counting a year of index entries.
//
// `days` counts the rows. `latest_date` is a date no row of the user is after: the latest
// date ever written, left as it is by a delete. For any date on or after it (the dashboard of
// today) the count is `days`; before it, `days` less the rows after the date.
//
// Inserts, deletes and a row moving to another owner or date change a total; a day's values
// changing does not. Adding, subtracting and taking the later date commute, so two writers of
// one user need no ordering beyond the row lock each upsert takes (on PostgreSQL the user's
// data version trigger, which fires first by name, already holds that user's version row).
// Frozen in time: the tables are named here, and it imports no app code.
import { type Kysely, sql } from "kysely";
import { onPostgres } from "./portable-sql.ts";

const COUNTED_TABLES = ["health_metrics", "moods"] as const;

function triggerName(table: string, event: "insert" | "update" | "delete"): string {
  return `${table}_day_total_${event}`;
}

/** One more day for `owner` in `table`'s total (the row is made at the first). */
function addDay(table: string, owner: string, date: string, postgres: boolean): string {
  const own = postgres ? "user_day_totals." : "";
  const later = postgres ? "greatest" : "max";
  return `insert into user_day_totals (user_id, day_table, days, latest_date) values (${owner}, '${table}', 1, ${date})
    on conflict (user_id, day_table) do update set days = ${own}days + 1,
      latest_date = ${later}(${own}latest_date, excluded.latest_date);`;
}

/** One day fewer; nothing when the total is gone with its account (an erase's cascade). */
function removeDay(table: string, owner: string): string {
  return `update user_day_totals set days = days - 1 where user_id = ${owner} and day_table = '${table}';`;
}

function bodies(table: string, postgres: boolean) {
  return {
    insert: addDay(table, "NEW.user_id", "NEW.date", postgres),
    update: `${removeDay(table, "OLD.user_id")}\n${addDay(table, "NEW.user_id", "NEW.date", postgres)}`,
    delete: removeDay(table, "OLD.user_id"),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = onPostgres(db);
  await db.schema
    .createTable("user_day_totals")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day_table", "text", (col) =>
      col.notNull().check(sql`day_table in ('health_metrics', 'moods')`),
    )
    .addColumn("days", "integer", (col) => col.notNull().check(sql`days >= 0`))
    .addColumn("latest_date", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("user_day_totals_pkey", ["user_id", "day_table"])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  for (const table of COUNTED_TABLES) {
    await sql
      .raw(
        `insert into user_day_totals (user_id, day_table, days, latest_date)
        select user_id, '${table}', count(*), max(date) from ${table} group by user_id`,
      )
      .execute(db);
    const body = bodies(table, postgres);
    for (const event of ["insert", "update", "delete"] as const) {
      const name = triggerName(table, event);
      // Only a row moving to another owner or date changes the totals of an update.
      const differs = postgres ? "is distinct from" : "is not";
      const when =
        event === "update" ? `when (OLD.user_id ${differs} NEW.user_id or OLD.date ${differs} NEW.date)` : "";
      if (postgres) {
        await sql
          .raw(
            `create function ${name}() returns trigger language plpgsql as $$ begin\n${body[event]}\nreturn null;\nend $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${name} after ${event} on ${table} for each row ${when} execute function ${name}()`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `create trigger ${name} after ${event} on ${table} for each row ${when} begin\n${body[event]}\nend`,
          )
          .execute(db);
      }
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = onPostgres(db);
  for (const table of COUNTED_TABLES) {
    for (const event of ["insert", "update", "delete"] as const) {
      const name = triggerName(table, event);
      if (postgres) {
        await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
        await sql.raw(`drop function if exists ${name}()`).execute(db);
      } else {
        await sql.raw(`drop trigger if exists ${name}`).execute(db);
      }
    }
  }
  await db.schema.dropTable("user_day_totals").execute();
}
