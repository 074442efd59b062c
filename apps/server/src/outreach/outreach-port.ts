// The server's OutreachPort (packages/domain/src/router/ports.ts): the channels this server
// can send on, the browsers subscribed to push, alerts, and one-tap check-in tokens.
import { EMAIL_CHANNEL_UNAVAILABLE } from "@evenkeel/contracts";
import type { OutreachPort } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import { checkinTokenStore, earlyWarningAlerts, pushSubscriptions } from "../store/outreach.repository.ts";
import type { VapidKeys } from "./vapid-keys.ts";

export function createOutreachPort(db: AppDatabase, vapid: VapidKeys, hasMailer: boolean): OutreachPort {
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
      add: (userId, subscription, now) => pushSubscriptions.add(db, userId, subscription, now),
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
