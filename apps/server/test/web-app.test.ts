// The built web app: files from WEB_DIST_DIR, index.html for client routes, JSON for /api,
// and a clear message when the app has not been built.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";

const INDEX_HTML = "<!doctype html><title>Evenkeel</title><div id=root></div>";
const LOGIN_HTML = "<!doctype html><title>Sign In - Evenkeel</title><div id=root><form></form></div>";

describe("with a built web app", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dist = makeTempDir("evenkeel-dist");
    fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('app')");
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.mkdirSync(path.join(dist, "pages"));
    fs.writeFileSync(path.join(dist, "pages", "login.html"), LOGIN_HTML);
    server = await startServer(testConfig({ WEB_DIST_DIR: dist }));
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(["/", "/dashboard", "/mood/2026-11-20", "/settings/whoop/callback?code=abc"])(
    "%s answers index.html so the client router can take over",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each(["/login", "/login?from=x"])("%s answers the page the build painted for it", async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(LOGIN_HTML);
  });

  it.each(["/signup", "/login/more", "/Login", "/pages"])(
    "%s, with no painted page of its own, answers index.html",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it("serves hashed assets as cacheable forever and other files as revalidated", async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toBe("console.log('app')");
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers a missing file with 404, not with the page", async () => {
    const response = await fetch(`${server.url}/assets/gone-123.js`);
    expect(response.status).toBe(404);
  });

  it("answers /api/nope with JSON 404, never the page", async () => {
    const response = await fetch(`${server.url}/api/nope`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ detail: "Not found" });
  });

  it("answers only GET and HEAD with the page", async () => {
    expect((await fetch(`${server.url}/dashboard`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${server.url}/dashboard`, { method: "POST" })).status).toBe(404);
  });
});

describe("without a built web app", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(testConfig({ WEB_DIST_DIR: path.join(makeTempDir(), "not-built") }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("tells the visitor to run npm run build", async () => {
    const response = await fetch(`${server.url}/dashboard`);
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toContain("npm run build");
  });

  it("still answers the API and the health check", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/nope`)).status).toBe(404);
  });
});
