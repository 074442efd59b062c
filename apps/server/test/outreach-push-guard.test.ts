// Push subscriptions cannot make the server connect anywhere (the second
// security review; docs/security.md): https endpoints only, address literals off the public internet refused
// when subscribing, every name resolved once when connecting, each of its addresses checked,
// and the socket opened to the checked address; at most 10 browsers per account; an endpoint
// another account holds is not moved. A local HTTPS push service counts every TCP connection.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  PUSH_ENDPOINT_NOT_HTTPS,
  PUSH_ENDPOINT_NOT_PUBLIC,
  PUSH_ENDPOINT_TAKEN,
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionsFull,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GuardedPushAgent,
  isPublicAddress,
  PUBLIC_INTERNET,
  PushAddressRefusedError,
  type PushNetwork,
} from "../src/outreach/push-address-guard.ts";
import { type OutreachHarness, outreachHarness } from "./support/outreach-fixtures.ts";
import { makeTempDir } from "./support/temp-dir.ts";

let service: https.Server;
let port = 0;
let cert: Buffer;
let connections = 0;
const requests: string[] = [];
let harness: OutreachHarness;

beforeAll(async () => {
  const dir = makeTempDir("evenkeel-push-guard");
  const [keyFile, certFile] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=push.test"],
      ...["-addext", "subjectAltName=DNS:push.test,DNS:localhost,IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  cert = fs.readFileSync(certFile);
  // Answers 404 to everything: before the guard, that removed the subscription, telling the
  // user an internal address had answered.
  service = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    requests.push(req.url ?? "");
    res.statusCode = 404;
    res.end();
  });
  service.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  port = (service.address() as AddressInfo).port;
  // The production network: public addresses only, the system's resolver.
  harness = await outreachHarness();
});
afterAll(async () => {
  await harness.close();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

function keys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
  };
}

type User = Awaited<ReturnType<OutreachHarness["signUp"]>>;
const subscribe = (user: User, endpoint: string, browserKeys = keys()) =>
  harness.call(user, "POST", "/settings/notifications/push", { endpoint, keys: browserKeys });

describe("a push endpoint, when subscribing", () => {
  it("must be https", async () => {
    const user = await harness.signUp("UTC");
    const answer = await subscribe(user, `http://push.example.com/send/1`);
    expect(answer).toMatchObject({ status: 400, body: { detail: `endpoint: ${PUSH_ENDPOINT_NOT_HTTPS}` } });
    expect((await harness.call(user, "GET", "/settings/notifications")).body.subscriptions).toEqual([]);
  });

  it.each([
    `https://127.0.0.1:${"PORT"}/push`,
    "https://2130706433/push",
    "https://0x7f.1/push",
    "https://[::1]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://0.0.0.0/push",
    "https://10.1.2.3/push",
    "https://172.16.0.9/push",
    "https://192.168.1.1/push",
    "https://169.254.169.254/latest/meta-data",
    "https://[fe80::1]/push",
    "https://[fd00::1]/push",
  ])("is refused as an address off the public internet: %s", async (template) => {
    const user = await harness.signUp("UTC");
    const answer = await subscribe(user, template.replace("PORT", String(port)));
    expect(answer).toMatchObject({ status: 400, body: { detail: PUSH_ENDPOINT_NOT_PUBLIC } });
    expect((await harness.call(user, "GET", "/settings/notifications")).body.subscriptions).toEqual([]);
  });

  it(`is one of at most ${PUSH_SUBSCRIPTIONS_MAX} per account; the same browser again only updates its keys`, async () => {
    const user = await harness.signUp("UTC");
    for (let index = 0; index < PUSH_SUBSCRIPTIONS_MAX; index += 1)
      expect((await subscribe(user, `https://push.example.com/send/cap-${user.id}-${index}`)).status).toBe(
        200,
      );
    const over = await subscribe(user, `https://push.example.com/send/cap-${user.id}-over`);
    expect(over).toMatchObject({
      status: 409,
      body: { detail: pushSubscriptionsFull(PUSH_SUBSCRIPTIONS_MAX) },
    });
    const again = await subscribe(user, `https://push.example.com/send/cap-${user.id}-0`);
    expect(again.status).toBe(200);
    expect(again.body.subscriptions).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    await harness.call(user, "DELETE", `/settings/notifications/push/${again.body.subscriptions[0].id}`);
    expect((await subscribe(user, `https://push.example.com/send/cap-${user.id}-over`)).status).toBe(200);
  });

  it("held by another account is not moved to this one, and the holder keeps it as it was", async () => {
    const [ada, bob] = [await harness.signUp("UTC"), await harness.signUp("UTC")];
    const endpoint = `https://push.example.com/send/shared-${ada.id}`;
    const adaKeys = keys();
    expect((await subscribe(ada, endpoint, adaKeys)).status).toBe(200);
    const taken = await subscribe(bob, endpoint);
    expect(taken).toMatchObject({ status: 409, body: { detail: PUSH_ENDPOINT_TAKEN } });
    const rows = await harness.db
      .selectFrom("push_subscriptions")
      .selectAll()
      .where("endpoint", "=", endpoint)
      .execute();
    expect(rows).toMatchObject([{ user_id: ada.id, p256dh: adaKeys.p256dh, auth: adaKeys.auth }]);
    expect((await harness.call(bob, "GET", "/settings/notifications")).body.subscriptions).toEqual([]);
  });
});

