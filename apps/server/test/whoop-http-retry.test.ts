// How Evenkeel talks to WHOOP: 5xx and network failures retried with capped, jittered backoff;
// a 429 honoured (Retry-After, an HTTP date, or X-RateLimit-Reset) for the whole app; other
// answers handed back; giving up says so.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backoff,
  createProviderSend,
  ProviderUnavailableError,
  rateLimitWait,
} from "../src/wearables/core/provider-http.ts";
import type { RequestBudget } from "../src/wearables/core/request-budget.ts";

let answers: Array<{ status: number; headers?: Record<string, string> }> = [];
let received = 0;
let url = "";
const server = http.createServer((_req, res) => {
  received++;
  const next = answers.shift() ?? { status: 200 };
  res.writeHead(next.status, { "content-type": "application/json", ...next.headers });
  res.end(JSON.stringify({ ok: next.status }));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/cycle`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function harness() {
  const sleeps: number[] = [];
  const pauses: number[] = [];
  let acquired = 0;
  const budget: RequestBudget = {
    acquire: async () => {
      acquired++;
    },
    pauseUntil: async (untilMs) => {
      pauses.push(untilMs - 1_000_000);
    },
  };
  const send = createProviderSend({
    displayName: "WHOOP",
    budget,
    now: () => 1_000_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  });
  return { send, sleeps, pauses, acquired: () => acquired };
}

describe("Requests to WHOOP", () => {
  it("retry server errors with growing, jittered delays and take the budget for every attempt", async () => {
    answers = [{ status: 500 }, { status: 502 }, { status: 503 }];
    received = 0;
    const { send, sleeps, acquired } = harness();
    const response = await send({ method: "GET", url });
    expect(response).toMatchObject({ status: 200, body: { ok: 200 } });
    expect(received).toBe(4);
    expect(acquired()).toBe(4);
    expect(sleeps).toEqual([375, 750, 1500]);
  });

  it("give up after three retries and say WHOOP could not be reached", async () => {
    answers = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }];
    const { send } = harness();
    await expect(send({ method: "GET", url })).rejects.toThrow(ProviderUnavailableError);
  });

  it("wait out a 429 for the whole app, as long as WHOOP asks", async () => {
    answers = [{ status: 429, headers: { "retry-after": "2" } }];
    const { send, sleeps, pauses } = harness();
    expect((await send({ method: "GET", url })).status).toBe(200);
    expect(pauses).toEqual([2000]);
    expect(sleeps).toEqual([2000]);
  });

  it("fail rather than hold a request when WHOOP asks for a long wait", async () => {
    answers = [{ status: 429, headers: { "retry-after": "3600" } }];
    const { send, sleeps, pauses } = harness();
    const failure = await send({ method: "GET", url }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "ProviderUnavailableError", retryAfterMs: 3_600_000 });
    expect(pauses).toEqual([3_600_000]);
    expect(sleeps).toEqual([]);
  });

  it("hand back other answers untouched", async () => {
    answers = [{ status: 404 }];
    const { send } = harness();
    expect((await send({ method: "GET", url })).status).toBe(404);
  });

  it("retry when WHOOP cannot be reached at all", async () => {
    const { send, sleeps } = harness();
    await expect(send({ method: "GET", url: "http://127.0.0.1:1/v2/cycle" })).rejects.toThrow(
      /could not be reached/,
    );
    expect(sleeps).toHaveLength(3);
  });
});

describe("Rate-limit waits and backoff", () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it("read Retry-After in seconds or as a date, else X-RateLimit-Reset, else a minute", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(rateLimitWait(headers({ "retry-after": "1" }), now)).toBe(1000);
    expect(rateLimitWait(headers({ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }), now)).toBe(5000);
    expect(rateLimitWait(headers({ "x-ratelimit-reset": "7" }), now)).toBe(7000);
    expect(rateLimitWait(headers({ "x-ratelimit-reset": String(now / 1000 + 9) }), now)).toBe(9000);
    expect(rateLimitWait(headers({}), now)).toBe(60_000);
  });

  it("grows exponentially, stays within its cap, and varies", () => {
    expect([backoff(1, () => 0), backoff(1, () => 0.999)]).toEqual([250, expect.closeTo(500, 0)]);
    expect(backoff(10, () => 0)).toBe(4000);
    expect(backoff(10, () => 0.999)).toBeLessThanOrEqual(8000);
  });
});
