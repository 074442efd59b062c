// API answers: gzip from 8 KB when the client accepts it, never brotli, never small answers.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_ANSWERS_FROM_BYTES } from "../src/http/answer-compression.ts";
import { type RunningServer, startServer } from "../src/server.ts";
import { getRaw } from "./support/raw-get.ts";
import { testConfig } from "./support/test-config.ts";

describe("answer compression", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(testConfig());
  });
  afterAll(async () => {
    await server.close();
  });

  it("gzips a large JSON answer, even to a client that prefers brotli", async () => {
    const plain = await getRaw(`${server.url}/api/openapi.json`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_ANSWERS_FROM_BYTES);

    const gzipped = await getRaw(`${server.url}/api/openapi.json`, "br, gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.headers["cache-control"]).toBe("no-store");
    expect(zlib.gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("leaves small answers and brotli-only clients alone", async () => {
    const small = await getRaw(`${server.url}/api/nope`, "gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ detail: "Not found" });
    const brOnly = await getRaw(`${server.url}/api/openapi.json`, "br");
    expect(brOnly.headers["content-encoding"]).toBeUndefined();
  });
});
