// Shared set-up for identity and media tests: a migrated database in a temp data folder, a
// clock the test moves, and an identity service with a cheap password hash unless a test
// needs the real parameters.
import path from "node:path";
import { type AppDatabase, openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import {
  createIdentityService,
  createPasswordHasher,
  type IdentityService,
  type IdentityServiceOptions,
} from "../../src/identity/index.ts";
import type { Logger } from "../../src/logger.ts";
import { captureLogs } from "./log-capture.ts";
import { makeTempDir } from "./temp-dir.ts";

export const PUBLIC_URL = "http://evenkeel.test";
export const REQUEST = { ip: "203.0.113.7", timeZone: null };
export const GOOD_PASSWORD = "correct horse battery staple";

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = "2026-11-21T08:00:00.000Z"): TestClock {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export async function migratedDatabase(): Promise<{ db: AppDatabase; dataDir: string }> {
  const dataDir = path.join(makeTempDir("evenkeel-identity"), "data");
  const db = openDatabase(dataDir);
  await migrateToLatest(db);
  return { db, dataDir };
}

/** argon2id with tiny parameters: tests that do not look at the hash stay fast. */
export const cheapHasher = () => createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

export interface IdentityHarness {
  db: AppDatabase;
  dataDir: string;
  clock: TestClock;
  identity: IdentityService;
  logs: { logger: Logger; text: () => string };
}

export type HarnessOptions = Partial<Omit<IdentityServiceOptions, "db" | "logger" | "now" | "config">> & {
  config?: Partial<IdentityServiceOptions["config"]>;
};

export async function identityHarness(
  options: HarnessOptions = {},
  clock: TestClock = testClock(),
): Promise<IdentityHarness> {
  const { db, dataDir } = await migratedDatabase();
  const logs = captureLogs();
  const identity = createIdentityService({
    db,
    logger: logs.logger,
    mailer: null,
    now: clock.now,
    passwordHasher: cheapHasher(),
    ...options,
    config: { dataDir, publicUrl: PUBLIC_URL, ...options.config },
  });
  return { db, dataDir, clock, identity, logs };
}
