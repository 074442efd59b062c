// WHOOP webhook signatures (WEARABLES.md): X-WHOOP-Signature = base64(HMAC-SHA256(client
// secret, X-WHOOP-Signature-Timestamp + raw body)), compared in constant time; a timestamp
// more than five minutes away from now is refused, so a captured delivery cannot be replayed.
import crypto from "node:crypto";

export const WEBHOOK_MAX_SKEW_MS = 5 * 60 * 1000;

export function signWebhook(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return crypto.createHmac("sha256", secret).update(timestamp, "utf8").update(rawBody).digest("base64");
}

export function verifyWebhook(input: {
  secret: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: Buffer;
  nowMs: number;
}): boolean {
  const { signature, timestamp } = input;
  if (!signature || !timestamp || !/^\d{1,16}$/.test(timestamp)) return false;
  if (Math.abs(input.nowMs - Number(timestamp)) > WEBHOOK_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.rawBody), "utf8");
  const given = Buffer.from(signature, "utf8");
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time constant.
  const sameLength = given.length === expected.length;
  return crypto.timingSafeEqual(sameLength ? given : expected, expected) && sameLength;
}
