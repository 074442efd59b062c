// Acts on a verified webhook event of any provider: the event is queued as a job (one per
// delivery, docs/decisions/036) and whichever process claims it finds the connection(s) of the
// provider's member, asks the provider which days the event touches, syncs them again and
// rescores. One event at a time per connection; a delivery seen moments ago (same key) is
// skipped, and a repeat is harmless anyway (the writer only touches changed rows).
import { randomUUID } from "node:crypto";
import type { WearableProvider } from "@evenkeel/contracts";
import type { WearableConnectionRow } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { ConnectionStore } from "./connection-store.ts";
import { KeyedMutex } from "./keyed-mutex.ts";
import type { SyncRange, WebhookContext } from "./provider-adapter.ts";

const REMEMBERED_DELIVERIES = 1000;

export interface ProviderEvent {
  /** The provider's id of the member the event is about. */
  accountId: string;
  /** Same for a redelivery of the same event (WHOOP's trace id); absent when unknown. */
  deliveryKey?: string | undefined;
  /** For logs, e.g. "sleep.updated". */
  type: string;
}

export interface WebhookProcessorDeps<E extends ProviderEvent> {
  provider: WearableProvider;
  store: ConnectionStore;
  /** The days the event touches; undefined means "the connection's usual range". */
  rangeFor(event: E, row: WearableConnectionRow): Promise<SyncRange>;
  context: WebhookContext;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

export function createWebhookProcessor<E extends ProviderEvent>(deps: WebhookProcessorDeps<E>) {
  const { provider, logger } = deps;
  const perConnection = new KeyedMutex();
  const seen = new Set<string>();
  const kind = `${provider}.webhook-event`;
  deps.context.jobs.define(kind, async ({ payload }) => {
    await process(payload as E);
    return undefined;
  });

  async function process(event: E): Promise<void> {
    const rows = await deps.store.byProviderUser(provider, event.accountId);
    for (const row of rows) {
      if (row.needs_reconnect === 1 || row.sync_enabled === 0) continue;
      await perConnection.run(row.id, async () => {
        const range = await deps.rangeFor(event, row);
        const outcome = await deps.context.resync(row, range);
        logger.info(
          { connectionId: row.id, type: event.type, success: outcome.result.success },
          `${provider}: webhook event synced`,
        );
      });
    }
  }

  return {
    /** Queues the event after the answer is sent; failures are logged, never thrown. */
    handle(event: E): void {
      if (event.deliveryKey) {
        if (seen.has(event.deliveryKey)) return;
        seen.add(event.deliveryKey);
        if (seen.size > REMEMBERED_DELIVERIES) seen.delete(seen.values().next().value as string);
      }
      deps.context.track(
        deps.context.jobs.enqueue(kind, event.deliveryKey ?? randomUUID(), event).catch((error: unknown) => {
          logger.error({ err: error, type: event.type }, `${provider}: webhook event could not be queued`);
        }),
      );
    },
  };
}
