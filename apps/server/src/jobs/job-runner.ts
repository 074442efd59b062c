// The server's one way to run background work (docs/decisions/036, replacing the timers of
// docs/decisions/020): jobs in the database, claimed once however many processes share it.
// Each process runs one runner; it polls for due jobs of the kinds it knows, runs at most a
// few at a time, and renews each job's lease while it runs. A process that dies stops
// renewing, and once the lease has passed another process takes the job again; a job whose
// attempts all failed stays in the table as failed (logged, counted in /healthz).
//
// Recurring work (the wearable sync planner, rescoring, outreach, sweeps) is one job row per
// kind that goes back to queued with its next time after each run; work for one thing (a
// connection's sync) is a row keyed by that thing, so it is queued at most once.
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import {
  claimJob,
  countJobs,
  enqueueJob,
  failAbandonedJobs,
  failJob,
  finishJob,
  type JobCounts,
  makeJobDue,
  renewLease,
  requeueJob,
} from "../store/jobs.repository.ts";

/** The key of a recurring job's single row. */
export const RECURRING_KEY = "recurring";

export interface JobContext {
  /** True once the server is stopping: return at the next safe point (the job is handed back). */
  stopping: () => boolean;
  payload: unknown;
  key: string;
  /** 1 for the first try. */
  attempt: number;
}

/** What a handler may answer: nothing (done), or a time to run again without counting a failure. */
export type JobOutcome = undefined | { runAgainAt: Date };

export type JobHandler = (context: JobContext) => Promise<JobOutcome | undefined>;

export interface JobKindOptions {
  /** Attempts before the job is failed for good (default 5). */
  maxAttempts?: number;
}

export interface RecurringOptions extends JobKindOptions {
  everyMs: number;
  /** The first run after this process starts. */
  firstMs: number;
}

export interface JobRunnerOptions {
  db: AppDatabase;
  logger: Pick<Logger, "info" | "warn" | "error">;
  now?: () => Date;
  /** How long a claimed job is held without renewal (default 2 minutes). */
  leaseMs?: number;
  /** How often to look for due work when idle (default 1 s). */
  pollMs?: number;
  /** Jobs run side by side in this process (default 2). */
  concurrency?: number;
}

