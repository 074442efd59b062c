// WHOOP's webhook signature: base64 HMAC-SHA256 of timestamp + raw body with the client secret,
// checked in constant time, with stale timestamps refused.
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "../src/wearables/core/webhook-signature.ts";

const secret = "client-secret";
const now = Date.parse("2026-05-01T12:00:00Z");
const body = Buffer.from(
  '{"user_id":10129,"id":"ecfc6a15-4661-442f-a9a4-f160dd7afae8","type":"recovery.updated","trace_id":"t"}',
);
const timestamp = String(now - 1000);

describe("A webhook signature", () => {
  it("verifies when it is WHOOP's HMAC of timestamp and body", () => {
    const signature = signWebhook(secret, timestamp, body);
    expect(verifyWebhook({ secret, signature, timestamp, rawBody: body, nowMs: now })).toBe(true);
  });

  it("fails for another body, secret, timestamp, or a missing or truncated signature", () => {
    const signature = signWebhook(secret, timestamp, body);
    const check = (overrides: Partial<Parameters<typeof verifyWebhook>[0]>) =>
      verifyWebhook({ secret, signature, timestamp, rawBody: body, nowMs: now, ...overrides });
    expect(check({ rawBody: Buffer.from(`${body} `) })).toBe(false);
    expect(check({ secret: "other" })).toBe(false);
    expect(check({ timestamp: String(now - 999) })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
    expect(check({ signature: signature.slice(0, -2) })).toBe(false);
    expect(check({ timestamp: undefined })).toBe(false);
    expect(check({ timestamp: "yesterday" })).toBe(false);
  });

  it("fails when the timestamp is more than five minutes from now, either way", () => {
    for (const offset of [-5 * 60_000 - 1, 5 * 60_000 + 1]) {
      const stale = String(now + offset);
      const signature = signWebhook(secret, stale, body);
      expect(verifyWebhook({ secret, signature, timestamp: stale, rawBody: body, nowMs: now })).toBe(false);
    }
  });
});
