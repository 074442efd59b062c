// Progress of rescoring a user's stored history with the current score version
// (docs/decisions/020): one row per user in score_rescoring, advanced after every batch of
// days, so the job resumes where it stopped after a restart.
import type { RescoringStatus } from "@evenkeel/contracts";
import { daysBetween } from "@evenkeel/domain";
import type { AppDatabase } from "../db/database.ts";
import type { ScoreRescoringRow } from "../db/schema.ts";

function daysInclusive(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

export function rescoringRow(db: AppDatabase, userId: string): Promise<ScoreRescoringRow | undefined> {
  return db.selectFrom("score_rescoring").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/**
 * Users with rescoring to do for `version`: an unfinished job of that version, or stored scores
 * of another version and no finished job of this one (days the new version cannot score keep
 * their old score, and must not start the job again).
 */
export async function usersToRescore(db: AppDatabase, version: string): Promise<string[]> {
  const unfinished = await db
    .selectFrom("score_rescoring")
    .select("user_id")
    .where("algorithm_version", "=", version)
    .where("next_date", "is not", null)
    .execute();
  const stale = await db
    .selectFrom("burnout_scores as s")
    .select("s.user_id")
    .distinct()
    .where("s.algorithm_version", "!=", version)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("score_rescoring as r")
            .select("r.user_id")
            .whereRef("r.user_id", "=", "s.user_id")
            .where("r.algorithm_version", "=", version),
        ),
      ),
    )
    .execute();
  return [...new Set([...unfinished, ...stale].map((row) => row.user_id))];
}

/**
 * The user's job for `version`: the one in progress, or a new one over the days from the
 * oldest score of another version to the newest stored score. Null when there is nothing to do.
 */
export async function startOrResumeRescoring(
  db: AppDatabase,
  userId: string,
  version: string,
  now: string,
): Promise<ScoreRescoringRow | null> {
  const current = await rescoringRow(db, userId);
  if (current?.algorithm_version === version) return current.next_date === null ? null : current;
  const span = await db
    .selectFrom("burnout_scores")
    .select((eb) => [
      eb.fn.min("date").filterWhere("algorithm_version", "!=", version).as("from_date"),
      eb.fn.max("date").as("to_date"),
    ])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!span?.from_date || !span.to_date) return null;
  const row: ScoreRescoringRow = {
    user_id: userId,
    algorithm_version: version,
    from_date: span.from_date,
    to_date: span.to_date,
    next_date: span.from_date,
    total_days: daysInclusive(span.from_date, span.to_date),
    done_days: 0,
    started_at: now,
    updated_at: now,
    finished_at: null,
  };
  await db
    .insertInto("score_rescoring")
    .values(row)
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...row }))
    .execute();
  return row;
}

/**
 * Asks for the user's stored days from `from` on to be rescored with `version` (after their
 * values changed, docs/decisions/031): a job from `from` (or from where a running job would
 * still start, if earlier) to the newest stored score, or to `through` when that is later (a
 * file import's days have no score yet), which the history-rescoring job runs.
 * Nothing to do without a stored score or `through` on or after `from`.
 */
export async function queueRescoring(
  db: AppDatabase,
  userId: string,
  version: string,
  from: string,
  now: string,
  through?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const newest = await trx
      .selectFrom("burnout_scores")
      .select((eb) => eb.fn.max("date").as("to_date"))
      .where("user_id", "=", userId)
      .executeTakeFirst();
    const newestScore = newest?.to_date ?? null;
    const toDate =
      through !== undefined && (newestScore === null || through > newestScore) ? through : newestScore;
    if (!toDate || toDate < from) return;
    const current = await trx
      .selectFrom("score_rescoring")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    const pending = current?.algorithm_version === version ? current.next_date : null;
    const fromDate = pending !== null && pending < from ? pending : from;
    const row: ScoreRescoringRow = {
      user_id: userId,
      algorithm_version: version,
      from_date: fromDate,
      to_date: toDate,
      next_date: fromDate,
      total_days: daysInclusive(fromDate, toDate),
      done_days: 0,
      started_at: now,
      updated_at: now,
      finished_at: null,
    };
    await trx
      .insertInto("score_rescoring")
      .values(row)
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...row }))
      .execute();
  });
}

/** Records that every day up to `doneThrough` is rescored; `next` null finishes the job. */
export async function advanceRescoring(
  db: AppDatabase,
  row: ScoreRescoringRow,
  doneThrough: string,
  next: string | null,
  now: string,
): Promise<ScoreRescoringRow> {
  const advanced = {
    next_date: next,
    done_days: Math.min(row.total_days, daysInclusive(row.from_date, doneThrough)),
    updated_at: now,
    finished_at: next === null ? now : null,
  };
  const result = await db
    .updateTable("score_rescoring")
    .set(advanced)
    .where("user_id", "=", row.user_id)
    .where("algorithm_version", "=", row.algorithm_version)
    // Only the job this batch belongs to: a job queued again meanwhile (queueRescoring, after a
    // change of preferred source) starts over from its own first day instead of being skipped.
    .where("started_at", "=", row.started_at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const current = await rescoringRow(db, row.user_id);
    if (current) return current;
  }
  return { ...row, ...advanced };
}

/** What History shows: running while the user's job for `version` is queued or in progress. */
export async function rescoringStatus(
  db: AppDatabase,
  userId: string,
  version: string,
): Promise<RescoringStatus> {
  const row = await rescoringRow(db, userId);
  if (row?.algorithm_version === version) {
    if (row.next_date === null) return idle(version, row.total_days);
    const percent = row.total_days === 0 ? 0 : Math.floor((100 * row.done_days) / row.total_days);
    return {
      state: "running",
      algorithm_version: version,
      done_days: row.done_days,
      total_days: row.total_days,
      percent: Math.min(99, percent),
    };
  }
  const stale = await db
    .selectFrom("burnout_scores")
    .select("date")
    .where("user_id", "=", userId)
    .where("algorithm_version", "!=", version)
    .limit(1)
    .executeTakeFirst();
  if (!stale) return idle(version, 0);
  // Queued: the job has not reached this user yet.
  return { state: "running", algorithm_version: version, done_days: 0, total_days: 0, percent: 0 };
}

function idle(version: string, days: number): RescoringStatus {
  return { state: "idle", algorithm_version: version, done_days: days, total_days: days, percent: 100 };
}
