// Links in what outreach sends (docs/notifications.md): the one-tap check-in page of the web
// app, the in-app alert and insight, and the unsubscribe link, which needs no sign-in. That
// link carries one opaque token and no user id: the user and the kind of e-mail sealed with
// AES-256-GCM under a key derived from one kept in the data folder, so whoever reads the link
// learns nothing from it, and a token altered in any bit opens nothing.
import crypto from "node:crypto";
import { loadOrCreateSecret } from "../secrets/index.ts";

export const UNSUBSCRIBE_KINDS = ["reminder", "alert", "weekly"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";
const LINK_KEY_NAME = "outreach-link-key";
/** HKDF's info: the sealing key is used for nothing else. */
const TOKEN_KEY_INFO = "evenkeel unsubscribe token v1";
const TOKEN_AAD = Buffer.from("unsubscribe");
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Longer than any token this server makes (a kind, a newline and a user id, sealed). */
const TOKEN_MAX_LENGTH = 400;

export interface OutreachLinks {
  /** The check-in page's path and query, for a push notification to open. */
  checkinPath(token: string, date: string): string;
  checkin(token: string, date: string, rating?: number): string;
  alert(alertId: string): string;
  insight(insightId: string): string;
  /** Settings, where a wearable is reconnected. */
  settings(): string;
  unsubscribe(userId: string, kind: UnsubscribeKind): string;
  /** The user and kind an unsubscribe token seals, or null for a forged or damaged one. */
  readUnsubscribe(token: string): { userId: string; kind: UnsubscribeKind } | null;
}

export function createOutreachLinks(publicUrl: string, dataDir: string): OutreachLinks {
  const { key } = loadOrCreateSecret(dataDir, LINK_KEY_NAME);
  const sealKey = Buffer.from(crypto.hkdfSync("sha256", key, Buffer.alloc(0), TOKEN_KEY_INFO, 32));
  const seal = (userId: string, kind: UnsubscribeKind) => {
    const nonce = crypto.randomBytes(NONCE_BYTES);
    const cipher = crypto.createCipheriv("aes-256-gcm", sealKey, nonce).setAAD(TOKEN_AAD);
    const sealed = Buffer.concat([cipher.update(`${kind}\n${userId}`, "utf8"), cipher.final()]);
    return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url");
  };
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
    settings: () => at("/settings", {}),
    unsubscribe: (userId, kind) => at(UNSUBSCRIBE_PATH, { token: seal(userId, kind) }),
    readUnsubscribe(token) {
      if (token.length > TOKEN_MAX_LENGTH || !/^[\w-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, "base64url");
      if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null;
      const decipher = crypto
        .createDecipheriv("aes-256-gcm", sealKey, bytes.subarray(0, NONCE_BYTES), {
          authTagLength: TAG_BYTES,
        })
        .setAAD(TOKEN_AAD)
        .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      let text: string;
      try {
        text = Buffer.concat([
          decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        return null;
      }
      const [kind, userId] = text.split("\n");
      if (!userId || !(UNSUBSCRIBE_KINDS as readonly (string | undefined)[]).includes(kind)) return null;
      return { userId, kind: kind as UnsubscribeKind };
    },
  };
}
