// Errors reach clients as a message only (docs/security.md #16): no stack, SQL or server path, in
// development as in production. In process, ports fail with SQL, paths and stacks in their
// errors; in a real server process (where tRPC itself runs in development mode and would add
// a stack) a table is dropped underneath it.

import path from "node:path";
import { INTERNAL_ERROR } from "@evenkeel/contracts";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_FILE_NAME, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createApp } from "../src/http/app.ts";
import { createLogger } from "../src/logger.ts";
import { createServerAdapters } from "../src/router-ports.ts";
import { listen } from "./support/listen.ts";
import { spawnServer, waitUntilListening } from "./support/server-process.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";
import { signUpUser } from "./support/test-users.ts";

const INTERNALS =
  /SQLITE|no such table|select|from users|\/work\/|\/src\/|node_modules|\.ts:\d+|\bat \S+ \(|"stack"/i;
const SQL_FAILURE = Object.assign(
  new Error('SQLITE_ERROR: near "from": syntax error in select * from users'),
  {
    stack:
      "Error: SQLITE_ERROR\n    at readRows (/work/main/apps/server/src/store/moods.repository.ts:42:11)",
  },
);

type Answer = { status: number; text: string };

async function get(url: string, token: string): Promise<Answer> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
}

function expectOnlyAMessage(answer: Answer): void {
  expect(answer.status).toBe(500);
  expect(answer.text).not.toMatch(INTERNALS);
  expect(answer.text).toContain(INTERNAL_ERROR);
}

describe.each(["development", "production"])("with NODE_ENV=%s, in process", (nodeEnv) => {
  let app: Awaited<ReturnType<typeof listen>>;
  let token: string;
  beforeAll(async () => {
    const config = testConfig({ NODE_ENV: nodeEnv });
    const db = openDatabase(config.dataDir);
    await migrateToLatest(db);
    const logger = createLogger({ logLevel: "silent" });
    const adapters = createServerAdapters({ db, config, logger });
    const { store } = adapters.ports;
    store.moods.list = async () => {
      throw SQL_FAILURE;
    };
    store.insights.list = async () => {
      // Not even an Error: a library throwing a string.
      throw "SQLITE_BUSY at /work/main/data/evenkeel.db";
    };
    store.metrics.list = async () => {
      // An http-errors style error claiming a 5xx status with an internal message.
      throw Object.assign(new Error("select * from health_metrics failed"), { status: 503, expose: true });
    };
    app = await listen(createApp({ config, db, logger, adapters }));
    token = (await signUpUser(app)).accessToken;
  });
  afterAll(() => app.close());

  it.each([
    ["/api/mood/", "an Error carrying SQL, a path and a stack"],
    ["/api/health/insights", "a thrown string"],
    ["/api/health/metrics?start_date=2026-01-01", "an error claiming status 503"],
  ])("REST %s answers a generic 500 for %s", async (url) => {
    expectOnlyAMessage(await get(`${app.url}${url}`, token));
  });

  it.each(["mood.list", "insights.list"])(
    "tRPC %s answers INTERNAL_SERVER_ERROR without the error",
    async (name) => {
      expectOnlyAMessage(await get(`${app.url}/api/trpc/${name}`, token));
    },
  );

  it("answers bad input with its validation message only", async () => {
    const answer = await get(
      `${app.url}/api/trpc/mood.stats?input=${encodeURIComponent('{"days":"x"}')}`,
      token,
    );
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(INTERNALS);
  });
});

describe.each(["development", "production"])("with NODE_ENV=%s, a real server process", (nodeEnv) => {
  let server: ReturnType<typeof spawnServer>;
  let url: string;
  let token: string;
  beforeAll(async () => {
    const dataDir = path.join(makeTempDir("evenkeel-errors"), "data");
    server = spawnServer({ NODE_ENV: nodeEnv, DATA_DIR: dataDir });
    url = await waitUntilListening(server);
    token = (await signUpUser({ url })).accessToken;
    // A database broken underneath the running server.
    const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE_NAME));
    sqlite.exec("DROP TABLE insights");
    sqlite.close();
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });

  it("answers REST and tRPC with a generic 500, and logs the real error", async () => {
    expectOnlyAMessage(await get(`${url}/api/health/insights`, token));
    expectOnlyAMessage(await get(`${url}/api/trpc/insights.list`, token));
    // The log line comes through the child's stdout, which may trail the answer on its socket.
    await vi.waitFor(
      () => {
        const logged = server.logLines
          .filter((line) => line.level === 50)
          .map((line) => JSON.stringify(line));
        expect(logged.join("\n")).toMatch(/no such table: insights/);
      },
      { timeout: 5_000, interval: 20 },
    );
  });
});
