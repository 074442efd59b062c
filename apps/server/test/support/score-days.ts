// Scores days seeded straight into the database, as the server scores a real account's days
// when they are written (docs/decisions/042): each write rescores the days it can move, so a
// real account has a stored score for every day with data. Through the router's own rescoreDays
// on the server's ports, over the test's own connection.
import { rescoreDays } from "@evenkeel/domain/router";
import type { AppDatabase } from "../../src/db/database.ts";
import { createLogger } from "../../src/logger.ts";
import { createServerAdapters } from "../../src/router-ports.ts";
import { testConfig } from "./test-config.ts";
import type { TestServer } from "./test-server.ts";

/** Stores the score of every day from `from` to `to` that has data in its look-back. */
export async function scoreSeededDays(
  server: Pick<TestServer, "db" | "dataDir" | "databaseUrl">,
  userId: string,
  from: string,
  to: string,
): Promise<void> {
  const config = testConfig({
    DATA_DIR: server.dataDir,
    ...(server.databaseUrl && { DATABASE_URL: server.databaseUrl }),
  });
  const db: AppDatabase = server.db;
  const { ports } = createServerAdapters({ db, config, logger: createLogger(config) });
  await rescoreDays(ports, userId, from, to);
}
