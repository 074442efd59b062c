// Replay memory of signed webhook deliveries, kept in the database so every process on it
// shares it (docs/security.md): a delivery is acted on by whichever process records its
// signature first; a replay to any process finds the row. A replay older than the signature
// window is refused by its timestamp already, so rows older than twice that window are swept.
import type { WearableProvider } from "@evenkeel/contracts";
import type { AppDatabase } from "../../db/database.ts";
import { WEBHOOK_MAX_SKEW_MS } from "./webhook-signature.ts";

/** Kept this long: a signature inside its window on either side of the clock stays remembered. */
export const WEBHOOK_DELIVERIES_KEPT_MS = 2 * WEBHOOK_MAX_SKEW_MS;
/** The 503's detail when the memory cannot be written: the provider sends the delivery again. */
export const WEBHOOK_NOT_RECORDED = "The delivery could not be recorded. Send it again later.";

export interface WebhookDeliveries {
  /** True the first time this signature is seen by any process; false for a replay. */
  firstSeen(signature: string): Promise<boolean>;
}

export function webhookDeliveries(
  db: AppDatabase,
  provider: WearableProvider,
  now: () => number,
): WebhookDeliveries {
  return {
    async firstSeen(signature) {
      // One insert decides: of two processes given the same delivery at once, one wins.
      const inserted = await db
        .insertInto("webhook_deliveries")
        .values({
          provider,
          signature: signature.toLowerCase(),
          received_at: new Date(now()).toISOString(),
        })
        .onConflict((oc) => oc.columns(["provider", "signature"]).doNothing())
        .returning("signature")
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

/** Deletes deliveries no signature window reaches any more (the bookkeeping sweep). */
export async function forgetOldWebhookDeliveries(db: AppDatabase, now: Date): Promise<void> {
  await db
    .deleteFrom("webhook_deliveries")
    .where("received_at", "<", new Date(now.getTime() - WEBHOOK_DELIVERIES_KEPT_MS).toISOString())
    .execute();
}
