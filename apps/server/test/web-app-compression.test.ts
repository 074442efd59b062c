// The built web app's precompressed twins: brotli or gzip by Accept-Encoding, with
// Vary: Accept-Encoding and the same cache rules as the plain files.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.ts";
import { getRaw } from "./support/raw-get.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";

const SCRIPT = "console.log('the app');\n".repeat(100);
const PAGE = `<!doctype html><title>Evenkeel</title>${"<p>shell</p>".repeat(100)}<div id=root></div>`;

describe("precompressed static files", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dist = makeTempDir("evenkeel-dist");
    fs.mkdirSync(path.join(dist, "assets"));
    const write = (file: string, text: string) => {
      fs.writeFileSync(path.join(dist, file), text);
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
    };
    write("assets/index-abc123.js", SCRIPT);
    write("index.html", PAGE);
    write("sw.js", SCRIPT);
    server = await startServer(testConfig({ WEB_DIST_DIR: dist }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers a hashed asset in brotli to Accept-Encoding: br, cacheable forever", async () => {
    const answer = await getRaw(`${server.url}/assets/index-abc123.js`, "br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("prefers brotli when both are accepted, and gzip when only gzip is", async () => {
    const both = await getRaw(`${server.url}/assets/index-abc123.js`, "gzip, deflate, br");
    expect(both.headers["content-encoding"]).toBe("br");
    const gzip = await getRaw(`${server.url}/assets/index-abc123.js`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
  });

  it("answers the plain file without Accept-Encoding, still with Vary", async () => {
    const plain = await getRaw(`${server.url}/assets/index-abc123.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("keeps the service worker and index.html revalidated, compressed too", async () => {
    const worker = await getRaw(`${server.url}/sw.js`, "br");
    expect(worker.headers["content-encoding"]).toBe("br");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    for (const route of ["/", "/login", "/checkin?token=x"]) {
      const page = await getRaw(`${server.url}${route}`, "br, gzip");
      expect(page.status).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zlib.brotliDecompressSync(page.body).toString()).toBe(PAGE);
    }
    const gzipPage = await getRaw(`${server.url}/login`, "gzip;q=1, br;q=0");
    expect(gzipPage.headers["content-encoding"]).toBe("gzip");
    const plainPage = await getRaw(`${server.url}/login`);
    expect(plainPage.headers["content-encoding"]).toBeUndefined();
    expect(plainPage.body.toString()).toBe(PAGE);
  });

  it("never answers a twin by its own name as a page", async () => {
    const missing = await getRaw(`${server.url}/assets/gone-123.js`, "br");
    expect(missing.status).toBe(404);
  });
});
