// Burnout scores: one per user and date, written by UPSERT so recomputing a day replaces its
// score (keeping its id). risk_factors and contributions are JSON columns.

import { randomUUID } from "node:crypto";
import type { BurnoutScore, RiskFactors, RiskLevel, ScoreContributions } from "@evenkeel/contracts";
import type { RangeQuery, ScoreRepository } from "@evenkeel/domain/router";
import { type AppDatabase, inTransaction } from "../db/database.ts";
import { firstOfTemplate } from "../db/query-template.ts";
import type { BurnoutScoreRow } from "../db/schema.ts";
import { dailyRows } from "./daily-rows.ts";
import { rescoringStatus } from "./score-rescoring.repository.ts";
import { fromJsonColumn, toJsonColumn } from "./stored-json.ts";

/** One day's result of the domain's score computation, as the router hands it over. */
type BurnoutScoreResult = Parameters<ScoreRepository["upsertMany"]>[1][number];

export function rowToBurnoutScore(row: BurnoutScoreRow): BurnoutScore {
  return {
    id: row.id,
    user_id: row.user_id,
    date: row.date,
    overall_risk_score: row.overall_risk_score,
    risk_level: row.risk_level as RiskLevel,
    risk_factors: fromJsonColumn<RiskFactors>(row.risk_factors, "burnout score risk_factors"),
    confidence_score: row.confidence_score,
    data_points_used: row.data_points_used,
    calculated_at: row.calculated_at,
    mood_risk: row.mood_risk,
    calibrating: row.calibrating === 1,
    algorithm_version: row.algorithm_version,
    contributions: fromJsonColumn<ScoreContributions>(row.contributions, "burnout score contributions"),
  };
}

export async function getScore(db: AppDatabase, userId: string, date: string): Promise<BurnoutScore | null> {
  const row = await dailyRows(db, "burnout_scores").on(userId, date);
  return row ? rowToBurnoutScore(row) : null;
}

/** Most recent first, within the range, at most `limit`. */
export async function scoreHistory(db: AppDatabase, userId: string, query: RangeQuery) {
  return (await dailyRows(db, "burnout_scores").newest(userId, query, query.limit)).map(rowToBurnoutScore);
}

/**
 * The overall risk of the last stored score strictly before `date`: one column, so neither
 * the score's JSON columns are read nor parsed (docs/decisions/040-reads-through-the-stock-stack.md).
 */
export async function latestRiskBefore(
  db: AppDatabase,
  userId: string,
  date: string,
): Promise<number | null> {
  const row = await firstOfTemplate(db, "burnout_scores.latestRiskBefore", [userId, date], (user, day) =>
    db
      .selectFrom("burnout_scores")
      .select("overall_risk_score")
      .where("user_id", "=", user)
      .where("date", "<", day)
      .orderBy("date", "desc")
      .limit(1),
  );
  return row?.overall_risk_score ?? null;
}

/** The stored columns of a result, as a row holds them. */
function scoreColumns(result: BurnoutScoreResult) {
  return {
    overall_risk_score: result.overall_risk_score,
    risk_level: result.risk_level,
    risk_factors: toJsonColumn(result.risk_factors),
    mood_risk: result.mood_risk,
    contributions: toJsonColumn(result.contributions),
    confidence_score: result.confidence_score,
    data_points_used: result.data_points_used,
    calibrating: result.calibrating ? (1 as const) : (0 as const),
    algorithm_version: result.algorithm_version,
  };
}

type ScoreColumns = ReturnType<typeof scoreColumns>;
const SCORE_COLUMNS = Object.keys(scoreColumns({} as BurnoutScoreResult)) as (keyof ScoreColumns)[];

/** True when the row already holds exactly these columns. */
function holds(row: BurnoutScoreRow | undefined, columns: ScoreColumns): row is BurnoutScoreRow {
  return row !== undefined && SCORE_COLUMNS.every((column) => row[column] === columns[column]);
}

/**
 * Inserts or replaces the score of each result's date, all in one transaction; oldest first.
 * A day whose stored score is already the same is left as it is, its calculated_at included: a
 * rescoring that changes nothing writes nothing (a restored export reads back as it was).
 */
export async function upsertScores(
  db: AppDatabase,
  userId: string,
  results: readonly BurnoutScoreResult[],
  now: string,
): Promise<BurnoutScore[]> {
  if (results.length === 0) return [];
  const sorted = [...results].sort((a, b) => a.date.localeCompare(b.date));
  return inTransaction(db, async (trx) => {
    const existing = new Map(
      (
        await trx
          .selectFrom("burnout_scores")
          .selectAll()
          .where("user_id", "=", userId)
          .where("date", ">=", (sorted[0] as BurnoutScoreResult).date)
          .where("date", "<=", (sorted[sorted.length - 1] as BurnoutScoreResult).date)
          .execute()
      ).map((row) => [row.date, row]),
    );
    const stored: BurnoutScore[] = [];
    for (const result of sorted) {
      const columns = scoreColumns(result);
      const before = existing.get(result.date);
      if (holds(before, columns)) {
        stored.push(rowToBurnoutScore(before));
        continue;
      }
      const values = { ...columns, calculated_at: now };
      const row = await trx
        .insertInto("burnout_scores")
        .values({ id: randomUUID(), user_id: userId, date: result.date, ...values })
        .onConflict((conflict) => conflict.columns(["user_id", "date"]).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      stored.push(rowToBurnoutScore(row));
    }
    return stored;
  });
}

export function scoresRepository(db: AppDatabase): ScoreRepository {
  return {
    get: (userId, date) => getScore(db, userId, date),
    history: (userId, query) => scoreHistory(db, userId, query),
    latestRiskBefore: (userId, date) => latestRiskBefore(db, userId, date),
    upsertMany: (userId, results, now) => upsertScores(db, userId, results, now),
    rescoring: (userId, version) => rescoringStatus(db, userId, version),
  };
}
