// Web push over the web-push library: payloads encrypted per RFC 8291 (aes128gcm) for the
// subscription's keys, signed with the server's VAPID key. A push service answering 404 or
// 410 says the subscription is gone, and it is removed (docs/notifications.md). Every
// connection goes through the address guard (push-address-guard.ts, docs/security.md): an
// endpoint that is not on the public internet is never connected to, and stays listed.
import webpush, { WebPushError } from "web-push";
import type { AppDatabase } from "../db/database.ts";
import type { PushSubscriptionRow } from "../db/schema.ts";
import { pushSubscriptions } from "../store/outreach.repository.ts";
import {
  GuardedPushAgent,
  PUBLIC_INTERNET,
  PushAddressRefusedError,
  type PushNetwork,
} from "./push-address-guard.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** What the service worker shows: a title, a body and where a tap opens. Never a health value. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app, e.g. /checkin?… or /alerts/… */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

export interface PushSender {
  /** Sends to every browser of the user; answers how many accepted it. */
  sendToUser(userId: string, message: PushMessage): Promise<number>;
}

export interface PushSenderOptions {
  /** Where push may connect; production: public addresses only. */
  network?: PushNetwork;
  timeoutMs?: number;
}

const GONE = new Set([404, 410]);

export function createPushSender(
  db: AppDatabase,
  keys: VapidKeys,
  logger: { warn(obj: object, msg: string): void },
  options: PushSenderOptions = {},
): PushSender {
  const agent = new GuardedPushAgent(options.network ?? PUBLIC_INTERNET);
  async function sendOne(subscription: PushSubscriptionRow, payload: string): Promise<boolean> {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          contentEncoding: "aes128gcm",
          // A reminder is worth little a day later.
          TTL: 12 * 60 * 60,
          timeout: options.timeoutMs ?? 10_000,
          agent,
        },
      );
      return true;
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await pushSubscriptions.removeById(db, subscription.id);
        return false;
      }
      // Refused before connecting: nothing answered, so nothing is learnt or removed.
      if (error instanceof PushAddressRefusedError) {
        logger.warn({}, "push notification not sent: the endpoint is not on the public internet");
        return false;
      }
      // The endpoint is a capability URL: log only the status.
      logger.warn(
        { status: error instanceof WebPushError ? error.statusCode : undefined },
        "push notification not delivered",
      );
      return false;
    }
  }
  return {
    async sendToUser(userId, message) {
      const payload = JSON.stringify(message);
      const subscriptions = await pushSubscriptions.rows(db, userId);
      const results = await Promise.all(subscriptions.map((subscription) => sendOne(subscription, payload)));
      return results.filter(Boolean).length;
    },
  };
}
