// Background sync (docs/wearables.md) as jobs (docs/decisions/036): every connection with
// sync_enabled is synced once its last sync is six hours old. A recurring planner job, every
// 15 minutes, queues one sync job per due connection (keyed by the connection, so it is
// queued once however many processes plan); whichever process claims a connection's job
// syncs it. A sync that fails leaves the connection alone for an hour.
import type { SyncOutcome } from "@evenkeel/domain/router";
import type { WearableConnectionRow } from "../../db/schema.ts";
import type { JobRunner } from "../../jobs/job-runner.ts";
import type { Logger } from "../../logger.ts";

export const SYNC_INTERVAL_MS = 6 * 60 * 60 * 1000;
const TICK_MS = 15 * 60 * 1000;
const FIRST_TICK_MS = 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;

export const PLAN_SYNCS_JOB = "wearables.plan-syncs";
export const SYNC_CONNECTION_JOB = "wearables.sync";

export interface SchedulerDeps {
  runner: JobRunner;
  dueForSync: (beforeIso: string) => Promise<WearableConnectionRow[]>;
  connectionById: (id: string) => Promise<WearableConnectionRow | undefined>;
  syncConnection: (row: WearableConnectionRow) => Promise<SyncOutcome>;
  rescore: (userId: string, outcome: SyncOutcome) => Promise<void>;
  /** Upkeep before each plan (renewing webhook subscriptions); its failure is logged, not fatal. */
  maintain?: () => Promise<void>;
  now: () => number;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Overridable for tests. */
  intervalMs?: number;
  tickMs?: number;
  firstTickMs?: number;
}

export interface SyncScheduler {
  /** Plans now and runs every due connection's sync in this process; resolves when done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function scheduleBackgroundSync(deps: SchedulerDeps): SyncScheduler {
  const { runner } = deps;
  const intervalMs = deps.intervalMs ?? SYNC_INTERVAL_MS;
  const isDue = (row: WearableConnectionRow) =>
    row.sync_enabled === 1 &&
    row.needs_reconnect === 0 &&
    (row.last_synced_at === null || Date.parse(row.last_synced_at) <= deps.now() - intervalMs);

  async function plan(): Promise<void> {
    await deps.maintain?.().catch((error: unknown) => {
      deps.logger.warn({ err: error }, "wearables: upkeep failed");
    });
    const due = await deps.dueForSync(new Date(deps.now() - intervalMs).toISOString());
    for (const row of due) {
      await runner.enqueue(SYNC_CONNECTION_JOB, row.id, { connectionId: row.id });
    }
  }

  runner.recurring(PLAN_SYNCS_JOB, async () => void (await plan()), {
    everyMs: deps.tickMs ?? TICK_MS,
    firstMs: deps.firstTickMs ?? FIRST_TICK_MS,
  });
  runner.define(SYNC_CONNECTION_JOB, async ({ payload }) => {
    const { connectionId } = payload as { connectionId: string };
    const row = await deps.connectionById(connectionId);
    // Disconnected, switched off or synced by hand since it was queued: nothing to do.
    if (!row || !isDue(row)) return undefined;
    const outcome = await deps.syncConnection(row);
    await deps.rescore(row.user_id, outcome);
    if (!outcome.result.success) {
      deps.logger.warn(
        { connectionId },
        "wearables: background sync did not succeed; trying again in an hour",
      );
      return { runAgainAt: new Date(deps.now() + RETRY_AFTER_FAILURE_MS) };
    }
    return undefined;
  });

  return {
    async runOnce() {
      await plan();
      await runner.drain([SYNC_CONNECTION_JOB]);
    },
    stop: async () => undefined,
  };
}
