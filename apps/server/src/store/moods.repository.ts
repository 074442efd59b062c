// Mood ratings: one per user and date (a unique key), read and written only for the user the
// router verified. A second mood for a date is refused with CONFLICT, never overwritten.

import { randomUUID } from "node:crypto";
import {
  AppError,
  MOOD_ALREADY_EXISTS,
  MOOD_LIST_NOTES_BUDGET,
  type Mood,
  type MoodTag,
  moodTagsSchema,
} from "@evenkeel/contracts";
import type { DashboardMoodDay, MoodRepository, RangeQuery, ScoringMood } from "@evenkeel/domain/router";
import { sql } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import { runTemplate } from "../db/query-template.ts";
import type { MoodRow } from "../db/schema.ts";
import { dailyRows } from "./daily-rows.ts";
import { rangeBounds } from "./date-bounds.ts";
import { fromJsonColumn, parseStored, toJsonColumn } from "./stored-json.ts";

/** Tags as stored: checked against the closed list before a write (stored-json.ts). */
export function tagsColumn(tags: readonly MoodTag[]): string {
  return toJsonColumn(parseStored(tags, moodTagsSchema, "mood tags"));
}

export function rowToMood(row: MoodRow): Mood {
  return {
    id: row.id,
    user_id: row.user_id,
    date: row.date,
    rating: row.rating,
    notes: row.notes,
    tags: fromJsonColumn<MoodTag[]>(row.tags, "mood tags"),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Newest first, within the range, at most `limit`, and ending before the mood whose notes would
 * take the answer past MOOD_LIST_NOTES_BUDGET characters (the first mood always comes). Rows
 * past the budget are never read into memory (docs/security.md, item 1 of the review):
 * - when `limit` notes as long as the user's longest cannot reach the budget (one lookup in
 *   the `moods_user_note_length` index), a plain page is within it already: one statement
 *   reads the page only on that condition (docs/decisions/040-reads-through-the-stock-stack.md);
 * - else (that statement found nothing) the database counts and cuts: one statement finds the
 *   oldest date the budget reaches, from dates and note lengths only, and reads whole rows
 *   from there on (docs/decisions/040-reads-through-the-stock-stack.md).
 * Most people's notes are short, and the cutting statement costs twice the plain page. A
 * range with no moods runs both and finds nothing twice. What the statements read is cut
 * again here by the same rule.
 */
export async function listMoods(db: AppDatabase, userId: string, query: RangeQuery): Promise<Mood[]> {
  const { from, to } = rangeBounds(query);
  const plain = await plainPageWithinBudget(db, userId, from, to, query.limit);
  const rows = plain.length > 0 ? plain : await pageCutAtBudget(db, userId, from, to, query.limit);
  return withinNotesBudget(rows).map(rowToMood);
}

/**
 * The page as the table holds it, when `limit` notes as long as the user's longest stay within
 * the budget; else no rows. The condition does not depend on the rows, so SQLite and
 * PostgreSQL evaluate it once, before reading any.
 */
function plainPageWithinBudget(db: AppDatabase, userId: string, from: string, to: string, limit: number) {
  return runTemplate(db, "moods.plainPage", [userId, from, to, limit], (user, start, end, most) => {
    const longestNote = db
      .selectFrom("moods")
      .select(sql<number | null>`max(length(notes))`.as("length"))
      .where("user_id", "=", user);
    return db
      .selectFrom("moods")
      .selectAll()
      .where("user_id", "=", user)
      .where("date", ">=", start)
      .where("date", "<=", end)
      .where(sql<boolean>`coalesce((${longestNote}), 0) * ${most} <= ${MOOD_LIST_NOTES_BUDGET}`)
      .orderBy("date", "desc")
      .limit(most);
  });
}

/** The page, cut by the database at the notes budget (docs/decisions/040-reads-through-the-stock-stack.md). */
function pageCutAtBudget(db: AppDatabase, userId: string, from: string, to: string, limit: number) {
  return runTemplate(db, "moods.list", [userId, from, to, limit], (user, start, end, most) => {
    const oldestWithinBudget = db
      .selectFrom((eb) =>
        eb
          .selectFrom("moods")
          .select([
            "date",
            sql<number>`sum(coalesce(length(notes), 0)) over (order by date desc rows unbounded preceding)`.as(
              "notes_through",
            ),
            sql<number>`row_number() over (order by date desc)`.as("position"),
          ])
          .where("user_id", "=", user)
          .where("date", ">=", start)
          .where("date", "<=", end)
          .orderBy("date", "desc")
          .limit(most)
          .as("page"),
      )
      .select((eb) => eb.fn.min("date").as("date"))
      .where((eb) => eb.or([eb("notes_through", "<=", MOOD_LIST_NOTES_BUDGET), eb("position", "=", 1)]));
    return db
      .selectFrom("moods")
      .selectAll()
      .where("user_id", "=", user)
      .where("date", "<=", end)
      .where("date", ">=", oldestWithinBudget)
      .orderBy("date", "desc")
      .limit(most);
  });
}

/**
 * Newest-first rows up to the notes budget (the first always): the database's cut, made again.
 * The databases count characters (code points); a note's UTF-16 length is never fewer, so
 * code points are counted only when that length passes the budget.
 */
export function withinNotesBudget(rows: MoodRow[]): MoodRow[] {
  let units = 0;
  for (const row of rows) units += row.notes?.length ?? 0;
  if (units <= MOOD_LIST_NOTES_BUDGET) return rows;
  let characters = 0;
  for (const [index, row] of rows.entries()) {
    characters += row.notes === null ? 0 : codePoints(row.notes);
    if (characters > MOOD_LIST_NOTES_BUDGET && index > 0) return rows.slice(0, index);
  }
  return rows;
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Oldest first, every mood from `from` to `to` inclusive. */
export async function moodsBetween(db: AppDatabase, userId: string, from: string, to: string) {
  return (await dailyRows(db, "moods").between(userId, from, to)).map(rowToMood);
}

/** Oldest first, what the dashboard shows of each mood from `from` to `to`. */
export function dashboardMoodDays(
  db: AppDatabase,
  userId: string,
  from: string,
  to: string,
): Promise<DashboardMoodDay[]> {
  return dailyRows(db, "moods").columnsBetween(userId, from, to, ["date", "rating", "notes"]);
}

/** Oldest first, what the score reads of each mood from `from` to `to`. */
export async function scoringMoodDays(
  db: AppDatabase,
  userId: string,
  from: string,
  to: string,
): Promise<ScoringMood[]> {
  const rows = await dailyRows(db, "moods").columnsBetween(userId, from, to, ["date", "rating", "tags"]);
  return rows.map(({ date, rating, tags }) => ({
    date,
    rating,
    tags: fromJsonColumn<MoodTag[]>(tags, "mood tags"),
  }));
}

export async function getMood(db: AppDatabase, userId: string, date: string): Promise<Mood | null> {
  const row = await dailyRows(db, "moods").on(userId, date);
  return row ? rowToMood(row) : null;
}

export async function createMood(
  db: AppDatabase,
  userId: string,
  mood: { date: string; rating: number; notes: string | null; tags?: readonly MoodTag[] },
  now: string,
): Promise<Mood> {
  const { tags = [], ...fields } = mood;
  const row = await db
    .insertInto("moods")
    .values({
      id: randomUUID(),
      user_id: userId,
      ...fields,
      tags: tagsColumn(tags),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(["user_id", "date"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError("CONFLICT", MOOD_ALREADY_EXISTS);
  return rowToMood(row);
}

/** Changes only the fields given; null when the user has no mood on that date. */
export async function updateMood(
  db: AppDatabase,
  userId: string,
  date: string,
  patch: { rating?: number; notes?: string | null; tags?: readonly MoodTag[] },
  now: string,
): Promise<Mood | null> {
  const row = await db
    .updateTable("moods")
    .set({
      ...(patch.rating !== undefined && { rating: patch.rating }),
      ...(patch.notes !== undefined && { notes: patch.notes }),
      ...(patch.tags !== undefined && { tags: tagsColumn(patch.tags) }),
      updated_at: now,
    })
    .where("user_id", "=", userId)
    .where("date", "=", date)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToMood(row) : null;
}

export async function deleteMood(db: AppDatabase, userId: string, date: string): Promise<boolean> {
  const result = await db
    .deleteFrom("moods")
    .where("user_id", "=", userId)
    .where("date", "=", date)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function countMoodsUpTo(db: AppDatabase, userId: string, date: string): Promise<number> {
  return dailyRows(db, "moods").countUpTo(userId, date);
}

export function moodsRepository(db: AppDatabase): MoodRepository {
  return {
    list: (userId, query) => listMoods(db, userId, query),
    between: (userId, from, to) => moodsBetween(db, userId, from, to),
    get: (userId, date) => getMood(db, userId, date),
    create: (userId, mood, now) => createMood(db, userId, mood, now),
    update: (userId, date, patch, now) => updateMood(db, userId, date, patch, now),
    delete: (userId, date) => deleteMood(db, userId, date),
    countUpTo: (userId, date) => countMoodsUpTo(db, userId, date),
    dashboardDays: (userId, from, to) => dashboardMoodDays(db, userId, from, to),
    scoringDays: (userId, from, to) => scoringMoodDays(db, userId, from, to),
  };
}
