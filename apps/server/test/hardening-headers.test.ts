// Security headers on every answer (docs/security.md #14), error paths included: 200s of the API,
// the web app and its files, a thrown 500 (a broken port), tRPC's own errors, the body
// parser's 413 and 400, unknown paths, and requests Node refuses before Express sees them.
// API answers and every error are never cached; HSTS only when the request came over HTTPS.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createApp } from "../src/http/app.ts";
import { createLogger } from "../src/logger.ts";
import { createServerAdapters } from "../src/router-ports.ts";
import { listen } from "./support/listen.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

let app: Awaited<ReturnType<typeof listen>>;
let token: string;
beforeAll(async () => {
  const dist = makeTempDir("evenkeel-dist");
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Evenkeel</title>");
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "app-1a2b.js"), "console.log(1)");
  const config = testConfig({ WEB_DIST_DIR: dist });
  const db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  const logger = createLogger({ logLevel: "silent" });
  const adapters = createServerAdapters({ db, config, logger });
  // A broken port: reading moods fails the way a corrupt database would.
  adapters.ports.store.moods.list = async () => {
    throw new Error("SQLITE_CORRUPT: database disk image is malformed");
  };
  app = await listen(createApp({ config, db, logger, adapters }));
  token = (await signUpUser(app)).accessToken;
});
afterAll(() => app.close());

type Call = [label: string, method: string, path: string, status: number, options?: RequestInit];
const CALLS: Call[] = [
  ["an API read", "GET", "/api/health/metrics?start_date=2026-01-01", 200],
  ["a tRPC read", "GET", "/api/trpc/system.status", 200],
  ["the health check", "GET", "/healthz", 200],
  ["the OpenAPI document", "GET", "/api/openapi.json", 200],
  ["a call without a session", "GET", "/api/auth/me", 401, { headers: {} }],
  ["an unknown API path", "GET", "/api/nope", 404],
  ["a body over 100 KB", "POST", "/api/mood/", 413, { body: JSON.stringify({ notes: "x".repeat(200_000) }) }],
  ["malformed JSON", "POST", "/api/mood/", 400, { body: '{"rating":' }],
  ["a thrown error (REST)", "GET", "/api/mood/", 500],
  ["a thrown error (tRPC)", "GET", "/api/trpc/mood.list", 500],
  ["a mutation by GET (tRPC)", "GET", "/api/trpc/mood.create", 405],
  ["a picture that does not exist", "GET", "/api/uploads/0123456789abcdef0123456789abcdef.webp", 404],
  ["the web app", "GET", "/dashboard", 200],
  ["a hashed asset", "GET", "/assets/app-1a2b.js", 200],
  ["a missing static file", "GET", "/assets/missing-9z.js", 404],
  ["a non-API path that takes no POST", "POST", "/dashboard", 404],
];

function expectBrowserDefences(headers: Headers): void {
  const csp = headers.get("content-security-policy") ?? "";
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("no-referrer");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("x-powered-by")).toBeNull();
}

describe("every kind of answer", () => {
  it.each(CALLS)(
    "%s (%s %s → %i) carries the security headers",
    async (_label, method, url, status, options) => {
      const response = await fetch(`${app.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...options,
      });
      expect(response.status).toBe(status);
      expectBrowserDefences(response.headers);
      const isApi = url.startsWith("/api/") || url === "/healthz";
      if (isApi || status >= 400) expect(response.headers.get("cache-control")).toBe("no-store");
      if (status >= 400) expect(await response.text()).not.toMatch(/SQLITE|malformed|at \S+:\d+/);
    },
  );
});

describe("a request Node refuses before Express", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function rawExchange(request: string): Promise<{ head: string; body: string }> {
    const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => {
      received += chunk;
    });
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.end(request);
    await new Promise((resolve) => socket.once("close", resolve));
    const [head = "", body = ""] = received.split("\r\n\r\n");
    return { head, body };
  }

  it.each([
    ["a URL over 16 KB", `GET /api/mood/?notes=${"x".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ["a malformed request line", "NOT HTTP AT ALL\r\n\r\n", 400],
  ])("%s gets a JSON detail and the security headers", async (_label, request, status) => {
    const { head, body } = await rawExchange(request);
    expect(head.split("\r\n")[0]).toBe(
      `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}`,
    );
    const headers = new Headers(
      head
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(/: (.*)/s, 2) as [string, string]),
    );
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(JSON.parse(body)).toEqual({ detail: expect.any(String) });
  });
});

describe("Strict-Transport-Security", () => {
  const HSTS = "max-age=31536000; includeSubDomains";
  async function hstsOf(env: Record<string, string>, headers: Record<string, string> = {}) {
    const server = await startTestServer(env);
    try {
      const answers = await Promise.all(
        ["/healthz", "/api/nope"].map((url) => fetch(`${server.url}${url}`, { headers })),
      );
      return answers.map((answer) => answer.headers.get("strict-transport-security"));
    } finally {
      await server.close();
    }
  }

  it("is sent on every answer when the public URL is HTTPS", async () => {
    expect(await hstsOf({ PUBLIC_URL: "https://evenkeel.example.com" })).toEqual([HSTS, HSTS]);
  });

  it("is sent when a trusted proxy says the request came over HTTPS", async () => {
    const behindProxy = { TRUST_PROXY: "loopback" };
    expect(await hstsOf(behindProxy, { "x-forwarded-proto": "https" })).toEqual([HSTS, HSTS]);
    expect(await hstsOf(behindProxy, { "x-forwarded-proto": "http" })).toEqual([null, null]);
  });

  it("is not sent over plain HTTP, whatever an untrusted client claims", async () => {
    expect(await hstsOf({}, { "x-forwarded-proto": "https" })).toEqual([null, null]);
  });
});