export interface JobRunner {
  /** Who this process is in jobs.locked_by. */
  readonly workerId: string;
  define(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /** Defines a recurring job and makes sure its row exists, due `firstMs` from now. */
  recurring(kind: string, handler: JobHandler, options: RecurringOptions): void;
  /** Queues work once per (kind, key); nothing when it already waits or runs. */
  enqueue(kind: string, key: string, payload?: unknown, runAt?: Date): Promise<void>;
  /** Makes a recurring job due now (rescoring after a changed preference). */
  wake(kind: string): Promise<void>;
  /** Runs due jobs of these kinds (all kinds when omitted) in this process until none is left. */
  drain(kinds?: readonly string[]): Promise<void>;
  /** Starts polling. */
  start(): void;
  /** Stops polling and waits for the jobs in progress to reach a safe point. */
  stop(): Promise<void>;
  counts(): Promise<JobCounts>;
  /** True while the poll loop is on. */
  running(): boolean;
}

const DEFAULT_MAX_ATTEMPTS = 5;
/** Backoff after a failed attempt: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempt - 1));
}

interface Kind {
  handler: JobHandler;
  maxAttempts: number;
  recurring?: RecurringOptions;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 2;
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const kinds = new Map<string, Kind>();
  const ensured: Promise<void>[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let polling = false;
  let timer: NodeJS.Timeout | undefined;

  async function runJob(kindName: string, job: Awaited<ReturnType<typeof claimJob>> & object): Promise<void> {
    const kind = kinds.get(kindName);
    if (!kind) return;
    const renew = setInterval(
      () => {
        void renewLease(db, job.id, workerId, new Date(now().getTime() + leaseMs)).catch(() => undefined);
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    try {
      const outcome = await kind.handler({
        stopping: () => stopping,
        payload: JSON.parse(job.payload) as unknown,
        key: job.key,
        attempt: job.attempts,
      });
      // A handler that stops early at a safe point hands its work back by answering runAgainAt.
      if (outcome?.runAgainAt) {
        await requeueJob(db, job.id, workerId, outcome.runAgainAt, now(), { resetAttempts: true });
      } else if (kind.recurring) {
        const next = new Date(now().getTime() + kind.recurring.everyMs);
        // A wake while it ran moved its run_at: then the next run is due at once, not `everyMs` on.
        await requeueJob(db, job.id, workerId, next, now(), { resetAttempts: true, dueAtClaim: job.run_at });
      } else {
        await finishJob(db, job.id, workerId);
      }
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (job.attempts >= job.max_attempts) {
        logger.error(
          { err: error, kind: kindName, key: job.key, attempts: job.attempts },
          "job failed for good",
        );
        if (kind.recurring) {
          // A recurring job never stops for good: it waits for its next turn, error kept.
          const next = new Date(now().getTime() + kind.recurring.everyMs);
          await requeueJob(db, job.id, workerId, next, now(), { error: message, resetAttempts: true });
        } else {
          await failJob(db, job.id, workerId, message, now());
        }
      } else {
        const retryAt = new Date(now().getTime() + retryDelayMs(job.attempts));
        logger.warn(
          { err: error, kind: kindName, key: job.key, attempt: job.attempts, retryAt },
          "job attempt failed",
        );
        await requeueJob(db, job.id, workerId, retryAt, now(), { error: message });
      }
    } finally {
      clearInterval(renew);
    }
  }

  /** Claims and starts one due job of `kindNames`; null when none was due. */
  async function claimOne(kindNames: readonly string[]): Promise<{ done: Promise<void> } | null> {
    const at = now();
    const job = await claimJob(db, kindNames, workerId, at, new Date(at.getTime() + leaseMs));
    if (!job) return null;
    const work = runJob(job.kind, job)
      .catch((error: unknown) => logger.error({ err: error, kind: job.kind }, "job bookkeeping failed"))
      .finally(() => {
        inFlight.delete(work);
        // A slot is free: take the next due job now rather than at the next poll.
        if (polling && !stopping) void tick();
      });
    inFlight.add(work);
    // Wrapped: a promise resolved with a promise would wait for the job itself.
    return { done: work };
  }

  async function tick(): Promise<void> {
    if (stopping) return;
    try {
      await Promise.all(ensured);
      for (const job of await failAbandonedJobs(db, now())) {
        logger.error(
          { kind: job.kind, key: job.key, attempts: job.attempts },
          "job failed for good: its process stopped",
        );
      }
      while (!stopping && inFlight.size < concurrency) {
        if (!(await claimOne([...kinds.keys()]))) break;
      }
    } catch (error) {
      logger.error({ err: error }, "job runner: looking for work failed");
    }
  }

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    workerId,
    define(kind, handler, kindOptions = {}) {
      kinds.set(kind, { handler, maxAttempts: kindOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
    },
    recurring(kind, handler, recurring) {
      const maxAttempts = recurring.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      kinds.set(kind, { handler, maxAttempts, recurring });
      const at = now();
      const ensure = enqueueJob(
        db,
        { kind, key: RECURRING_KEY, runAt: new Date(at.getTime() + recurring.firstMs), maxAttempts },
        at,
        true,
      ).catch((error: unknown) => logger.error({ err: error, kind }, "job runner: could not schedule"));
      ensured.push(ensure);
    },
    async enqueue(kind, key, payload, runAt) {
      const at = now();
      const maxAttempts = kinds.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      await enqueueJob(db, { kind, key, payload, runAt: runAt ?? at, maxAttempts }, at);
      // Work due now starts now in this process, unless another one claims it first.
      if (polling && !stopping && (runAt ?? at) <= at) void tick();
    },
    async wake(kind) {
      await Promise.all(ensured);
      await makeJobDue(db, kind, RECURRING_KEY, now());
      if (polling && !stopping) void tick();
    },
    async drain(kindNames) {
      await Promise.all(ensured);
      const names = kindNames ?? [...kinds.keys()];
      for (;;) {
        const claimed = await claimOne(names);
        if (!claimed) break;
        await claimed.done;
      }
    },
    start() {
      if (polling) return;
      polling = true;
      void tick().finally(schedule);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.all(ensured);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    counts: () => countJobs(db, now()),
    running: () => polling && !stopping,
  };
}
