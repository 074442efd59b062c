// The export's reads and the import's writes on SQLite (docs/exports.md): every row of a user
// page by page in a stable order, and an idempotent restore of an export in one transaction.
import { createHash, randomUUID } from "node:crypto";
import type { ExportEntity, ExportInsight, ExportRows } from "@evenkeel/contracts";
import type { ArchiveRepository, RestoreCounts, RestoreRows } from "@evenkeel/domain/router";
import { sql } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import {
  alertsPage,
  importRunsPage,
  restoreAlerts,
  restoreDays,
  restoreImportRuns,
  sourceDaysPage,
} from "./archive-history.ts";
import { dailyRows } from "./daily-rows.ts";
import { rowToInsight } from "./insights.repository.ts";
import { type JournalAnswer, saveJournalAnswers } from "./journal-answers.ts";
import { rowToHealthMetric } from "./metrics.repository.ts";
import { rowToMood, tagsColumn } from "./moods.repository.ts";
import { rowToBurnoutScore } from "./scores.repository.ts";
import { toJsonColumn } from "./stored-json.ts";

type PageReader<E extends ExportEntity> = (
  db: AppDatabase,
  userId: string,
  offset: number,
  limit: number,
) => Promise<ExportRows[E][]>;

function withoutOwner<T extends { id: string; user_id: string }>(row: T): Omit<T, "id" | "user_id"> {
  const { id: _id, user_id: _userId, ...rest } = row;
  return rest;
}

/** One reader per entity of the export; daily rows by date, insights by creation. */
const PAGE_READERS: { [E in ExportEntity]: PageReader<E> } = {
  health_metrics: async (db, userId, offset, limit) => {
    // The resolved day, with the source it came from and the measure behind its HRV.
    const rows = await dailyRows(db, "health_metrics").page(userId, offset, limit);
    return rows.map((row) => withoutOwner(rowToHealthMetric(row)));
  },
  source_metrics: sourceDaysPage,
  moods: async (db, userId, offset, limit) =>
    (await dailyRows(db, "moods").page(userId, offset, limit)).map((row) => withoutOwner(rowToMood(row))),
  burnout_scores: async (db, userId, offset, limit) =>
    (await dailyRows(db, "burnout_scores").page(userId, offset, limit)).map((row) =>
      withoutOwner(rowToBurnoutScore(row)),
    ),
  insights: async (db, userId, offset, limit) => {
    const rows = await db
      .selectFrom("insights")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy(sql`rowid`)
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => {
      const { user_id: _userId, ...insight } = rowToInsight(row);
      return insight as ExportInsight;
    });
  },
  // The file imports, oldest first, with their summaries.
  imports: importRunsPage,
  journal_answers: async (db, userId, offset, limit) => {
    const rows = await db
      .selectFrom("journal_answers")
      .select(["date", "source", "question", "answered_yes", "notes"])
      .where("user_id", "=", userId)
      .orderBy("date")
      .orderBy("source")
      .orderBy("question")
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      ...row,
      answered_yes: row.answered_yes === null ? null : row.answered_yes === 1,
    }));
  },
  alerts: alertsPage,
};

/**
 * The id an imported insight gets: its own when this user already holds it (an export
 * imported back into the account that made it), otherwise one derived from the user and the
 * source id, so a second import of the same file finds the first one's row.
 */
function importedInsightId(userId: string, sourceId: string): string {
  const hex = createHash("sha256").update(`${userId}\u0000${sourceId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function restore(db: AppDatabase, userId: string, rows: RestoreRows): Promise<RestoreCounts> {
  await db.transaction().execute(async (trx) => {
    // Each source's days, the preferred sources, then the resolved days (archive-history.ts).
    const nowIso = new Date().toISOString();
    await restoreDays(trx, userId, rows, nowIso);
    // A WHOOP journal's answers, which set days aside in the score (docs/score.md), by source.
    const answersBySource = new Map<string, JournalAnswer[]>();
    for (const { source, date, question, answered_yes, notes } of rows.journal_answers) {
      const answers = answersBySource.get(source) ?? [];
      answers.push({ date, question, answeredYes: answered_yes, notes });
      answersBySource.set(source, answers);
    }
    for (const [source, answers] of answersBySource) {
      await saveJournalAnswers(trx, userId, source, answers, nowIso);
    }
    for (const { tags, ...fields } of rows.moods) {
      // Files from before mood tags have no tags; a tag listed twice is kept once.
      const mood = { ...fields, tags: tagsColumn([...new Set(tags ?? [])]) };
      await trx
        .insertInto("moods")
        .values({ id: randomUUID(), user_id: userId, ...mood })
        .onConflict((conflict) => conflict.columns(["user_id", "date"]).doUpdateSet(mood))
        .execute();
    }
    for (const score of rows.burnout_scores) {
      const values = {
        overall_risk_score: score.overall_risk_score,
        risk_level: score.risk_level ?? "low",
        risk_factors: toJsonColumn(score.risk_factors),
        mood_risk: score.mood_risk ?? null,
        contributions: toJsonColumn(score.contributions ?? {}),
        confidence_score: score.confidence_score ?? null,
        data_points_used: score.data_points_used ?? null,
        calibrating: score.calibrating ? (1 as const) : (0 as const),
        algorithm_version: score.algorithm_version ?? "imported",
        calculated_at: score.calculated_at,
      };
      await trx
        .insertInto("burnout_scores")
        .values({ id: randomUUID(), user_id: userId, date: score.date, ...values })
        .onConflict((conflict) => conflict.columns(["user_id", "date"]).doUpdateSet(values))
        .execute();
    }
    const insightIds = new Map<string, string>();
    for (const insight of rows.insights) {
      const own = await trx
        .selectFrom("insights")
        .select("id")
        .where("id", "=", insight.id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      const values = {
        insight_type: insight.insight_type,
        title: insight.title,
        content: insight.content,
        recommendations: toJsonColumn(insight.recommendations),
        structured_data: toJsonColumn(insight.structured_data),
        date_range_start: insight.date_range_start,
        date_range_end: insight.date_range_end,
        helpful: insight.helpful === null ? null : insight.helpful ? (1 as const) : (0 as const),
        feedback: insight.feedback,
        created_at: insight.created_at,
      };
      const id = own ? own.id : importedInsightId(userId, insight.id);
      insightIds.set(insight.id, id);
      await trx
        .insertInto("insights")
        .values({ id, user_id: userId, ...values })
        .onConflict((conflict) =>
          conflict.column("id").doUpdateSet(values).where("insights.user_id", "=", userId),
        )
        .execute();
    }
    await restoreAlerts(trx, userId, rows.alerts, insightIds);
    await restoreImportRuns(trx, userId, rows.imports);
  });
  return {
    health_metrics: rows.health_metrics.length,
    moods: rows.moods.length,
    burnout_scores: rows.burnout_scores.length,
    insights: rows.insights.length,
  };
}

export function archiveRepository(db: AppDatabase): ArchiveRepository {
  return {
    page: (userId, entity, offset, limit) => PAGE_READERS[entity](db, userId, offset, limit),
    restore: (userId, rows) => restore(db, userId, rows),
  };
}
