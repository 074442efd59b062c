// Acts on a verified WHOOP webhook event: finds the connection(s) of the WHOOP member, works
// out the affected days, syncs them again and rescores. One event at a time per connection;
// a delivery seen moments ago (same trace id) is skipped, and a repeat is harmless anyway.
import type { RouterPorts, SyncOutcome } from "@evenkeel/domain/router";
import type { WearableConnectionRow } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { ConnectionStore } from "./connection-store.ts";
import { KeyedMutex } from "./keyed-mutex.ts";
import { rangeForEvent, type WebhookEvent } from "./webhook-events.ts";
import type { WhoopApiClient } from "./whoop-api-client.ts";
import type { SyncRange } from "./whoop-sync.ts";

const REMEMBERED_TRACES = 1000;

export interface WebhookProcessorDeps {
  store: ConnectionStore;
  api: WhoopApiClient;
  tokens: AccessTokens;
  syncConnection: (row: WearableConnectionRow, range: SyncRange) => Promise<SyncOutcome>;
  rescore: (ports: RouterPorts, userId: string, outcome: SyncOutcome) => Promise<void>;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

export function createWebhookProcessor(deps: WebhookProcessorDeps, ports: RouterPorts) {
  const perConnection = new KeyedMutex();
  const seenTraces = new Set<string>();
  /** Settles when every event handed over so far is done (tests and shutdown wait on it). */
  let idle: Promise<void> = Promise.resolve();

  async function process(event: WebhookEvent): Promise<void> {
    if (event.trace_id) {
      if (seenTraces.has(event.trace_id)) return;
      seenTraces.add(event.trace_id);
      if (seenTraces.size > REMEMBERED_TRACES) seenTraces.delete(seenTraces.values().next().value as string);
    }
    const rows = await deps.store.byProviderUser("whoop", event.user_id);
    for (const row of rows) {
      if (row.needs_reconnect === 1 || row.sync_enabled === 0) continue;
      await perConnection.run(row.id, async () => {
        const range = await rangeForEvent(event, row, deps);
        const outcome = await deps.syncConnection(row, range);
        await deps.rescore(ports, row.user_id, outcome);
        deps.logger.info(
          { connectionId: row.id, type: event.type, success: outcome.result.success },
          "whoop: webhook event synced",
        );
      });
    }
  }

  return {
    handle(event: WebhookEvent): void {
      const done = process(event).catch((error: unknown) => {
        deps.logger.error({ err: error, type: event.type }, "whoop: webhook event failed");
      });
      idle = Promise.all([idle, done]).then(() => undefined);
    },
    settled: () => idle,
  };
}
