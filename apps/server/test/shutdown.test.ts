// Graceful shutdown: SIGTERM stops a real server process with exit code 0 and a cleanly closed
// database; close() lets in-flight requests finish, and cuts them only at its deadline.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { startServer } from "../src/server.ts";
import { spawnServer, waitUntilListening } from "./support/server-process.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";

/** Sends the headers and half the body of a JSON POST, so the request stays in flight. */
async function startSlowRequest(
  url: string,
): Promise<{ socket: net.Socket; finish: () => void; answer: Promise<string> }> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const body = '{"date":"2026-11-20","rating":7}';
  socket.write(
    `POST /api/mood/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.slice(0, 10));
  let received = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    received += chunk;
  });
  const answer = new Promise<string>((resolve) => socket.once("close", () => resolve(received)));
  return { socket, finish: () => socket.write(body.slice(10)), answer };
}

describe("close()", () => {
  it("waits for a request in flight to be answered, then refuses new connections", async () => {
    const server = await startServer(testConfig());
    const slow = await startSlowRequest(server.url);
    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);

    slow.finish();
    await closing;
    expect(await slow.answer).toMatch(/^HTTP\/1.1 401 .*"detail":"Authentication required"/s);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it("cuts a request that does not finish by the deadline", async () => {
    const server = await startServer(testConfig(), { shutdownTimeoutMs: 300 });
    const stuck = await startSlowRequest(server.url);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stuck.answer).toBe("");
  });
});

describe("a server process receiving SIGTERM", () => {
  it("exits 0 after closing its connections and its database cleanly", async () => {
    const dataDir = path.join(makeTempDir(), "data");
    const server = spawnServer({ DATA_DIR: dataDir });
    const url = await waitUntilListening(server);
    // Leaves an idle keep-alive connection open, which must not hold the shutdown up.
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({
      status: "ok",
      db: "ok",
      jobs: { runner: "running", failed: 0 },
    });

    const started = Date.now();
    server.child.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.logLines.map((line) => line.msg)).toContain("Evenkeel stopped");

    // A clean close checkpoints the WAL and removes it; the file passes an integrity check.
    expect(fs.existsSync(path.join(dataDir, "evenkeel.db-wal"))).toBe(false);
    const sqlite = new SqliteDatabase(path.join(dataDir, "evenkeel.db"), { readonly: true });
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    sqlite.close();
  });
});
