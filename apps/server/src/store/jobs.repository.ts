// The jobs table (src/jobs/job-runner.ts, docs/decisions/036): enqueue once per (kind, key),
// claim once across processes, renew and release leases, record failures.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import { isPostgres } from "../db/dialect.ts";
import type { JobRow, JobStatus } from "../db/schema.ts";

export interface NewJob {
  kind: string;
  key: string;
  payload?: unknown;
  runAt: Date;
  maxAttempts: number;
}

/**
 * Adds a job unless one of that kind and key is already waiting or running. A job that failed
 * for good is queued afresh (its error kept until it runs). `moveRunAt` lets a newer request
 * move a waiting job's time (a recurring job's first run after a restart).
 */
export async function enqueueJob(db: AppDatabase, job: NewJob, now: Date, moveRunAt = false): Promise<void> {
  const at = now.toISOString();
  const runAt = job.runAt.toISOString();
  await db
    .insertInto("jobs")
    .values({
      id: randomUUID(),
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload ?? {}),
      status: "queued",
      run_at: runAt,
      attempts: 0,
      max_attempts: job.maxAttempts,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(["kind", "key"])
        .doUpdateSet({
          status: "queued",
          run_at: runAt,
          attempts: sql<number>`case when jobs.status = 'failed' then 0 else jobs.attempts end`,
          payload: (eb) => eb.ref("excluded.payload"),
          updated_at: at,
        })
        .where((eb) =>
          moveRunAt
            ? eb.or([eb("jobs.status", "=", "failed"), eb("jobs.status", "=", "queued")])
            : eb("jobs.status", "=", "failed"),
        ),
    )
    .execute();
}

/**
 * Makes a waiting job of this kind and key due now, or a running one due again as soon as its
 * run ends; false when there is neither.
 */
export async function makeJobDue(db: AppDatabase, kind: string, key: string, now: Date): Promise<boolean> {
  // A running job's run_at means nothing while it runs; a wake stamps it there, and the
  // requeue that ends the run keeps it (requeueJob's `dueAtClaim`), so a wake is never lost.
  const result = await db
    .updateTable("jobs")
    .set({ run_at: now.toISOString(), updated_at: now.toISOString() })
    .where("kind", "=", kind)
    .where("key", "=", key)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Claims the next due job of the given kinds for `worker` until `leaseUntil`: a queued job whose
 * time has come, or a running one whose lease ran out (its process died). On PostgreSQL the
 * row is chosen with FOR UPDATE SKIP LOCKED, so processes claiming together take different
 * jobs; SQLite has one writer, so its single statement is enough.
 */
export async function claimJob(
  db: AppDatabase,
  kinds: readonly string[],
  worker: string,
  now: Date,
  leaseUntil: Date,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const at = now.toISOString();
  const candidate = db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "in", kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("run_at", "<=", at)]),
        eb.and([eb("status", "=", "running"), eb("lease_until", "<", at)]),
      ]),
    )
    .where((eb) => eb("attempts", "<", eb.ref("max_attempts")))
    .orderBy("run_at")
    .limit(1)
    .$call((query) => (isPostgres(db) ? query.forUpdate().skipLocked() : query));
  return db
    .updateTable("jobs")
    .set((eb) => ({
      status: "running",
      attempts: eb("attempts", "+", 1),
      lease_until: leaseUntil.toISOString(),
      locked_by: worker,
      updated_at: at,
    }))
    .where("id", "=", candidate)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Running jobs whose lease ran out after their last allowed attempt: failed for good, with a
 * note, so the operator sees them. Answers them, for the log.
 */
export async function failAbandonedJobs(db: AppDatabase, now: Date): Promise<JobRow[]> {
  const at = now.toISOString();
  return db
    .updateTable("jobs")
    .set({
      status: "failed",
      last_error: sql<string>`coalesce(last_error, 'the process running it stopped before it finished')`,
      locked_by: null,
      lease_until: null,
      updated_at: at,
    })
    .where("status", "=", "running")
    .where("lease_until", "<", at)
    .where((eb) => eb("attempts", ">=", eb.ref("max_attempts")))
    .returningAll()
    .execute();
}

/** Extends the lease of a job this worker still holds; false when it lost it. */
export async function renewLease(
  db: AppDatabase,
  id: string,
  worker: string,
  leaseUntil: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ lease_until: leaseUntil.toISOString() })
    .where("id", "=", id)
    .where("locked_by", "=", worker)
    .where("status", "=", "running")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A job done: its row goes. */
export async function finishJob(db: AppDatabase, id: string, worker: string): Promise<void> {
  await db.deleteFrom("jobs").where("id", "=", id).where("locked_by", "=", worker).execute();
}

/**
 * Puts a job back to wait until `runAt`: a recurring job's next run, a sync to try again
 * later, a failed attempt's backoff, or work a stopping process hands back (`refund` gives
 * back the attempt it did not finish).
 */
export async function requeueJob(
  db: AppDatabase,
  id: string,
  worker: string,
  runAt: Date,
  now: Date,
  options: { error?: string; resetAttempts?: boolean; refund?: boolean; dueAtClaim?: string } = {},
): Promise<void> {
  const next = runAt.toISOString();
  const { dueAtClaim } = options;
  await db
    .updateTable("jobs")
    .set((eb) => ({
      status: "queued",
      // Woken while it ran (makeJobDue moved run_at from what it was at the claim): due again.
      run_at:
        dueAtClaim === undefined
          ? next
          : eb.case().when("run_at", "<>", dueAtClaim).then(eb.ref("run_at")).else(next).end(),
      lease_until: null,
      locked_by: null,
      updated_at: now.toISOString(),
      ...(options.error === undefined ? {} : { last_error: options.error }),
      ...(options.resetAttempts
        ? { attempts: 0 }
        : options.refund
          ? { attempts: eb("attempts", "-", 1) }
          : {}),
    }))
    .where("id", "=", id)
    .where("locked_by", "=", worker)
    .execute();
}

/** An attempt failed and none is left: the job stays, failed, for the operator to see. */
export async function failJob(
  db: AppDatabase,
  id: string,
  worker: string,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("jobs")
    .set({
      status: "failed",
      last_error: error,
      lease_until: null,
      locked_by: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("locked_by", "=", worker)
    .execute();
}

export type JobCounts = Record<JobStatus, number>;

/** How many jobs wait, run and failed (queued counts only those due by `now`). */
export async function countJobs(db: AppDatabase, now: Date): Promise<JobCounts> {
  const rows = await db
    .selectFrom("jobs")
    .select(["status", db.fn.countAll<number>().as("n")])
    .where((eb) => eb.or([eb("status", "!=", "queued"), eb("run_at", "<=", now.toISOString())]))
    .groupBy("status")
    .execute();
  const counts: JobCounts = { queued: 0, running: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Failed jobs last touched before `before` are forgotten (the token and bookkeeping sweep). */
export async function forgetFailedJobs(db: AppDatabase, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("jobs")
    .where("status", "=", "failed")
    .where("updated_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
