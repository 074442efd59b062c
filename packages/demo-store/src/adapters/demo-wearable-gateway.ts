// The demo's wearable gateway: simulated WHOOP and Google Health accounts kept on the device
// (docs/decisions/048-demo-simulated-google-health.md). A sync waits 1.5 s (docs/architecture.md),
// then fills every day of the provider missing up to today with the domain simulator's data,
// in that provider's device profile, and answers like the server's sync. Connecting Google
// Health is simulated without leaving the browser: its consent is granted at once and the app's
// own return page finishes the connection. A real account cannot be connected here: WHOOP's
// authorize answers a clear error (Reset Demo restores its simulated connection).
import {
  AppError,
  DEMO_METRIC_DAYS,
  DEMO_SYNC_DELAY_MS,
  demoSyncCompleted,
  demoWearableConnectUnavailable,
  WEARABLE_PROVIDER_IDS,
  type WearableProvider,
  wearableCallbackPath,
  wearableDisplayName,
  wearableNotConnected,
} from "@evenkeel/contracts";
import { addDays, dateRange, generateDemoData, localDate } from "@evenkeel/domain";
import type { Clock, SyncOutcome, WearableGateway } from "@evenkeel/domain/router";
import { DEMO_SEED } from "../demo-user.ts";
import type { DemoDataStore } from "../store/demo-data-store.ts";
import { newRecordId } from "../store/record-ids.ts";
import {
  DEMO_CONSENT_CODE,
  isConnectableInDemo,
  SIMULATED_PROVIDERS,
  simulatedDay,
} from "./simulated-devices.ts";

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
  const cannotConnect = (provider: WearableProvider): never => {
    throw new AppError("FORBIDDEN", demoWearableConnectUnavailable(wearableDisplayName(provider)));
  };

  /** Writes the provider's simulated days missing in the range; what a sync answers. */
  const fill = async (
    userId: string,
    provider: WearableProvider,
    range: { start_date?: string | undefined; end_date?: string | undefined },
  ): Promise<SyncOutcome> => {
    const now = options.clock.now();
    const today = localDate(now, (await store.users.timeZone(userId)) ?? options.timeZone());
    const missing = missingDays(store, userId, provider, today, range);
    let changed: string[] = [];
    if (missing.length > 0) {
      const wanted = new Set(missing);
      const simulated = generateDemoData({ seed: DEMO_SEED, today, now, userId });
      // Fresh ids: the simulator's ids repeat between runs with the same seed.
      changed = store.metrics.upsert(
        userId,
        simulated.metrics
          .filter((day) => wanted.has(day.date))
          .map((day) =>
            simulatedDay(provider, { ...day, id: newRecordId(), created_at: now, updated_at: now }),
          ),
      );
      // The simulated WHOOP's days come with the story's scores; any other device's days are
      // scored by the demo's rule when the router rescores what changed.
      if (provider === "whoop") {
        store.scores.put(
          userId,
          simulated.scores
            .filter((score) => wanted.has(score.date))
            .map((score) => ({ ...score, id: newRecordId(), calculated_at: now })),
        );
        changed = missing;
      }
    }
    const from = changed[0];
    const to = changed.at(-1);
    return {
      result: {
        success: true,
        message: demoSyncCompleted(wearableDisplayName(provider), missing.length),
        records_synced: missing.length,
      },
      changed: from && to ? { from, to } : null,
    };
  };

  return {
    async connection(userId, provider) {
      return store.connections.get(userId, provider);
    },
    async lastSync(userId) {
      return latestSync(WEARABLE_PROVIDER_IDS.map((provider) => store.connections.get(userId, provider)));
    },
    configuredProviders: async () => [...SIMULATED_PROVIDERS],
    async authorize(_caller, provider, redirectUri) {
      // The simulated consent is granted at once: the browser goes straight to the app's own
      // return page for this provider, never to another address.
      const target = new URL(redirectUri);
      if (!isConnectableInDemo(provider) || target.pathname !== wearableCallbackPath(provider)) {
        return cannotConnect(provider);
      }
      target.search = new URLSearchParams({ code: DEMO_CONSENT_CODE, state: DEMO_CONSENT_CODE }).toString();
      return { authorization_url: target.toString() };
    },
    async connect(caller, provider, callback) {
      if (!isConnectableInDemo(provider) || callback.code !== DEMO_CONSENT_CODE)
        return cannotConnect(provider);
      await options.sleep(DEMO_SYNC_DELAY_MS);
      const now = options.clock.now();
      const connection = {
        id: store.connections.get(caller.userId, provider)?.id ?? newRecordId(),
        user_id: caller.userId,
        provider,
        connected_at: now,
        last_synced_at: now,
        sync_enabled: true,
        needs_reconnect: false,
        unavailable_data: [],
        access_ends_at: null,
      };
      store.connections.put(connection);
      const backfill = await fill(caller.userId, provider, {});
      return { connection, backfill };
    },
    async sync(userId, provider, range): Promise<SyncOutcome> {
      requireConnection(userId, provider);
      await options.sleep(DEMO_SYNC_DELAY_MS);
      // Checked again: the visitor may have disconnected while the sync was waiting.
      const connection = requireConnection(userId, provider);
      const outcome = await fill(userId, provider, range);
      store.connections.put({ ...connection, last_synced_at: options.clock.now() });
      return outcome;
    },
    async disconnect(userId, provider) {
      store.connections.remove(userId, provider);
    },
  };
}

/**
 * The provider's days missing in the requested range (by default: after its last stored day),
 * never after today and never before the simulator's 90-day window.
 */
function missingDays(
  store: DemoDataStore,
  userId: string,
  provider: WearableProvider,
  today: string,
  range: { start_date?: string | undefined; end_date?: string | undefined },
): string[] {
  const windowStart = addDays(today, -(DEMO_METRIC_DAYS - 1));
  const stored = store.metrics
    .sourceDaysOf(userId)
    .filter((day) => day.source === provider && day.date >= windowStart && day.date <= today)
    .map((day) => day.date)
    .sort();
  const afterLast = stored.length > 0 ? addDays(stored.at(-1) as string, 1) : windowStart;
  const from = [range.start_date ?? afterLast, windowStart].sort().at(-1) as string;
  const to = [range.end_date ?? today, today].sort()[0] as string;
  if (from > to) return [];
  const have = new Set(stored);
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
