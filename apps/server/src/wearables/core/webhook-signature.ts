// Webhook signatures (docs/wearables.md), the same construction for WHOOP and Oura: HMAC-SHA256
// keyed with the client secret over timestamp + raw body, no separator. WHOOP sends it in
// base64 with an epoch-millisecond timestamp; Oura in hex (compared case-insensitively).
// Compared in constant time; a timestamp more than five minutes away from now is refused, so a
// captured delivery cannot be replayed later.
import crypto from "node:crypto";
import type { z } from "zod";

export const WEBHOOK_MAX_SKEW_MS = 5 * 60 * 1000;
export const WEBHOOK_SIGNATURE_INVALID = "Invalid webhook signature";

export type SignatureEncoding = "base64" | "hex";

export function signWebhook(
  secret: string,
  timestamp: string,
  rawBody: Buffer | string,
  encoding: SignatureEncoding = "base64",
): string {
  return crypto.createHmac("sha256", secret).update(timestamp, "utf8").update(rawBody).digest(encoding);
}

/** Epoch seconds or milliseconds (a value below 10^11 cannot be milliseconds of this century). */
function timestampMs(timestamp: string): number {
  const value = Number(timestamp);
  return value < 1e11 ? value * 1000 : value;
}

export function verifyWebhook(input: {
  secret: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: Buffer;
  nowMs: number;
  encoding?: SignatureEncoding;
}): boolean {
  const { signature, timestamp } = input;
  const encoding = input.encoding ?? "base64";
  if (!signature || !timestamp || !/^\d{1,16}$/.test(timestamp)) return false;
  if (Math.abs(input.nowMs - timestampMs(timestamp)) > WEBHOOK_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.rawBody, encoding), "utf8");
  const given = Buffer.from(encoding === "hex" ? signature.toLowerCase() : signature, "utf8");
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time constant.
  const sameLength = given.length === expected.length;
  return crypto.timingSafeEqual(sameLength ? given : expected, expected) && sameLength;
}

/** A verified delivery's JSON body checked against its schema; null when it is not one. */
export function parseWebhookBody<T extends z.ZodType>(rawBody: Buffer, schema: T): z.infer<T> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(rawBody.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
