// Background sync (SPEC.md §4, issue 5): every connection with sync_enabled is synced once its
// last sync is six hours old. A tick every 15 minutes finds them, so a restart or a failed sync
// does not wait a full interval; a connection that just failed is left alone for an hour.
import type { SyncOutcome } from "@evenkeel/domain/router";
import type { WearableConnectionRow } from "../../db/schema.ts";
import { type PeriodicJob, startPeriodicJob } from "../../jobs/periodic-job.ts";
import type { Logger } from "../../logger.ts";

export const SYNC_INTERVAL_MS = 6 * 60 * 60 * 1000;
const TICK_MS = 15 * 60 * 1000;
const FIRST_TICK_MS = 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;

export interface SchedulerDeps {
  dueForSync: (beforeIso: string) => Promise<WearableConnectionRow[]>;
  syncConnection: (row: WearableConnectionRow) => Promise<SyncOutcome>;
  rescore: (userId: string, outcome: SyncOutcome) => Promise<void>;
  /** Upkeep before each pass (renewing webhook subscriptions); its failure is logged, not fatal. */
  maintain?: () => Promise<void>;
  now: () => number;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Overridable for tests. */
  intervalMs?: number;
  tickMs?: number;
  firstTickMs?: number;
}

/** runOnce runs one pass now; stop waits for a pass in progress to finish its current connection. */
export type SyncScheduler = PeriodicJob;

export function startSyncScheduler(deps: SchedulerDeps): SyncScheduler {
  const intervalMs = deps.intervalMs ?? SYNC_INTERVAL_MS;
  const lastFailure = new Map<string, number>();

  async function pass(stopping: () => boolean): Promise<void> {
    await deps.maintain?.().catch((error: unknown) => {
      deps.logger.warn({ err: error }, "wearables: upkeep failed");
    });
    const due = await deps.dueForSync(new Date(deps.now() - intervalMs).toISOString());
    for (const row of due) {
      if (stopping()) return;
      const failedAt = lastFailure.get(row.id);
      if (failedAt !== undefined && deps.now() - failedAt < RETRY_AFTER_FAILURE_MS) continue;
      try {
        const outcome = await deps.syncConnection(row);
        if (outcome.result.success) lastFailure.delete(row.id);
        else lastFailure.set(row.id, deps.now());
        await deps.rescore(row.user_id, outcome);
      } catch (error) {
        lastFailure.set(row.id, deps.now());
        deps.logger.error({ err: error, connectionId: row.id }, "wearables: background sync failed");
      }
    }
  }

  return startPeriodicJob({
    pass,
    failureMessage: "wearables: background sync pass failed",
    logger: deps.logger,
    firstTickMs: deps.firstTickMs ?? FIRST_TICK_MS,
    tickMs: deps.tickMs ?? TICK_MS,
  });
}
