// Request logging below "info" (production's LOG_LEVEL=warn): successful requests write
// nothing, and a failed one writes the same line the full request logger writes at "info".
import { Writable } from "node:stream";
import express, { type Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerError } from "../src/http/errors.ts";
import { logRequests } from "../src/http/request-logging.ts";
import { createLogger } from "../src/logger.ts";
import { listen } from "./support/listen.ts";

function capture(level: "info" | "warn") {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      done();
    },
  });
  const lines = () =>
    raw
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger: createLogger({ logLevel: level }, stream), lines };
}

function appWith(logger: ReturnType<typeof createLogger>): Express {
  const app = express();
  app.use(logRequests(logger));
  app.get("/fine", (_req, res) => void res.json({ ok: true }));
  app.get("/bug", () => {
    throw new Error("database is locked");
  });
  app.get("/unavailable", (_req, res) => void res.status(503).json({ detail: "Service unavailable" }));
  app.use(answerError);
  return app;
}

const verbose = capture("info");
const quiet = capture("warn");
let servers: Array<Awaited<ReturnType<typeof listen>>> = [];

beforeAll(async () => {
  servers = [await listen(appWith(verbose.logger)), await listen(appWith(quiet.logger))];
  for (const server of servers) {
    for (const path of ["/fine", "/bug?token=secret", "/unavailable"]) {
      await (await fetch(`${server.url}${path}`)).text();
    }
  }
  // Lines are written when the response finishes; give the last one a moment.
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A line without what differs from run to run. */
function comparable(line: Record<string, unknown>) {
  const { time: _time, responseTime, pid: _pid, hostname: _hostname, ...rest } = line;
  const req = rest.req as { id: unknown; method: unknown; path: unknown };
  const err = rest.err as { type?: unknown; message?: unknown } | undefined;
  return {
    ...rest,
    req: { method: req.method, path: req.path, hasId: typeof req.id === "string" },
    ...(err && { err: { type: err.type, message: err.message } }),
    responseTime: typeof responseTime,
  };
}

describe("Request logging at level warn", () => {
  it("writes nothing for a successful request", () => {
    const paths = quiet.lines().map((line) => (line.req as { path: string }).path);
    expect(paths).not.toContain("/fine");
  });

  it("writes each failed request once, exactly as the full request logger does", () => {
    const failures = (lines: Array<Record<string, unknown>>) =>
      lines.filter((line) => line.level === 50).map(comparable);
    expect(failures(quiet.lines())).toHaveLength(2);
    expect(failures(quiet.lines())).toEqual(failures(verbose.lines()));
    expect(JSON.stringify(quiet.lines())).not.toContain("secret");
  });
});
