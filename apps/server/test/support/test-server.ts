// The real server for HTTP tests: started in-process on a free port with a fresh data folder
// (no SMTP, so sign-ups are confirmed at once), plus a second connection to its SQLite file
// for seeding rows and reading them back (PostgreSQL in the "postgres" project). Call close()
// in afterAll.
import { type AppDatabase, openDatabase } from "../../src/db/database.ts";
import { type StartOptions, startServer } from "../../src/server.ts";
import { testConfig } from "./test-config.ts";

export interface TestServer {
  /** Origin, e.g. http://127.0.0.1:41234; the API is under /api. */
  url: string;
  dataDir: string;
  /** The same database the server uses, through its own connection. */
  db: AppDatabase;
  /** The server's PostgreSQL database in the "postgres" project; absent on SQLite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** Starts a server; call it in beforeAll and close() in afterAll. `options.logger` captures its log. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const config = testConfig(env);
  // The test's fetch (undici) and the server share one event loop here. With production's 5 s
  // idle keep-alive, a loop held up by a large upload can let the server close an idle
  // connection just as the client reuses it (ECONNRESET). Tests keep idle connections open
  // longer than undici does (hardening-slow-clients.test.ts checks the production deadlines).
  const timeouts = { keepAliveTimeoutMs: 120_000, ...options.timeouts };
  const server = await startServer(config, { ...options, timeouts });
  const db = openDatabase(config);
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= db.destroy().then(() => server.close());
    return closed;
  };
  return { url: server.url, dataDir: config.dataDir, databaseUrl: config.databaseUrl, db, close };
}

/** The environment of a second server on the same data: its folder and, on PostgreSQL, its database. */
export function sameData(server: Pick<TestServer, "dataDir" | "databaseUrl">): Record<string, string> {
  return server.databaseUrl
    ? { DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl }
    : { DATA_DIR: server.dataDir };
}
