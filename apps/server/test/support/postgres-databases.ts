// A fresh PostgreSQL database per test database or test server in the "postgres" project
// (vitest.config.ts sets EVENKEEL_TEST_DATABASE=postgres there), on the run's server
// (test/support/postgres-server.ts). Created synchronously, by a short child process, because
// test configs are made synchronously; dropped with the run.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { inject } from "vitest";

/** True in the "postgres" project: tests then run against PostgreSQL instead of SQLite. */
export function testingOnPostgres(): boolean {
  return process.env.EVENKEEL_TEST_DATABASE === "postgres";
}

const CREATE_DATABASE = `
import pg from "pg";
const [adminUrl, name] = process.argv.slice(1);
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
await client.query('create database "' + name + '"');
await client.end();
`;

/** Creates an empty database on the run's server and returns its URL. */
export function createPostgresTestDatabase(): string {
  const adminUrl = inject("postgresServerUrl");
  const name = `${inject("postgresDatabasePrefix")}${randomBytes(6).toString("hex")}`;
  execFileSync(process.execPath, ["--input-type=module", "-e", CREATE_DATABASE, adminUrl, name], {
    cwd: import.meta.dirname,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
