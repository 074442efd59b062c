// CORS (docs/security.md #15): off by default, so no answer ever carries Access-Control-Allow-Origin;
// CORS_ORIGINS turns on an exact allow-list. A listed origin gets itself back, preflights
// included; any other origin (look-alikes, prefixes, "null", fuzzed ones) gets no allow header
// and a refused preflight; the request's Origin is never reflected.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config/env.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

const APP = "https://app.example.com";
const DEV = "http://localhost:5173";
const LOOK_ALIKES = [
  "https://app.example.com.evil.example",
  "https://evil-app.example.com",
  "https://evil.example/https://app.example.com",
  "http://app.example.com",
  "https://app.example.com:8443",
  "https://app.example.co",
  "null",
  "*",
  "",
];
const origins: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...LOOK_ALIKES),
  fc.webUrl().map((url) => new URL(url).origin),
  fc.string({ maxLength: 60 }).filter((text) => !/[\r\n\0]/.test(text) && text.trim() === text),
);

function preflight(server: TestServer, origin: string, path = "/api/mood/") {
  return fetch(`${server.url}${path}`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    },
  });
}

describe("by default", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers no origin with an allow header, on simple requests and preflights alike", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(APP), origins), async (origin) => {
        const simple = await fetch(`${server.url}/api/trpc/system.status`, { headers: { origin } });
        const pre = await preflight(server, origin);
        for (const response of [simple, pre]) {
          expect(response.headers.get("access-control-allow-origin")).toBeNull();
          expect(response.headers.get("access-control-allow-credentials")).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("with CORS_ORIGINS", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: `${APP}, ${DEV}/` });
  });
  afterAll(() => server.close());

  it.each([APP, DEV])("lets %s read answers, errors included", async (origin) => {
    for (const path of ["/api/trpc/system.status", "/api/auth/me", "/api/nope"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { origin } });
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
      // no-store keeps one origin's answer out of every cache (tRPC sets a Vary of its own).
      expect(response.headers.get("cache-control")).toBe("no-store");
      if (!path.includes("/trpc/")) expect(response.headers.get("vary")).toMatch(/\bOrigin\b/i);
      expect(response.headers.get("access-control-expose-headers")).toBe("Retry-After");
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("answers a listed origin's preflight with the methods and headers the web app uses", async () => {
    const response = await preflight(server, APP, "/api/health/insights/abc/feedback");
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(APP);
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, PATCH, DELETE");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "authorization, content-type, x-time-zone",
    );
    expect(response.headers.get("access-control-max-age")).toBe("600");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("never allows, and never reflects, an origin it does not list", async () => {
    await fc.assert(
      fc.asyncProperty(origins, async (origin) => {
        const simple = await fetch(`${server.url}/api/trpc/system.status`, { headers: { origin } });
        expect(simple.headers.get("access-control-allow-origin")).toBeNull();
        const pre = await preflight(server, origin);
        expect(pre.status).toBe(403);
        expect(pre.headers.get("access-control-allow-origin")).toBeNull();
        expect(pre.headers.get("access-control-allow-methods")).toBeNull();
        expect(await pre.json()).toEqual({ detail: "This origin may not call the Evenkeel API" });
      }),
      { numRuns: 40 },
    );
  });

  it("leaves the web app's own pages alone", async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { origin: APP } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CORS_ORIGINS in the environment", () => {
  it("is read as exact origins, spelled the way browsers send them", () => {
    expect(
      parseConfig({ CORS_ORIGINS: "https://App.Example.com:443/, http://localhost:5173" }).corsOrigins,
    ).toEqual([APP, DEV]);
    expect(parseConfig({}).corsOrigins).toBeUndefined();
  });

  it.each([
    "*",
    "null",
    "https://app.example.com/path",
    "app.example.com",
    "ftp://files.example.com",
    `${APP},`,
  ])("refuses %j with a message naming the variable", (value) => {
    expect(() => parseConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    expect(() => parseConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS must be/);
  });
});
