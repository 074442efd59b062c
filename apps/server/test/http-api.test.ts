// The real server over real HTTP: health check, the API's answers (tRPC, the REST facade,
// OpenAPI, unknown paths, bad bodies) and the headers every answer carries.
import { procedures, restRoutes } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createApp } from "../src/http/app.ts";
import { createLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/server.ts";
import { listen } from "./support/listen.ts";
import { testConfig } from "./support/test-config.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(testConfig());
});
afterAll(async () => {
  await server.close();
});

const SAMPLE_PATH_PARAMS: Record<string, string> = { date: "2026-11-20", id: "insight-1", provider: "whoop" };

function samplePath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => SAMPLE_PATH_PARAMS[name] ?? "x");
}

describe("GET /healthz", () => {
  it("says the process, the database and the job runner are up, with the jobs due, running and failed", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      db: "ok",
      jobs: { runner: "running", queued: expect.any(Number), running: expect.any(Number), failed: 0 },
    });
  });

  it("answers 503 when the database does not respond", async () => {
    const config = testConfig();
    const db = openDatabase(config.dataDir);
    const { url, close } = await listen(createApp({ config, db, logger: createLogger(config) }));
    // kysely only closes a connection it has opened: use it once, then close it under the app.
    await migrateToLatest(db);
    await db.destroy();
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", db: "error", jobs: { runner: "unknown" } });
    // Not started by a server, and its database gone: no load balancer should send it requests.
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", reason: "starting or shutting down" });
    const trpc = await fetch(`${url}/api/trpc/system.status`);
    expect(await trpc.json()).toEqual({ result: { data: { status: "ok", db: "error" } } });
    await close();
  });
});

describe("GET /readyz", () => {
  it("says a started server may take requests", async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready", db: "ok" });
  });
});

describe("the tRPC endpoint", () => {
  it("answers system.status over HTTP", async () => {
    const response = await fetch(`${server.url}/api/trpc/system.status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { data: { status: "ok", db: "ok" } } });
  });

  it("answers an unknown procedure with a tRPC NOT_FOUND error", async () => {
    const response = await fetch(`${server.url}/api/trpc/nothing.here`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { data: { code: string } } };
    expect(body.error.data.code).toBe("NOT_FOUND");
  });
});

describe("the REST facade", () => {
  it.each(restRoutes.map((route) => [route.method, route.path, route.procedure] as const))(
    "%s /api%s is mounted and answers a caller without a session with a JSON detail",
    async (method, path, procedure) => {
      const response = await fetch(`${server.url}/api${samplePath(path)}`, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      // Signed-in calls refuse the anonymous caller; the public ones refuse the empty input.
      expect(response.status).toBe(procedures[procedure].auth === "user" ? 401 : 400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as { detail: string };
      expect(body.detail).toMatch(/\w/);
    },
  );

  it("answers a body that is not JSON with 400 and a detail", async () => {
    const response = await fetch(`${server.url}/api/mood/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"rating": 7,',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: "Request body must be valid JSON" });
  });

  it("answers a body over 100 KB with 413 and a detail", async () => {
    const response = await fetch(`${server.url}/api/mood/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ notes: "x".repeat(200 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: "Request body is too large" });
  });
});

describe("unknown API paths", () => {
  it.each(["GET /api/nope", "POST /api/auth/nope", "GET /api", "PATCH /api/mood/"])(
    "%s is a JSON 404",
    async (call) => {
      const [method, path] = call.split(" ") as [string, string];
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ detail: "Not found" });
    },
  );
});

describe("GET /api/openapi.json", () => {
  it("describes every REST path under the public URL", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: object;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "http://localhost:3000/api" }]);
    expect(Object.keys(document.paths)).toContain("/mood/{date}");
  });
});

describe("headers", () => {
  it.each(["/healthz", "/api/nope", "/api/mood/", "/dashboard"])(
    "%s carries the security headers",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-powered-by")).toBeNull();
    },
  );

  it("asks for HTTPS only when the public URL is HTTPS", async () => {
    expect((await fetch(`${server.url}/healthz`)).headers.get("strict-transport-security")).toBeNull();
    const secure = await startServer(testConfig({ PUBLIC_URL: "https://evenkeel.example.com" }));
    const response = await fetch(`${secure.url}/healthz`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    await secure.close();
  });

  it("marks API answers as not cacheable", async () => {
    for (const path of ["/api/nope", "/api/mood/", "/api/trpc/system.status", "/healthz"]) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, cacheControl: response.headers.get("cache-control") }).toEqual({
        path,
        cacheControl: "no-store",
      });
    }
  });
});
