// A Config for in-process servers: a free port on loopback, a fresh data folder, no log noise;
// in the "postgres" project also a fresh PostgreSQL database (DATABASE_URL).
import path from "node:path";
import { type Config, parseConfig } from "../../src/config/env.ts";
import { createPostgresTestDatabase, testingOnPostgres } from "./postgres-databases.ts";
import { makeTempDir } from "./temp-dir.ts";

export function testConfig(env: Record<string, string> = {}): Config {
  const dir = makeTempDir();
  return parseConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, "data"),
    WEB_DIST_DIR: path.join(dir, "web-dist"),
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...(testingOnPostgres() && !("DATABASE_URL" in env)
      ? { DATABASE_URL: createPostgresTestDatabase() }
      : {}),
    ...env,
  });
}
