// The server's OutreachPort (packages/domain/src/router/ports.ts): the channels this server
// can send on, the browsers subscribed to push, alerts, and one-tap check-in tokens.
import {
  AppError,
  EMAIL_CHANNEL_UNAVAILABLE,
  PUSH_ENDPOINT_NOT_PUBLIC,
  PUSH_ENDPOINT_TAKEN,
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionsFull,
} from "@evenkeel/contracts";
import type { OutreachPort } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import { checkinTokenStore, earlyWarningAlerts, pushSubscriptions } from "../store/outreach.repository.ts";
import { endpointAddressRefused, type PushNetwork } from "./push-address-guard.ts";
import type { VapidKeys } from "./vapid-keys.ts";

export function createOutreachPort(
  db: AppDatabase,
  vapid: VapidKeys,
  hasMailer: boolean,
  network: PushNetwork,
): OutreachPort {
  return {
    delivers: true,
    channels: () => ({
      // Keys come from VAPID_* or are generated in the data folder: push is always there.
      push: { available: true, reason: null, public_key: vapid.publicKey },
      email: hasMailer
        ? { available: true, reason: null }
        : { available: false, reason: EMAIL_CHANNEL_UNAVAILABLE },
    }),
    subscriptions: {
      list: (userId) => pushSubscriptions.list(db, userId),
      async add(userId, subscription, now) {
        // An address literal is refused at once; a name is checked when sending connects
        // (push-address-guard.ts), since what it resolves to can change.
        if (endpointAddressRefused(subscription.endpoint, network))
          throw new AppError("BAD_REQUEST", PUSH_ENDPOINT_NOT_PUBLIC);
        const outcome = await pushSubscriptions.add(db, userId, subscription, now);
        if (outcome === "taken") throw new AppError("CONFLICT", PUSH_ENDPOINT_TAKEN);
        if (outcome === "full") throw new AppError("CONFLICT", pushSubscriptionsFull(PUSH_SUBSCRIPTIONS_MAX));
      },
      remove: (userId, id) => pushSubscriptions.remove(db, userId, id),
    },
    alerts: {
      list: (userId) => earlyWarningAlerts.list(db, userId),
      get: (userId, id) => earlyWarningAlerts.get(db, userId, id),
      markRead: (userId, id, now) => earlyWarningAlerts.markRead(db, userId, id, now),
    },
    checkins: checkinTokenStore(db),
  };
}
