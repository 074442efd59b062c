// Rescoring stored history after the score changed version (docs/decisions/020):
// a recurring job on the server's one job runner (jobs/job-runner.ts). Each pass finds
// the users whose stored scores carry another version and rescores their days oldest first,
// in batches, through the router's own rescoreDays, recording progress after every batch in
// score_rescoring, so a restart resumes at the first day not yet done. A pause between
// batches leaves the CPU to requests.
import { addDays } from "@evenkeel/domain";
import { type RouterPorts, rescoreDays } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import type { Logger } from "../logger.ts";
import {
  advanceRescoring,
  startOrResumeRescoring,
  usersToRescore,
} from "../store/score-rescoring.repository.ts";

export interface RescoringTiming {
  /** Days scored per batch (default 30). */
  batchDays?: number;
  /** Pause after each batch (default 25 ms). */
  pauseMs?: number;
  /** First pass after start (default 5 s: an upgrade is rescored soon after it starts). */
  firstTickMs?: number;
  /** Between passes (default 15 minutes). */
  tickMs?: number;
}

export interface RescoringDeps {
  db: AppDatabase;
  ports: RouterPorts;
  logger: Pick<Logger, "info" | "error">;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const RESCORING_JOB = "rescoring.pass";

export interface HistoryRescoring {
  /** Makes the pass due now (a changed preferred source), on whichever process claims it. */
  wake(): Promise<void>;
}

export function scheduleHistoryRescoring(
  runner: JobRunner,
  deps: RescoringDeps,
  timing: RescoringTiming = {},
): HistoryRescoring {
  const batchDays = timing.batchDays ?? 30;
  const pauseMs = timing.pauseMs ?? 25;
  const version = deps.ports.scoring.version;

  async function rescoreUser(userId: string, stopping: () => boolean): Promise<void> {
    let job = await startOrResumeRescoring(deps.db, userId, version, deps.ports.clock.now());
    while (job?.next_date && !stopping()) {
      const from = job.next_date;
      const through = [addDays(from, batchDays - 1), job.to_date].sort()[0] as string;
      await rescoreDays(deps.ports, userId, from, through);
      const next = through < job.to_date ? addDays(through, 1) : null;
      job = await advanceRescoring(deps.db, job, through, next, deps.ports.clock.now());
      if (next === null) {
        deps.logger.info({ userId, version, days: job.total_days }, "rescoring: history rescored");
      } else if (pauseMs > 0) {
        await wait(pauseMs);
      }
    }
  }

  async function pass(stopping: () => boolean): Promise<void> {
    for (const userId of await usersToRescore(deps.db, version)) {
      if (stopping()) return;
      try {
        await rescoreUser(userId, stopping);
      } catch (error) {
        // One user's failure does not hold up the others; the next pass tries again.
        deps.logger.error({ err: error, userId }, "rescoring: a user's history could not be rescored");
      }
    }
  }

  runner.recurring(RESCORING_JOB, async ({ stopping }) => void (await pass(stopping)), {
    firstMs: timing.firstTickMs ?? 5_000,
    everyMs: timing.tickMs ?? 15 * 60_000,
  });
  return { wake: () => runner.wake(RESCORING_JOB) };
}
