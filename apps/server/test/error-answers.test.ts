// What a failure looks like from outside: a { detail } with the right status, never a stack
// trace or SQL; unexpected errors logged once; no secrets or query strings in the log.
import { AppError, INTERNAL_ERROR } from "@evenkeel/contracts";
import { createAppRouter } from "@evenkeel/domain/router";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { answerError, answerNotFound } from "../src/http/errors.ts";
import { createRequestContext } from "../src/http/request-context.ts";
import { logRequests } from "../src/http/request-logging.ts";
import { serveTrpc } from "../src/http/trpc-endpoint.ts";
import { createServerAdapters } from "../src/router-ports.ts";
import { listen } from "./support/listen.ts";
import { captureLogs } from "./support/log-capture.ts";
import { testConfig } from "./support/test-config.ts";

const SQL_FAILURE = "SQLITE_ERROR: no such column: password_hash in select * from users";

const logs = captureLogs();
let server: Awaited<ReturnType<typeof listen>>;
let db: AppDatabase;

beforeAll(async () => {
  const app = express();
  app.use(logRequests(logs.logger));
  app.get("/bug", () => {
    throw new Error(SQL_FAILURE);
  });
  app.get("/async-bug", async () => {
    await Promise.resolve();
    throw new Error(SQL_FAILURE);
  });
  app.get("/missing-mood", () => {
    throw new AppError("NOT_FOUND", "Mood not found for date: 2026-11-20");
  });
  app.get("/throttled", () => {
    throw new AppError("TOO_MANY_REQUESTS", "Too many requests. Please try again later.", {
      retryAfterSeconds: 30,
    });
  });
  app.get("/quiet", (_req, res) => {
    res.json({ ok: true });
  });
  const config = testConfig();
  db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  const { ports, identity } = createServerAdapters({ db, config, logger: logs.logger });
  ports.checkStorage = async () => {
    throw new Error(SQL_FAILURE);
  };
  app.use("/trpc", serveTrpc(createAppRouter(), createRequestContext(ports, identity)));
  app.use(answerNotFound);
  app.use(answerError);
  server = await listen(app);
});
afterAll(async () => {
  await server.close();
  await db.destroy();
});

function linesFor(path: string) {
  return logs.lines.filter((line) => (line.req as { path?: string } | undefined)?.path === path);
}

describe("an unexpected error", () => {
  it.each(["/bug", "/async-bug"])(
    "%s answers 500 with a generic detail and nothing of the error",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ detail: INTERNAL_ERROR });
      expect(text).not.toMatch(/SQLITE|select|at .*\.ts/);
    },
  );

  it("is logged once, at error level, with the error on the request's line", () => {
    const lines = linesFor("/bug");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, res: { statusCode: 500 }, err: { message: SQL_FAILURE } });
  });

  it("in a tRPC procedure answers INTERNAL_SERVER_ERROR without its message or a stack, logged once", async () => {
    const response = await fetch(`${server.url}/trpc/system.status`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/SQLITE|stack/);
    expect(JSON.parse(text)).toMatchObject({
      error: { data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } },
    });
    const lines = linesFor("/trpc/system.status");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, err: { message: SQL_FAILURE } });
  });
});

describe("an AppError", () => {
  it("answers its status and detail", async () => {
    const response = await fetch(`${server.url}/missing-mood`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Mood not found for date: 2026-11-20" });
    expect(linesFor("/missing-mood")[0]).toMatchObject({ level: 30 });
    expect(linesFor("/missing-mood")[0]).not.toHaveProperty("err");
  });

  it("sends Retry-After when it carries one", async () => {
    const response = await fetch(`${server.url}/throttled`);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({ detail: "Too many requests. Please try again later." });
  });
});

describe("the request log", () => {
  it("has one line per request without query strings, headers or bodies", async () => {
    await fetch(`${server.url}/quiet?token_hash=secret-token-hash&code=oauth-code`, {
      headers: { authorization: "Bearer secret-access-token", cookie: "sid=secret-cookie" },
    });
    const lines = linesFor("/quiet");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ req: { method: "GET", path: "/quiet" }, res: { statusCode: 200 } });
    expect(logs.text()).not.toMatch(/secret|oauth-code/);
  });

  it("redacts sensitive fields that code logs by mistake", () => {
    const capture = captureLogs();
    capture.logger.info(
      { email: "ada@example.com", user: { password: "hunter22", refresh_token: "r" } },
      "oops",
    );
    expect(capture.text()).not.toMatch(/ada@example.com|hunter22|"r"/);
    expect(capture.lines[0]).toMatchObject({ email: "[redacted]", user: { password: "[redacted]" } });
  });
});
