// Rows kept one per user and calendar day (health metrics, moods, burnout scores): the reads
// their repositories share, each scoped by the verified user (docs/security.md #8) and served by the
// table's unique (user_id, date) index.
import type { Selectable } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import { firstOfTemplate, runTemplate } from "../db/query-template.ts";
import type { Database } from "../db/schema.ts";
import { type DateRange, rangeBounds } from "./date-bounds.ts";

export type DailyTable = "health_metrics" | "moods" | "burnout_scores";
/** The tables whose days `user_day_totals` counts (docs/decisions/040-reads-through-the-stock-stack.md). */
type CountedTable = Database["user_day_totals"]["day_table"];
type DailyRow<T extends DailyTable> = Selectable<Database[T]>;

export interface DailyRows<T extends DailyTable> {
  /** Newest first, within the range, at most `limit`. */
  newest(userId: string, range: DateRange, limit: number): Promise<DailyRow<T>[]>;
  /** Oldest first, every row from `from` to `to` inclusive. */
  between(userId: string, from: string, to: string): Promise<DailyRow<T>[]>;
  /** The same rows, of only `columns`: cheaper to read and to build (docs/decisions/040-reads-through-the-stock-stack.md). */
  columnsBetween<C extends keyof DailyRow<T> & string>(
    userId: string,
    from: string,
    to: string,
    columns: readonly C[],
  ): Promise<Pick<DailyRow<T>, C>[]>;
  on(userId: string, date: string): Promise<DailyRow<T> | undefined>;
  /** The last row before `date` (or on it, when `inclusive`). */
  latestBefore(userId: string, date: string, inclusive: boolean): Promise<DailyRow<T> | undefined>;
  /** How many rows up to `date` inclusive; health metrics and moods only (their day totals). */
  countUpTo(userId: string, date: string): Promise<number>;
  /** Oldest first, `limit` rows after the first `offset` (the export's pages). */
  page(userId: string, offset: number, limit: number): Promise<DailyRow<T>[]>;
}

// kysely cannot follow a table name that is a type parameter; the three tables share these
// columns, so the queries are written once against their union and typed back per table.
// The read path's queries are templates, compiled once per shape (docs/decisions/040-reads-through-the-stock-stack.md).
function rowsQuery(db: AppDatabase, table: DailyTable) {
  return (userId: string) => db.selectFrom(table).selectAll().where("user_id", "=", userId);
}

/** Oldest first, from `from` to `to` inclusive. */
function ascendingBetween(query: ReturnType<ReturnType<typeof rowsQuery>>, from: string, to: string) {
  return query.where("date", ">=", from).where("date", "<=", to).orderBy("date", "asc");
}

export function dailyRows<T extends DailyTable>(db: AppDatabase, table: T): DailyRows<T> {
  const rowsOf = rowsQuery(db, table);
  return {
    async newest(userId, range, limit) {
      const { from, to } = rangeBounds(range);
      const rows = await runTemplate(
        db,
        `${table}.newest`,
        [userId, from, to, limit],
        (user, start, end, most) =>
          rowsOf(user)
            .where("date", ">=", start)
            .where("date", "<=", end)
            .orderBy("date", "desc")
            .limit(most),
      );
      return rows as DailyRow<T>[];
    },
    async between(userId, from, to) {
      const rows = await runTemplate(db, `${table}.between`, [userId, from, to], (user, start, end) =>
        ascendingBetween(rowsOf(user), start, end),
      );
      return rows as DailyRow<T>[];
    },
    async columnsBetween<C extends keyof DailyRow<T> & string>(
      userId: string,
      from: string,
      to: string,
      columns: readonly C[],
    ) {
      const shape = `${table}.between:${columns.join(",")}`;
      const rows = await runTemplate(db, shape, [userId, from, to], (user, start, end) => {
        const chosen = db
          .selectFrom(table as DailyTable)
          .select(columns as unknown as Array<keyof DailyRow<DailyTable> & string>)
          .where("user_id", "=", user);
        // Typed as whole rows for the shared clauses; the rows hold `columns` only.
        return ascendingBetween(chosen as unknown as ReturnType<typeof rowsOf>, start, end);
      });
      return rows as unknown as Pick<DailyRow<T>, C>[];
    },
    async on(userId, date) {
      const row = await firstOfTemplate(db, `${table}.on`, [userId, date], (user, day) =>
        rowsOf(user).where("date", "=", day),
      );
      return row as DailyRow<T> | undefined;
    },
    async latestBefore(userId, date, inclusive) {
      const shape = `${table}.latest${inclusive ? "OnOrBefore" : "Before"}`;
      const row = await firstOfTemplate(db, shape, [userId, date], (user, day) =>
        rowsOf(user)
          .where("date", inclusive ? "<=" : "<", day)
          .orderBy("date", "desc")
          .limit(1),
      );
      return row as DailyRow<T> | undefined;
    },
    async countUpTo(userId, date) {
      if (table === "burnout_scores") throw new Error("burnout_scores has no day totals");
      const counted = table as CountedTable;
      // The user's day total (docs/decisions/040-reads-through-the-stock-stack.md); no total: never a row here.
      const total = await firstOfTemplate(db, `${table}.dayTotal`, [userId, counted], (user, kind) =>
        db
          .selectFrom("user_day_totals")
          .select(["days", "latest_date"])
          .where("user_id", "=", user)
          .where("day_table", "=", kind),
      );
      if (!total) return 0;
      // No row is after latest_date: the dashboard of today counts nothing more.
      if (total.latest_date <= date) return Number(total.days);
      const after = await firstOfTemplate(db, `${table}.countAfter`, [userId, date], (user, day) =>
        db
          .selectFrom(table as DailyTable)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("user_id", "=", user)
          .where("date", ">", day),
      );
      return Number(total.days) - Number(after?.count ?? 0);
    },
    async page(userId, offset, limit) {
      const rows = await rowsOf(userId).orderBy("date", "asc").limit(limit).offset(offset).execute();
      return rows as DailyRow<T>[];
    },
  };
}
