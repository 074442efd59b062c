// Rows kept one per user and calendar day (health metrics, moods, burnout scores): the reads
// their repositories share, each scoped by the verified user (SECURITY.md 8) and served by the
// table's unique (user_id, date) index.
import type { Selectable } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { type DateRange, rangeBounds } from "./date-bounds.ts";

export type DailyTable = "health_metrics" | "moods" | "burnout_scores";
type DailyRow<T extends DailyTable> = Selectable<Database[T]>;

export interface DailyRows<T extends DailyTable> {
  /** Newest first, within the range, at most `limit`. */
  newest(userId: string, range: DateRange, limit: number): Promise<DailyRow<T>[]>;
  /** Oldest first, every row from `from` to `to` inclusive. */
  between(userId: string, from: string, to: string): Promise<DailyRow<T>[]>;
  /** The same rows, of only `columns`: cheaper to read and to build (docs/decisions/040). */
  columnsBetween<C extends keyof DailyRow<T> & string>(
    userId: string,
    from: string,
    to: string,
    columns: readonly C[],
  ): Promise<Pick<DailyRow<T>, C>[]>;
  on(userId: string, date: string): Promise<DailyRow<T> | undefined>;
  /** The last row before `date` (or on it, when `inclusive`). */
  latestBefore(userId: string, date: string, inclusive: boolean): Promise<DailyRow<T> | undefined>;
  countUpTo(userId: string, date: string): Promise<number>;
  /** Oldest first, `limit` rows after the first `offset` (the export's pages). */
  page(userId: string, offset: number, limit: number): Promise<DailyRow<T>[]>;
}

// kysely cannot follow a table name that is a type parameter; the three tables share these
// columns, so the queries are written once against their union and typed back per table.
function rowsQuery(db: AppDatabase, table: DailyTable) {
  return (userId: string) => db.selectFrom(table).selectAll().where("user_id", "=", userId);
}

/** Oldest first, from `from` to `to` inclusive. */
function ascendingBetween(query: ReturnType<ReturnType<typeof rowsQuery>>, from: string, to: string) {
  return query.where("date", ">=", from).where("date", "<=", to).orderBy("date", "asc").execute();
}

export function dailyRows<T extends DailyTable>(db: AppDatabase, table: T): DailyRows<T> {
  const rowsOf = rowsQuery(db, table);
  return {
    async newest(userId, range, limit) {
      const { from, to } = rangeBounds(range);
      const rows = await rowsOf(userId)
        .where("date", ">=", from)
        .where("date", "<=", to)
        .orderBy("date", "desc")
        .limit(limit)
        .execute();
      return rows as DailyRow<T>[];
    },
    async between(userId, from, to) {
      return (await ascendingBetween(rowsOf(userId), from, to)) as DailyRow<T>[];
    },
    async columnsBetween<C extends keyof DailyRow<T> & string>(
      userId: string,
      from: string,
      to: string,
      columns: readonly C[],
    ) {
      const chosen = db
        .selectFrom(table as DailyTable)
        .select(columns as unknown as Array<keyof DailyRow<DailyTable> & string>)
        .where("user_id", "=", userId);
      // Typed as whole rows for the shared clauses; the rows hold `columns` only.
      const rows = await ascendingBetween(chosen as unknown as ReturnType<typeof rowsOf>, from, to);
      return rows as unknown as Pick<DailyRow<T>, C>[];
    },
    async on(userId, date) {
      return (await rowsOf(userId).where("date", "=", date).executeTakeFirst()) as DailyRow<T> | undefined;
    },
    async latestBefore(userId, date, inclusive) {
      const row = await rowsOf(userId)
        .where("date", inclusive ? "<=" : "<", date)
        .orderBy("date", "desc")
        .limit(1)
        .executeTakeFirst();
      return row as DailyRow<T> | undefined;
    },
    async countUpTo(userId, date) {
      const { count } = await db
        .selectFrom(table as DailyTable)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .where("date", "<=", date)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async page(userId, offset, limit) {
      const rows = await rowsOf(userId).orderBy("date", "asc").limit(limit).offset(offset).execute();
      return rows as DailyRow<T>[];
    },
  };
}
