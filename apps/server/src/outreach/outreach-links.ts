// Links in what outreach sends (docs/notifications.md): the one-tap check-in page of the web
// app, the in-app alert and insight, and the signed one-click unsubscribe link, which needs no
// sign-in: an HMAC over user and kind with a key kept in the data folder.
import crypto from "node:crypto";
import { loadOrCreateSecret } from "../secrets/index.ts";

export const UNSUBSCRIBE_KINDS = ["reminder", "alert", "weekly"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";
const LINK_KEY_NAME = "outreach-link-key";

export interface OutreachLinks {
  /** The check-in page's path and query, for a push notification to open. */
  checkinPath(token: string, date: string): string;
  checkin(token: string, date: string, rating?: number): string;
  alert(alertId: string): string;
  insight(insightId: string): string;
  unsubscribe(userId: string, kind: UnsubscribeKind): string;
  /** The user a signed unsubscribe link names, or null for a forged or damaged one. */
  verifyUnsubscribe(userId: string, kind: string, signature: string): boolean;
}

export function createOutreachLinks(publicUrl: string, dataDir: string): OutreachLinks {
  const { key } = loadOrCreateSecret(dataDir, LINK_KEY_NAME);
  const sign = (userId: string, kind: string) =>
    crypto.createHmac("sha256", key).update(`unsubscribe\n${userId}\n${kind}`).digest("base64url");
  const at = (path: string, params: Record<string, string>) => {
    const url = new URL(path, publicUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  };
  return {
    checkinPath: (token, date) => {
      const url = new URL(at("/checkin", { token, date }));
      return `${url.pathname}${url.search}`;
    },
    checkin: (token, date, rating) =>
      at("/checkin", { token, date, ...(rating !== undefined && { rating: String(rating) }) }),
    alert: (alertId) => at(`/alerts/${encodeURIComponent(alertId)}`, {}),
    insight: (insightId) => at("/insights", { insight: insightId }),
    unsubscribe: (userId, kind) => at(UNSUBSCRIBE_PATH, { user: userId, kind, sig: sign(userId, kind) }),
    verifyUnsubscribe(userId, kind, signature) {
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
