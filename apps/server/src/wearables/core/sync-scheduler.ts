// Background sync (SPEC.md §4, issue 5): every connection with sync_enabled is synced once its
// last sync is six hours old. A tick every 15 minutes finds them, so a restart or a failed sync
// does not wait a full interval; a connection that just failed is left alone for an hour.
import type { SyncOutcome } from "@evenkeel/domain/router";
import type { WearableConnectionRow } from "../../db/schema.ts";
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

export interface SyncScheduler {
  /** Runs one pass now (what each tick does); resolves when it is done. */
  runOnce(): Promise<void>;
  /** Stops the ticks and waits for a pass in progress to finish its current connection. */
  stop(): Promise<void>;
}

export function startSyncScheduler(deps: SchedulerDeps): SyncScheduler {
  const intervalMs = deps.intervalMs ?? SYNC_INTERVAL_MS;
  const lastFailure = new Map<string, number>();
  let stopping = false;
  let running: Promise<void> | null = null;

  async function pass(): Promise<void> {
    await deps.maintain?.().catch((error: unknown) => {
      deps.logger.warn({ err: error }, "wearables: upkeep failed");
    });
    const due = await deps.dueForSync(new Date(deps.now() - intervalMs).toISOString());
    for (const row of due) {
      if (stopping) return;
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

  function runOnce(): Promise<void> {
    running ??= pass()
      .catch((error: unknown) => deps.logger.error({ err: error }, "wearables: background sync pass failed"))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const first = setTimeout(() => void runOnce(), deps.firstTickMs ?? FIRST_TICK_MS);
  const ticks = setInterval(() => void runOnce(), deps.tickMs ?? TICK_MS);
  // The server's own handles keep the process alive; these timers must not.
  first.unref();
  ticks.unref();

  return {
    runOnce,
    async stop() {
      stopping = true;
      clearTimeout(first);
      clearInterval(ticks);
      await running;
    },
  };
}
