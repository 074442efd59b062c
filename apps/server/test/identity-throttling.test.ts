// Throttling (docs/security.md #4): per-address and per-account sliding windows on sign-in, sign-up,
// confirm and refresh, answered with 429 and a retry delay; the address is RequestInfo.ip, the
// socket's unless TRUST_PROXY is configured, so a forged X-Forwarded-For buys nothing.
import { AppError } from "@evenkeel/contracts";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config/env.ts";
import {
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  REQUEST,
} from "./support/identity-fixtures.ts";
import { listen } from "./support/listen.ts";
import { startTestServer } from "./support/test-server.ts";

const MINUTE = 60_000;
let harness: IdentityHarness;
afterEach(async () => {
  await harness?.db.destroy();
});

const from = (ip: string) => ({ ip, timeZone: null });
const wrongSignIn = (email: string, ip = REQUEST.ip) =>
  harness.identity.signIn({ email, password: "not the password" }, from(ip)).catch((error: unknown) => error);

describe("sign-in", () => {
  it("allows 10 failures per account from one address in 15 minutes, then 429 with Retry-After there only", async () => {
    harness = await identityHarness();
    await harness.identity.signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await wrongSignIn("ada@example.com", "198.51.100.7")).toMatchObject({ code: "BAD_REQUEST" });
    }
    const blocked = await harness.identity
      .signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, from("198.51.100.7"))
      .catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(AppError);
    expect(blocked).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: 15 * 60 });
    // Someone else's failures do not lock the owner out elsewhere (review item 11).
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, from("192.0.2.99")),
    ).resolves.toMatchObject({ requires_confirmation: false });

    harness.clock.advance(15 * MINUTE + 1000);
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, from("198.51.100.7")),
    ).resolves.toMatchObject({ requires_confirmation: false });
  });

  it("stops 100 failures an hour from many addresses, except at addresses the owner signed in from", async () => {
    harness = await identityHarness();
    await harness.identity.signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    const good = (ip: string) =>
      harness.identity
        .signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, from(ip))
        .catch((error: unknown) => error);
    expect(await good("192.0.2.10")).toMatchObject({ requires_confirmation: false });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ip = `198.51.${Math.floor(attempt / 5)}.${attempt % 5}`;
      expect(await wrongSignIn("ada@example.com", ip)).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await good("203.0.113.1")).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      retryAfterSeconds: 60 * 60,
    });
    expect(await wrongSignIn("ada@example.com", "203.0.113.2")).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // The owner's known device still gets in; an unknown account is limited the same way.
    expect(await good("192.0.2.10")).toMatchObject({ requires_confirmation: false });
    for (let attempt = 0; attempt < 100; attempt += 1)
      await wrongSignIn("nobody@example.com", `198.18.0.${attempt}`);
    expect(await wrongSignIn("nobody@example.com", "203.0.113.3")).toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("limits unknown addresses the same way, so the 429 does not reveal which exist", async () => {
    harness = await identityHarness();
    for (let attempt = 0; attempt < 10; attempt += 1) await wrongSignIn("nobody@example.com");
    expect(await wrongSignIn("nobody@example.com")).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("allows 50 attempts per address in 15 minutes across accounts", async () => {
    harness = await identityHarness();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect(await wrongSignIn(`user${attempt}@example.com`)).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await wrongSignIn("user50@example.com")).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await wrongSignIn("user50@example.com", "198.51.100.1")).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("slides: the oldest attempt leaving the window frees one slot", async () => {
    harness = await identityHarness({ rateLimits: { signInPerIp: { limit: 2, windowMs: 10 * MINUTE } } });
    await wrongSignIn("a@example.com");
    harness.clock.advance(6 * MINUTE);
    await wrongSignIn("b@example.com");
    const blocked = await wrongSignIn("c@example.com");
    expect(blocked).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: 4 * 60 });
    harness.clock.advance(4 * MINUTE + 1);
    expect(await wrongSignIn("c@example.com")).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("sign-up, confirm and refresh", () => {
  it("limit sign-ups per address", async () => {
    harness = await identityHarness({ rateLimits: { signUpPerIp: { limit: 2, windowMs: 60 * MINUTE } } });
    const signUp = (n: number) =>
      harness.identity
        .signUp({ email: `u${n}@example.com`, password: GOOD_PASSWORD }, REQUEST)
        .catch((e) => e);
    await signUp(1);
    await signUp(2);
    expect(await signUp(3)).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: 3600 });
  });

  it("limit sign-ups per e-mail address", async () => {
    harness = await identityHarness();
    const attempts = [];
    for (let n = 0; n < 6; n += 1) {
      attempts.push(
        await harness.identity
          .signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, from(`198.51.100.${n}`))
          .catch((e) => e),
      );
    }
    expect(attempts.slice(1, 5).every((error) => error.code === "CONFLICT")).toBe(true);
    expect(attempts[5]).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("limit confirmation attempts per address", async () => {
    harness = await identityHarness({ rateLimits: { confirmPerIp: { limit: 3, windowMs: 15 * MINUTE } } });
    const confirm = (n: number) =>
      harness.identity.confirm({ token_hash: `guess-${n}`, type: "signup" }, REQUEST).catch((e) => e);
    for (let n = 0; n < 3; n += 1) expect(await confirm(n)).toMatchObject({ code: "BAD_REQUEST" });
    expect(await confirm(3)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("limit refreshes per address and per session", async () => {
    harness = await identityHarness({
      rateLimits: { refreshPerSession: { limit: 2, windowMs: 15 * MINUTE } },
    });
    const answer = await harness.identity.signUp(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    let token = answer.refresh_token ?? "";
    for (let n = 0; n < 2; n += 1)
      token = (await harness.identity.refresh({ refresh_token: token }, from(`198.51.100.${n}`)))
        .refresh_token;
    await expect(
      harness.identity.refresh({ refresh_token: token }, from("198.51.100.9")),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});

describe("RATE_LIMIT_SCALE", () => {
  it("multiplies the default limits (for test suites that sign up many accounts from one address)", async () => {
    harness = await identityHarness({ config: { rateLimitScale: 2 } });
    const confirm = (n: number) =>
      harness.identity.confirm({ token_hash: `guess-${n}`, type: "signup" }, REQUEST).catch((e) => e);
    for (let n = 0; n < 60; n += 1) expect(await confirm(n)).toMatchObject({ code: "BAD_REQUEST" });
    expect(await confirm(60)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("behind HTTP", () => {
  // The wiring the HTTP layer uses: trust proxy from TRUST_PROXY (off by default), req.ip as RequestInfo.ip.
  async function serve(env: Record<string, string>) {
    const config = parseConfig(env);
    const app = express();
    app.set("trust proxy", config.trustProxy ?? false);
    app.post("/signin", (req, res) => {
      harness.identity
        .signIn(
          { email: "nobody@example.com", password: "not the password" },
          { ip: req.ip ?? null, timeZone: null },
        )
        .then(() => res.sendStatus(200))
        .catch((error: AppError) => {
          if (error.retryAfterSeconds) res.set("Retry-After", String(error.retryAfterSeconds));
          res.status(error.httpStatus).end();
        });
    });
    return listen(app);
  }

  it("a forged X-Forwarded-For does not give a fresh address when no proxy is trusted", async () => {
    harness = await identityHarness({ rateLimits: { signInPerIp: { limit: 3, windowMs: 15 * MINUTE } } });
    const server = await serve({});
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let n = 0; n < 5; n += 1) {
        const response = await fetch(`${server.url}/signin`, {
          method: "POST",
          headers: { "X-Forwarded-For": `203.0.113.${n}` },
        });
        statuses.push(response.status);
        retryAfter = response.headers.get("retry-after");
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it("with TRUST_PROXY=loopback the proxy's X-Forwarded-For names the client", async () => {
    harness = await identityHarness({ rateLimits: { signInPerIp: { limit: 3, windowMs: 15 * MINUTE } } });
    const server = await serve({ TRUST_PROXY: "loopback" });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 5; n += 1) {
        const response = await fetch(`${server.url}/signin`, {
          method: "POST",
          headers: { "X-Forwarded-For": `203.0.113.${n}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
    } finally {
      await server.close();
    }
  });

  it("every 429 carries Retry-After: tRPC alone and batched, as REST", async () => {
    const server = await startTestServer();
    try {
      const wrong = JSON.stringify({ email: "someone@example.com", password: "not the password" });
      const post = (path: string, body: string) =>
        fetch(`${server.url}/api/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await post("trpc/auth.signin", wrong)).status).toBe(400);
      }
      const alone = await post("trpc/auth.signin", wrong);
      const batched = await post("trpc/auth.signin,auth.signin?batch=1", `{"0":${wrong},"1":${wrong}}`);
      const rest = await post("auth/signin", wrong);
      for (const answer of [alone, batched, rest]) {
        expect(answer.status).toBe(429);
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      }
    } finally {
      await server.close();
    }
  });
});
