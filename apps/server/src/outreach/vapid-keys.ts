// The server's web-push (VAPID, RFC 8292) key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a
// P-256 private key generated once in the data folder like the other secrets, its public key
// derived from it (docs/notifications.md).
import crypto from "node:crypto";
import type { Config } from "../config/env.ts";
import { loadOrCreateSecret } from "../secrets/index.ts";

export const VAPID_KEY_NAME = "vapid-private-key";

export interface VapidKeys {
  /** Uncompressed P-256 point, URL-safe base64: what a browser's applicationServerKey takes. */
  publicKey: string;
  privateKey: string;
  /** Who the push service can contact: PUBLIC_URL when https, else a mailto: of MAIL_FROM's domain. */
  subject: string;
}

export function resolveVapidKeys(
  config: Pick<Config, "vapid" | "dataDir" | "publicUrl" | "smtp">,
): VapidKeys {
  const subject = vapidSubject(config);
  if (config.vapid) return { ...config.vapid, subject };
  // 32 random bytes are a valid P-256 private key (below the group order but for ~2^-32 odds,
  // which setPrivateKey would refuse loudly rather than silently).
  const { key } = loadOrCreateSecret(config.dataDir, VAPID_KEY_NAME);
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.setPrivateKey(key);
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: key.toString("base64url"),
    subject,
  };
}

function vapidSubject(config: Pick<Config, "publicUrl" | "smtp">): string {
  if (config.publicUrl.startsWith("https://")) return config.publicUrl;
  const address = config.smtp?.from.match(/[^<\s]+@[^>\s]+/)?.[0];
  return `mailto:${address ?? `evenkeel@${new URL(config.publicUrl).hostname}`}`;
}
