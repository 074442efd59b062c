// One sync of one WHOOP connection: plan the windows, then per chunk (newest first) fetch the
// cycles and everything that belongs to them, map them to days and save them in one
// transaction. A failure keeps the chunks already saved and says how many days that was;
// only a complete sync moves last_synced_at. Nothing reports success without the data.
import { WEARABLE_NEEDS_RECONNECT } from "@evenkeel/contracts";
import type { SyncOutcome } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { WearableConnectionRow } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { ConnectionStore } from "./connection-store.ts";
import { pendingDates, writeMappedDays } from "./daily-metrics-writer.ts";
import { BudgetExhaustedError } from "./request-budget.ts";
import { planSyncWindows } from "./sync-plan.ts";
import { ClientLeftError, clientHasLeft, forConnection } from "./sync-scope.ts";
import type { TimeWindow, WhoopApiClient } from "./whoop-api-client.ts";
import { mapWhoopDays } from "./whoop-day-mapping.ts";
import { NeedsReconnectError } from "./whoop-errors.ts";
import { WhoopUnavailableError } from "./whoop-http.ts";
import type { WhoopBatch } from "./whoop-records.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last cycles whose strain may still grow (WEARABLES.md): fetched again on every sync. */
const PROVISIONAL_CYCLES = 3;
/** WHOOP does not score a day this late; its pending note is dropped. */
const PENDING_GIVE_UP_DAYS = 14;

export interface SyncDeps {
  db: AppDatabase;
  api: WhoopApiClient;
  tokens: AccessTokens;
  store: ConnectionStore;
  now: () => number;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

export type SyncRange = { start_date?: string | undefined; end_date?: string | undefined } | undefined;

export function createWhoopSync(deps: SyncDeps) {
  const { db, api, tokens, store, now, logger } = deps;

  async function fetchChunk(connectionId: string, chunk: TimeWindow): Promise<WhoopBatch> {
    const call = <T>(work: (token: string) => Promise<T>) => tokens.withAccessToken(connectionId, work);
    const cycles = await call((token) => api.collection(token, "cycles", chunk));
    if (cycles.length === 0) return { cycles, recoveries: [], sleeps: [], workouts: [] };
    // Everything belonging to these cycles: from a day before the first start (a main sleep
    // begins with its cycle) to the last end, or now for the open cycle.
    const related: TimeWindow = {
      startMs: Math.min(...cycles.map((cycle) => Date.parse(cycle.start))) - DAY_MS,
      endMs:
        Math.min(now(), Math.max(...cycles.map((cycle) => (cycle.end ? Date.parse(cycle.end) : now())))) + 1,
    };
    const [recoveries, sleeps, workouts] = await Promise.all([
      call((token) => api.collection(token, "recoveries", related)),
      call((token) => api.collection(token, "sleeps", related)),
      call((token) => api.collection(token, "workouts", related)),
    ]);
    return { cycles, recoveries, sleeps, workouts };
  }

  async function plan(row: WearableConnectionRow, range: SyncRange): Promise<TimeWindow[]> {
    const nowMs = now();
    const since = new Date(nowMs - PENDING_GIVE_UP_DAYS * DAY_MS).toISOString().slice(0, 10);
    const recent = await tokens.withAccessToken(row.id, (token) =>
      api.latestCycles(token, PROVISIONAL_CYCLES),
    );
    const starts = recent.map((cycle) => Date.parse(cycle.start));
    return planSyncWindows({
      nowMs,
      range,
      lastSyncedAt: row.last_synced_at,
      pendingDates: await pendingDates(db, row.id, since),
      recentCyclesStartMs: starts.length > 0 ? Math.min(...starts) : null,
    });
  }

  return function syncConnection(row: WearableConnectionRow, range: SyncRange): Promise<SyncOutcome> {
    // The budget gives this connection its fair share; a client that leaves stops the sync.
    return forConnection(row.id, () => syncInScope(row, range));
  };

  async function syncInScope(row: WearableConnectionRow, range: SyncRange): Promise<SyncOutcome> {
    const target = { userId: row.user_id, connectionId: row.id, source: row.provider };
    let saved = 0;
    const changed: string[] = [];
    const outcome = (success: boolean, message: string): SyncOutcome => ({
      result: { success, message, records_synced: saved },
      changed:
        changed.length > 0 ? { from: changed.sort()[0] as string, to: changed.at(-1) as string } : null,
    });

    try {
      for (const chunk of await plan(row, range)) {
        if (clientHasLeft()) throw new ClientLeftError();
        const batch = await fetchChunk(row.id, chunk);
        const days = mapWhoopDays(batch, now());
        const written = await writeMappedDays(db, target, days, now());
        saved += written.saved;
        changed.push(...written.changedDates);
      }
    } catch (error) {
      const reason = failureReason(error);
      logger.warn({ connectionId: row.id, savedDays: saved, reason }, "whoop: sync incomplete");
      if (error instanceof NeedsReconnectError) return outcome(false, WEARABLE_NEEDS_RECONNECT);
      if (reason === null) {
        logger.error({ err: error, connectionId: row.id }, "whoop: sync failed unexpectedly");
      }
      return outcome(false, partialMessage(saved, reason ?? "an unexpected error"));
    }

    await store.markSynced(row.id, now());
    logger.info(
      { connectionId: row.id, savedDays: saved, changedDays: changed.length },
      "whoop: sync complete",
    );
    return outcome(true, `Synced ${days(saved)} of WHOOP data`);
  }
}

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

function partialMessage(saved: number, reason: string): string {
  const kept =
    saved > 0 ? `Saved ${days(saved)} of WHOOP data, but the rest failed` : "No WHOOP data was saved";
  return `${kept}: ${reason}. Please try syncing again later.`;
}

/** A sentence part for the user, or null for a failure that is a bug rather than WHOOP's state. */
function failureReason(error: unknown): string | null {
  if (error instanceof ClientLeftError) return "the sync was cancelled";
  if (error instanceof BudgetExhaustedError) return "Evenkeel has used today's WHOOP request allowance";
  if (error instanceof WhoopUnavailableError) {
    return error.retryAfterMs !== undefined ? "WHOOP's rate limit was reached" : "WHOOP could not be reached";
  }
  if (error instanceof Error && error.name === "WhoopResponseError") return "WHOOP sent an unexpected answer";
  if (error instanceof Error && error.name === "WhoopUnauthorizedError") return "WHOOP refused access";
  return null;
}