describe("sending to a push endpoint", () => {
  it("never connects to a name that resolves to loopback, and keeps the subscription", async () => {
    const user = await harness.signUp("UTC");
    expect((await subscribe(user, `https://localhost:${port}/push/internal`)).status).toBe(200);
    await harness.call(user, "PATCH", "/settings/notifications", {
      reminder_enabled: true,
      push_enabled: true,
    });
    const before = connections;
    harness.setNow("2026-11-23T20:15:00.000Z");
    await harness.pass();
    expect(connections).toBe(before);
    // Nothing answered, so nothing was removed: the list tells nothing about the network.
    expect((await harness.call(user, "GET", "/settings/notifications")).body.subscriptions).toHaveLength(1);
  });
});

/** One request through the guarded agent; the error if it was refused. */
function request(agent: https.Agent, url: string): Promise<number | Error> {
  return new Promise((resolve) => {
    https
      .get(url, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", resolve);
  });
}

/** A resolver that answers `answers[n]` to its n-th call, and counts them. */
function scriptedResolver(...answers: string[][]) {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    return (answers[calls.length - 1] ?? []).map((address) => ({
      address,
      family: address.includes(":") ? 6 : 4,
    }));
  };
  return { calls, resolve };
}

describe("the guarded agent", () => {
  const onlyThisMachine = (address: string) => address === "127.0.0.1";

  it("resolves a name once and connects to the address it checked, not to a second answer", async () => {
    // A rebinding resolver: the checked answer first, an address that must not be reached after.
    const resolver = scriptedResolver(["127.0.0.1"], ["10.0.0.1"]);
    const network: PushNetwork = { permit: onlyThisMachine, resolve: resolver.resolve, ca: cert };
    const before = requests.length;
    expect(await request(new GuardedPushAgent(network), `https://push.test:${port}/rebind`)).toBe(404);
    expect(resolver.calls).toEqual(["push.test"]);
    expect(requests.slice(before)).toEqual(["/rebind"]);
  });

  it("refuses a name when any one of its addresses is not permitted, before connecting", async () => {
    const resolver = scriptedResolver(["127.0.0.1", "10.0.0.1"]);
    const network: PushNetwork = { permit: onlyThisMachine, resolve: resolver.resolve, ca: cert };
    const before = connections;
    expect(await request(new GuardedPushAgent(network), `https://push.test:${port}/mixed`)).toBeInstanceOf(
      PushAddressRefusedError,
    );
    expect(connections).toBe(before);
  });

  it("refuses loopback by literal and by name on the public internet's rules", async () => {
    const agent = new GuardedPushAgent({ ...PUBLIC_INTERNET, ca: cert });
    const before = connections;
    for (const url of [`https://127.0.0.1:${port}/`, `https://localhost:${port}/`, `https://[::1]:${port}/`])
      expect(await request(agent, url)).toBeInstanceOf(PushAddressRefusedError);
    expect(connections).toBe(before);
  });
});

describe("isPublicAddress", () => {
  it.each([
    ["142.250.74.42", true],
    ["2a00:1450:4001:82b::200a", true],
    ["127.0.0.1", false],
    ["127.255.0.1", false],
    ["0.0.0.0", false],
    ["10.0.0.1", false],
    ["100.64.0.1", false],
    ["172.31.255.255", false],
    ["192.168.0.1", false],
    ["169.254.169.254", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["::", false],
    ["::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:8.8.8.8", false],
    ["64:ff9b::a00:1", false],
    ["2002:a00:1::", false],
    ["fc00::1", false],
    ["fe80::1", false],
    ["ff02::1", false],
    ["push.example.com", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
