// Web push against a local push service: an HTTPS endpoint in this test receives
// what the web-push library sends, checks the VAPID signature (RFC 8292), and decrypts the
// aes128gcm payload (RFC 8291) with the subscription's own private key, as a browser would.
// A push service answering 410 removes the subscription.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  ALERT_NOTIFICATION_BODY,
  ALERT_NOTIFICATION_TITLE,
  REMINDER_BODY,
  REMINDER_TITLE,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "../src/outreach/push-address-guard.ts";
import { type OutreachHarness, outreachHarness, setScores } from "./support/outreach-fixtures.ts";
import { makeTempDir } from "./support/temp-dir.ts";

interface Delivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let pushService: https.Server;
let pushOrigin: string;
let harness: OutreachHarness;
const deliveries: Delivery[] = [];
const GONE_PATH = "/push/gone";

beforeAll(async () => {
  const dir = makeTempDir("evenkeel-push");
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  pushService = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      deliveries.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url === GONE_PATH ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // This local push service alone is let through the address guard (push-address-guard.test.ts
  // shows the guard refusing it otherwise).
  harness = await outreachHarness({
    pushNetwork: {
      permit: (address) => address === "127.0.0.1" || isPublicAddress(address),
      ca: fs.readFileSync(cert),
    },
  });
});
afterAll(async () => {
  await harness.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, auth: crypto.randomBytes(16) };
}

/** RFC 8291 §3.4 and RFC 8188: what the user agent does with a push message body. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: "vapid t=<JWT>, k=<public key>", the JWT signed ES256 by that key for the push origin. */
function checkVapid(authorization: string, publicKey: string): void {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization);
  expect(match?.[2]).toBe(publicKey);
  const [header, payload, signature] = (match?.[1] ?? "").split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const key = crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toMatchObject({ aud: pushOrigin });
}

describe("web push to a subscribed browser", () => {
  it("delivers the reminder encrypted for that browser alone, signed with the server's VAPID key", async () => {
    const user = await harness.signUp("UTC");
    const keys = browserKeys();
    const settings = await harness.call(user, "POST", "/settings/notifications/push", {
      endpoint: `${pushOrigin}/push/browser-1`,
      keys: { p256dh: keys.ecdh.getPublicKey().toString("base64url"), auth: keys.auth.toString("base64url") },
      label: "Chromium on Linux",
    });
    expect(settings.body.subscriptions).toMatchObject([{ label: "Chromium on Linux" }]);
    await harness.call(user, "PATCH", "/settings/notifications", {
      reminder_enabled: true,
      push_enabled: true,
    });
    harness.setNow("2026-11-23T20:15:00.000Z");
    await harness.pass();

    const delivery = deliveries.find((entry) => entry.path === "/push/browser-1") as Delivery;
    expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    checkVapid(String(delivery.headers.authorization), settings.body.channels.push.public_key);
    // The body is ciphertext: nothing of the message is readable on the wire.
    expect(delivery.body.toString("latin1")).not.toContain(REMINDER_TITLE);
    const message = JSON.parse(decrypt(delivery.body, keys));
    expect(message).toMatchObject({ title: REMINDER_TITLE, body: REMINDER_BODY, tag: "reminder" });
    expect(message.url).toMatch(/^\/checkin\?token=[\w-]+&date=2026-11-23$/);
    // Another browser's keys cannot read it.
    expect(() => decrypt(delivery.body, browserKeys())).toThrow();
  });

  it("removes a subscription its push service answers 410 Gone for", async () => {
    const user = await harness.signUp("UTC");
    const keys = browserKeys();
    await harness.call(user, "POST", "/settings/notifications/push", {
      endpoint: `${pushOrigin}${GONE_PATH}`,
      keys: { p256dh: keys.ecdh.getPublicKey().toString("base64url"), auth: keys.auth.toString("base64url") },
    });
    await harness.call(user, "PATCH", "/settings/notifications", {
      reminder_enabled: true,
      push_enabled: true,
    });
    harness.setNow("2026-11-24T20:15:00.000Z");
    await harness.pass();
    expect(deliveries.some((entry) => entry.path === GONE_PATH)).toBe(true);
    expect((await harness.call(user, "GET", "/settings/notifications")).body.subscriptions).toEqual([]);
  });

  it("lists and removes a browser in Settings", async () => {
    const user = await harness.signUp("UTC");
    const keys = browserKeys();
    const added = await harness.call(user, "POST", "/settings/notifications/push", {
      endpoint: `${pushOrigin}/push/browser-2`,
      keys: { p256dh: keys.ecdh.getPublicKey().toString("base64url"), auth: keys.auth.toString("base64url") },
      label: "Phone",
    });
    const id = added.body.subscriptions[0].id;
    expect(
      (await harness.call(user, "DELETE", `/settings/notifications/push/${id}`)).body.subscriptions,
    ).toEqual([]);
    expect((await harness.call(user, "DELETE", `/settings/notifications/push/${id}`)).status).toBe(404);
  });

  it("delivers the early warning without a health value: fixed words and a link into the app", async () => {
    const user = await harness.signUp("UTC");
    const keys = browserKeys();
    await harness.call(user, "POST", "/settings/notifications/push", {
      endpoint: `${pushOrigin}/push/alert-browser`,
      keys: { p256dh: keys.ecdh.getPublicKey().toString("base64url"), auth: keys.auth.toString("base64url") },
    });
    await harness.call(user, "PATCH", "/settings/notifications", { push_enabled: true });
    await setScores(harness.db, user.id, {
      "2026-12-01": "high",
      "2026-12-02": "critical",
      "2026-12-03": "critical",
    });
    harness.setNow("2026-12-03T12:00:00.000Z");
    await harness.pass();
    const delivery = deliveries.find((entry) => entry.path === "/push/alert-browser") as Delivery;
    const text = decrypt(delivery.body, keys);
    const message = JSON.parse(text);
    expect(message).toMatchObject({
      title: ALERT_NOTIFICATION_TITLE,
      body: ALERT_NOTIFICATION_BODY,
      tag: "alert",
    });
    expect(message.url).toMatch(/^\/alerts\/[\w-]+$/);
    // Neither the score, the level nor any number of the user's rides along.
    expect(text.replace(message.url, "")).not.toMatch(/\d|high|critical|risk/i);
  });
});
