// One sync of one connection, for any provider: the provider plans the windows, then per
// window (newest first) it fetches and maps the days and the core saves them in one
// transaction. A failure keeps the windows already saved and says how many days that was;
// only a complete sync moves last_synced_at. Nothing reports success without the data.
// A sync asked for by an HTTP client stops between windows once that client left (the call's
// `clientLeft` signal), and draws on its provider's budget as one connection
// (core/sync-scope.ts, docs/decisions/015).
import {
  WEARABLE_NEEDS_RECONNECT,
  type WearableProvider,
  wearableDisplayName,
  wearableSyncCompleted,
  wearableSyncIncomplete,
} from "@evenkeel/contracts";
import type { ClientLeftSignal, SyncOutcome } from "@evenkeel/domain/router";
import type { AppDatabase } from "../../db/database.ts";
import type { WearableConnectionRow } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { ConnectionStore } from "./connection-store.ts";
import { writeMappedDays } from "./daily-metrics-writer.ts";
import type { ProviderAdapter, SyncRange } from "./provider-adapter.ts";
import {
  NeedsReconnectError,
  ProviderAccountError,
  ProviderResponseError,
  ProviderUnauthorizedError,
} from "./provider-errors.ts";
import { ProviderUnavailableError } from "./provider-http.ts";
import { BudgetExhaustedError } from "./request-budget.ts";
import { ClientLeftError, forConnection } from "./sync-scope.ts";

export interface SyncRunnerDeps {
  provider: WearableProvider;
  adapter: ProviderAdapter;
  db: AppDatabase;
  store: ConnectionStore;
  now: () => number;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

/** Syncs one connection; `clientLeft` (the asking HTTP client's) stops it between windows. */
export type SyncConnection = (
  row: WearableConnectionRow,
  range: SyncRange,
  clientLeft?: ClientLeftSignal,
) => Promise<SyncOutcome>;

export function createSyncRunner(deps: SyncRunnerDeps): SyncConnection {
  const { provider, adapter, db, store, now, logger } = deps;
  const name = wearableDisplayName(provider);

  return function syncConnection(row, range, clientLeft) {
    // The budget gives this connection its fair share; a client that leaves stops the sync.
    return forConnection(row.id, () => syncInScope(row, range, clientLeft));
  };

  async function syncInScope(
    row: WearableConnectionRow,
    range: SyncRange,
    clientLeft: ClientLeftSignal | undefined,
  ): Promise<SyncOutcome> {
    const target = { userId: row.user_id, connectionId: row.id, source: row.provider };
    let saved = 0;
    const changed: string[] = [];
    const unavailable = new Set<string>();
    const outcome = (success: boolean, message: string): SyncOutcome => ({
      result: { success, message, records_synced: saved },
      changed:
        changed.length > 0 ? { from: changed.sort()[0] as string, to: changed.at(-1) as string } : null,
    });

    try {
      for (const window of await adapter.plan(row, range)) {
        if (clientLeft?.aborted) throw new ClientLeftError();
        const fetched = await adapter.fetchWindow(row, window);
        for (const dataType of fetched.unavailable) unavailable.add(dataType);
        const written = await writeMappedDays(db, target, fetched.days, now());
        saved += written.saved;
        changed.push(...written.changedDates);
      }
    } catch (error) {
      const reason = failureReason(error, name);
      logger.warn({ connectionId: row.id, savedDays: saved, reason }, `${provider}: sync incomplete`);
      if (error instanceof NeedsReconnectError) return outcome(false, WEARABLE_NEEDS_RECONNECT);
      if (reason === null) {
        logger.error({ err: error, connectionId: row.id }, `${provider}: sync failed unexpectedly`);
      }
      return outcome(false, wearableSyncIncomplete(name, saved, reason ?? "an unexpected error"));
    }

    await store.markSynced(row.id, now(), [...unavailable].sort());
    logger.info(
      { connectionId: row.id, savedDays: saved, changedDays: changed.length },
      `${provider}: sync complete`,
    );
    return outcome(true, wearableSyncCompleted(name, saved));
  }
}

/** A sentence part for the user, or null for a failure that is a bug rather than the provider's state. */
function failureReason(error: unknown, name: string): string | null {
  if (error instanceof ClientLeftError) return "the sync was cancelled";
  if (error instanceof ProviderAccountError) return error.reason;
  if (error instanceof BudgetExhaustedError) return `Evenkeel has used today's ${name} request allowance`;
  if (error instanceof ProviderUnavailableError) {
    return error.retryAfterMs !== undefined
      ? `${name}'s rate limit was reached`
      : `${name} could not be reached`;
  }
  if (error instanceof ProviderResponseError) return `${name} sent an unexpected answer`;
  if (error instanceof ProviderUnauthorizedError) return `${name} refused access`;
  return null;
}
