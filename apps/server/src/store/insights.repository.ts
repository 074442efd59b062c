// Written insights: listed newest first, rated, deleted, always for the verified user only.
// recommendations and structured_data are JSON columns, validated with the contract on write.

import { randomUUID } from "node:crypto";
import { type Insight, insightSchema } from "@evenkeel/contracts";
import type { InsightRepository } from "@evenkeel/domain/router";
import { sql } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import { firstOfTemplate, runTemplate } from "../db/query-template.ts";
import type { InsightRow } from "../db/schema.ts";
import { fromJsonColumn, parseStored, toJsonColumn } from "./stored-json.ts";

/** What an insight writer produced, before the store gives it an id and a time. */
type WrittenInsight = Parameters<InsightRepository["create"]>[1];

export function rowToInsight(row: InsightRow): Insight {
  // Rows are written with both dates; the creation day stands in should one ever be missing.
  const createdDay = row.created_at.slice(0, 10);
  // Keys in the contract's order (its common fields, then the type's own), so the output check
  // takes the insight as built instead of copying it (docs/decisions/040-reads-through-the-stock-stack.md).
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    content: row.content,
    recommendations: fromJsonColumn(row.recommendations, "insight recommendations"),
    date_range_start: row.date_range_start ?? createdDay,
    date_range_end: row.date_range_end ?? createdDay,
    created_at: row.created_at,
    helpful: row.helpful === null ? null : row.helpful === 1,
    feedback: row.feedback,
    written_by: row.written_by,
    narration: row.narration === null ? null : fromJsonColumn(row.narration, "insight narration"),
    insight_type: row.insight_type,
    structured_data: fromJsonColumn(row.structured_data, "insight structured_data"),
  } as Insight;
}

/** Newest first; insights created in the same millisecond keep their insertion order. */
export async function listInsights(db: AppDatabase, userId: string, limit: number): Promise<Insight[]> {
  const rows = await runTemplate(db, "insights.newest", [userId, limit], (user, most) =>
    db
      .selectFrom("insights")
      .selectAll()
      .where("user_id", "=", user)
      .orderBy("created_at", "desc")
      .orderBy(sql`rowid`, "desc")
      .limit(most),
  );
  return rows.map(rowToInsight);
}

/** The newest insight whose period ended on or before `date` (the dashboard's selected day). */
export async function latestInsightUpTo(
  db: AppDatabase,
  userId: string,
  date: string,
): Promise<Insight | null> {
  const row = await firstOfTemplate(db, "insights.newestUpTo", [userId, date], (user, day) =>
    db
      .selectFrom("insights")
      .selectAll()
      .where("user_id", "=", user)
      .where("date_range_end", "<=", day)
      .orderBy("created_at", "desc")
      .orderBy(sql`rowid`, "desc")
      .limit(1),
  );
  return row ? rowToInsight(row) : null;
}

export async function insightById(db: AppDatabase, userId: string, id: string): Promise<Insight | null> {
  const row = await db
    .selectFrom("insights")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? rowToInsight(row) : null;
}

export async function createInsight(
  db: AppDatabase,
  userId: string,
  insight: WrittenInsight,
  now: string,
): Promise<Insight> {
  // Validated before it is stored: a writer's bad output must never become an unreadable row.
  const checked = parseStored(
    { ...insight, id: "new", user_id: userId, created_at: now, helpful: null, feedback: null },
    insightSchema,
    "written insight",
  );
  const row = await db
    .insertInto("insights")
    .values({
      id: randomUUID(),
      user_id: userId,
      insight_type: checked.insight_type,
      title: checked.title,
      content: checked.content,
      recommendations: toJsonColumn(checked.recommendations),
      structured_data: toJsonColumn(checked.structured_data),
      date_range_start: checked.date_range_start,
      date_range_end: checked.date_range_end,
      helpful: null,
      feedback: null,
      created_at: now,
      written_by: checked.written_by ?? "deterministic",
      narration: checked.narration ? toJsonColumn(checked.narration) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToInsight(row);
}

/** Null when the user has no insight with that id. */
export async function setInsightFeedback(
  db: AppDatabase,
  userId: string,
  id: string,
  helpful: boolean,
  feedback: string | null,
): Promise<Insight | null> {
  const row = await db
    .updateTable("insights")
    .set({ helpful: helpful ? 1 : 0, feedback })
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToInsight(row) : null;
}

export async function deleteInsight(db: AppDatabase, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("insights")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function insightsRepository(db: AppDatabase): InsightRepository {
  return {
    list: (userId, limit) => listInsights(db, userId, limit),
    latestUpTo: (userId, date) => latestInsightUpTo(db, userId, date),
    get: (userId, id) => insightById(db, userId, id),
    create: (userId, insight, now) => createInsight(db, userId, insight, now),
    setFeedback: (userId, id, helpful, feedback) => setInsightFeedback(db, userId, id, helpful, feedback),
    delete: (userId, id) => deleteInsight(db, userId, id),
  };
}
