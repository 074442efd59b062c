// Several real server processes on one PostgreSQL database: their environment
// (shared secrets, the database, a fake WHOOP), connections seeded straight into the database
// with tokens the fake adopts, and the log lines that show which process did what.
import crypto from "node:crypto";
import path from "node:path";
import { type AppDatabase, openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { createConnectionStore } from "../../src/wearables/core/connection-store.ts";
import { createTokenVault } from "../../src/wearables/core/token-vault.ts";
import { createPostgresTestDatabase } from "./postgres-databases.ts";
import { insertUser } from "./schema-fixtures.ts";
import { type ServerProcess, spawnServer, waitUntilListening } from "./server-process.ts";
import { planSyncsNow, waitUntil } from "./sync-planner.ts";
import { makeTempDir } from "./temp-dir.ts";

export interface SharedDeployment {
  databaseUrl: string;
  db: AppDatabase;
  secretKey: Buffer;
  /** What every process of the deployment gets; the data folders differ. */
  env: Record<string, string>;
}

/** A migrated database and the secrets every process must share. */
export async function sharedDeployment(env: Record<string, string> = {}): Promise<SharedDeployment> {
  const databaseUrl = createPostgresTestDatabase();
  const db = openDatabase({ dataDir: makeTempDir(), databaseUrl });
  await migrateToLatest(db);
  const secretKey = crypto.randomBytes(32);
  return {
    databaseUrl,
    db,
    secretKey,
    env: {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      SECRET_KEY: secretKey.toString("base64"),
      NODE_ENV: "production",
      ...env,
    },
  };
}

export interface RunningProcess {
  process: ServerProcess;
  url: string;
  pid: number;
}

/** Starts one more process of the deployment, with a data folder of its own. */
export async function startProcess(deployment: SharedDeployment, env: Record<string, string> = {}) {
  const server = spawnServer({
    ...deployment.env,
    DATA_DIR: path.join(makeTempDir(), "data"),
    ...env,
  });
  const url = await waitUntilListening(server, 60_000);
  return { process: server, url, pid: server.child.pid ?? 0 } satisfies RunningProcess;
}

export async function stopProcess(running: RunningProcess | undefined): Promise<void> {
  if (!running || running.process.child.exitCode !== null || running.process.child.signalCode !== null)
    return;
  running.process.child.kill("SIGTERM");
  await running.process.exited;
}

/**
 * `count` users, each with a WHOOP connection to fake member 20001, 20002, … whose tokens
 * were never issued by the fake: started with adoptUnknownTokens, it takes them as its own.
 * Every connection is due (never synced). Answers the connection ids by member id. `userIds`
 * connects existing users instead; `expiresInSeconds` (default 3600) dates the access token.
 */
export async function seedWhoopConnections(
  deployment: SharedDeployment,
  count: number,
  firstMemberId = 20_001,
  options: { userIds?: readonly string[]; expiresInSeconds?: number } = {},
): Promise<Map<number, string>> {
  const store = createConnectionStore(deployment.db, createTokenVault(deployment.secretKey));
  const connections = new Map<number, string>();
  for (let n = 0; n < count; n += 1) {
    const memberId = firstMemberId + n;
    const existing = options.userIds?.[n];
    const userId = existing ?? `user-${memberId}`;
    if (!existing) await insertUser(deployment.db, userId);
    const expiresInSeconds = options.expiresInSeconds ?? 3600;
    const hex = crypto.randomBytes(8).toString("hex");
    const row = await store.connect(
      {
        userId,
        provider: "whoop",
        providerUserId: String(memberId),
        tokens: {
          accessToken: `fake-at-${memberId}-${Date.now() + expiresInSeconds * 1000}-${hex}`,
          refreshToken: `fake-rt-${memberId}-${hex}`,
          expiresInSeconds,
          scope: "read:recovery read:cycles read:sleep read:workout read:profile offline",
        },
      },
      Date.now(),
    );
    connections.set(memberId, row.id);
  }
  return connections;
}

/** The connections a process logged a completed sync of, in order. */
export function syncedConnections(running: RunningProcess): string[] {
  return running.process.logLines
    .filter((line) => line.msg === "whoop: sync complete")
    .map((line) => String(line.connectionId));
}

export { planSyncsNow, waitUntil };
