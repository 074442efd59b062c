// The demo's wearable gateway: a simulated WHOOP account kept on the device. A sync waits
// 1.5 s (docs/architecture.md), then fills every missing day up to today with the domain simulator's
// data and answers like the server's sync. Connecting a real account would leave the
// browser, so authorize and callback answer a clear error instead (Reset Demo restores the
// simulated connection after a disconnect).
import {
  AppError,
  DEFAULT_WEARABLE_PROVIDER,
  DEMO_METRIC_DAYS,
  DEMO_SYNC_DELAY_MS,
  demoSyncCompleted,
  demoWearableConnectUnavailable,
  WEARABLE_PROVIDER_IDS,
  type WearableProvider,
  wearableDisplayName,
  wearableNotConnected,
} from "@evenkeel/contracts";
import { addDays, dateRange, generateDemoData, localDate } from "@evenkeel/domain";
import type { Clock, SyncOutcome, WearableGateway } from "@evenkeel/domain/router";
import { DEMO_SEED } from "../demo-user.ts";
import type { DemoDataStore } from "../store/demo-data-store.ts";
import { newRecordId } from "../store/record-ids.ts";

export interface DemoWearableOptions {
  clock: Clock;
  /** Waits the simulated sync time; tests pass one that does not really wait. */
  sleep: (ms: number) => Promise<void>;
  /** Used when the demo user has no stored time zone yet. */
  timeZone: () => string;
}

export function createDemoWearableGateway(
  store: DemoDataStore,
  options: DemoWearableOptions,
): WearableGateway {
  const requireConnection = (userId: string, provider: WearableProvider) => {
    const connection = store.connections.get(userId, provider);
    if (!connection) throw new AppError("NOT_FOUND", wearableNotConnected(wearableDisplayName(provider)));
    return connection;
  };
  const cannotConnect = async (provider: WearableProvider): Promise<never> => {
    throw new AppError("FORBIDDEN", demoWearableConnectUnavailable(wearableDisplayName(provider)));
  };

  return {
    async connection(userId, provider) {
      return store.connections.get(userId, provider);
    },
    async lastSync(userId) {
      return latestSync(WEARABLE_PROVIDER_IDS.map((provider) => store.connections.get(userId, provider)));
    },
    // The demo simulates one provider's connection; the others are not available here.
    configuredProviders: async () => [DEFAULT_WEARABLE_PROVIDER],
    authorize: (_caller, provider) => cannotConnect(provider),
    connect: (_caller, provider) => cannotConnect(provider),
    async sync(userId, provider, range): Promise<SyncOutcome> {
      requireConnection(userId, provider);
      await options.sleep(DEMO_SYNC_DELAY_MS);
      // Checked again: the visitor may have disconnected while the sync was waiting.
      const connection = requireConnection(userId, provider);
      const now = options.clock.now();
      const today = localDate(now, (await store.users.timeZone(userId)) ?? options.timeZone());
      const missing = await missingDays(store, userId, today, range);
      if (missing.length > 0) {
        const wanted = new Set(missing);
        const simulated = generateDemoData({ seed: DEMO_SEED, today, now, userId });
        // Fresh ids: the simulator's ids repeat between runs with the same seed.
        store.metrics.upsert(
          userId,
          simulated.metrics
            .filter((day) => wanted.has(day.date))
            .map((day) => ({ ...day, id: newRecordId(), created_at: now, updated_at: now })),
        );
        store.scores.put(
          userId,
          simulated.scores
            .filter((score) => wanted.has(score.date))
            .map((score) => ({ ...score, id: newRecordId(), calculated_at: now })),
        );
      }
      store.connections.put({ ...connection, last_synced_at: now });
      return {
        result: {
          success: true,
          message: demoSyncCompleted(wearableDisplayName(provider), missing.length),
          records_synced: missing.length,
        },
        changed: missing.length > 0 ? { from: missing[0] as string, to: missing.at(-1) as string } : null,
      };
    },
    async disconnect(userId, provider) {
      store.connections.remove(userId, provider);
    },
  };
}

/**
 * Days without metrics in the requested range (by default: after the last stored day),
 * never after today and never before the simulator's 90-day window.
 */
async function missingDays(
  store: DemoDataStore,
  userId: string,
  today: string,
  range: { start_date?: string | undefined; end_date?: string | undefined },
): Promise<string[]> {
  const windowStart = addDays(today, -(DEMO_METRIC_DAYS - 1));
  const stored = await store.metrics.between(userId, windowStart, today);
  const afterLast = stored.length > 0 ? addDays(stored.at(-1)?.date as string, 1) : windowStart;
  const from = [range.start_date ?? afterLast, windowStart].sort().at(-1) as string;
  const to = [range.end_date ?? today, today].sort()[0] as string;
  if (from > to) return [];
  const have = new Set(stored.map((day) => day.date));
  return dateRange(from, to).filter((date) => !have.has(date));
}

/** The most recent sync among the connections (ISO timestamps compare as text). */
function latestSync(connections: ReadonlyArray<{ last_synced_at: string | null } | null>): string | null {
  let latest: string | null = null;
  for (const connection of connections) {
    const at = connection?.last_synced_at ?? null;
    if (at !== null && (latest === null || at > latest)) latest = at;
  }
  return latest;
}
