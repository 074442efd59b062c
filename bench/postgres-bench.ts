// `npm run bench -- --postgres` (docs/decisions/036): the same seeded history copied
// into PostgreSQL, the dashboard and mood-list reads and a mixed load against one and against
// two server processes on it, beside the same loads on SQLite; then a background sync of many
// users against the fake WHOOP, as jobs shared by two processes: jobs per second, and the
// requests the fake saw in each UTC minute against the request budget.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
// each run creates its databases there and drops them at the end.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { openDatabase } from "@evenkeel/server";
import Database from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { startFakeWhoop } from "../apps/server/fakes/whoop/fake-whoop.ts";
import { DATABASE_FILE_NAME } from "../apps/server/src/db/database.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { createTokenVault } from "../apps/server/src/wearables/core/token-vault.ts";
import { planSyncsNow } from "../apps/server/test/support/sync-planner.ts";
import { concurrentLoads, describeLoad, type LoadResult, runLoad } from "./load.ts";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure, printTable } from "./report.ts";
import {
  connectionRequests,
  dashboardScenario,
  SCENARIOS,
  type Scenario,
  type ScenarioContext,
} from "./scenarios.ts";
import type { SeededDatabase } from "./seed.ts";
import { freePort, type ServerHandle, startEvenkeel } from "./server-process.ts";
import { mintAccessTokens } from "./tokens.ts";

const COPIED_TABLES = [
  "users",
  "wearable_connections",
  "health_metrics",
  "moods",
  "burnout_scores",
  "insights",
];
const COPY_BATCH = 500;

function serverUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres"
  );
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `evenkeel_bench_${label}_${randomBytes(4).toString("hex")}`;
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** The seeded SQLite rows, copied as they are (triggers off for the load, versions set after). */
async function copyToPostgres(seeded: SeededDatabase, databaseUrl: string): Promise<number> {
  const db = openDatabase({ dataDir: seeded.dataDir, databaseUrl });
  await migrateToLatest(db);
  const sqlite = new Database(path.join(seeded.dataDir, DATABASE_FILE_NAME), { readonly: true });
  let rows = 0;
  try {
    await db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection);
      for (const table of COPIED_TABLES) {
        const statement = sqlite.prepare(`select * from ${table} order by rowid`);
        let batch: Record<string, unknown>[] = [];
        const flush = async () => {
          if (batch.length === 0) return;
          // Rows copied verbatim, table by table: no row type to check them against.
          const untyped = connection as unknown as Kysely<Record<string, Record<string, unknown>>>;
          await untyped.insertInto(table).values(batch).execute();
          rows += batch.length;
          batch = [];
        };
        for (const row of statement.iterate() as Iterable<Record<string, unknown>>) {
          batch.push(row);
          if (batch.length >= COPY_BATCH) await flush();
        }
        await flush();
      }
      await sql`insert into user_data_versions (user_id, version) select id, 1 from users`.execute(
        connection,
      );
      await sql`set session_replication_role = origin`.execute(connection);
      await sql`analyze`.execute(connection);
    });
  } finally {
    sqlite.close();
    await db.destroy();
  }
  return rows;
}

/** Logs today's mood and takes it back, reads the dashboard and the mood list: a person's visit. */
const mixedScenario: Scenario = {
  name: "mixed",
  floor: false,
  requests: (user, ctx, draw) => {
    const [create, remove] = (SCENARIOS.find((s) => s.name === "mood create+delete") as Scenario).requests(
      user,
      ctx,
      draw,
    );
    const moodList = (SCENARIOS.find((s) => s.name === "mood list 30") as Scenario).requests(user, ctx, draw);
    return [...dashboardScenario.requests(user, ctx, draw), ...moodList, create, remove].filter(
      (request): request is NonNullable<typeof request> => request !== undefined,
    );
  },
  cleanUp: (SCENARIOS.find((s) => s.name === "mood create+delete") as Scenario).cleanUp,
};

const MEASURED = [
  dashboardScenario,
  SCENARIOS.find((s) => s.name === "mood list 30") as Scenario,
  mixedScenario,
];

/** One load spread over the servers (the connections split between them), combined. */
async function loadOnAll(
  servers: readonly ServerHandle[],
  scenario: Scenario,
  ctx: ScenarioContext,
  options: BenchOptions,
  seconds: number,
): Promise<LoadResult> {
  const share = Math.floor(options.connections / servers.length);
  const cpuBefore = servers.reduce((sum, server) => sum + server.cpuMs(), 0);
  const results = await Promise.all(
    servers.map((server, n) =>
      runLoad({
        url: server.url,
        connections: share,
        seconds,
        requestsFor: (index) => connectionRequests(scenario, ctx, n * share + index),
      }),
    ),
  );
  const cpuMs = servers.reduce((sum, server) => sum + server.cpuMs(), 0) - cpuBefore;
  return concurrentLoads(results, cpuMs);
}

async function measureSetup(
  label: string,
  servers: ServerHandle[],
  ctx: ScenarioContext,
  options: BenchOptions,
  rows: string[][],
  figures: Figure[],
): Promise<void> {
  // Warm every process before anything is measured.
  await loadOnAll(servers, dashboardScenario, ctx, options, options.warmupSeconds * 3);
  for (const scenario of MEASURED) {
    await loadOnAll(servers, scenario, ctx, options, options.warmupSeconds);
    await scenario.cleanUp?.(servers[0]?.url ?? "", ctx);
    const result = await loadOnAll(servers, scenario, ctx, options, options.seconds);
    await scenario.cleanUp?.(servers[0]?.url ?? "", ctx);
    process.stdout.write(`  ${label} ${scenario.name}: ${describeLoad(result)}\n`);
    rows.push([
      label,
      scenario.name,
      result.requestsPerSecond.toFixed(0),
      result.p50Ms.toFixed(1),
      result.p99Ms.toFixed(1),
      String(result.errors),
      result.cpuMsPerRequest.toFixed(2),
    ]);
    figures.push(
      figure(`${label} ${scenario.name} req/s`, result.requestsPerSecond, "req/s"),
      figure(`${label} ${scenario.name} p50`, result.p50Ms, "ms"),
      figure(`${label} ${scenario.name} p99`, result.p99Ms, "ms"),
      figure(`${label} ${scenario.name} errors`, result.errors, "count"),
    );
  }
}

async function startMany(
  count: number,
  dataDir: string,
  jwtSecret: string,
  issuerPort: number,
  env: Record<string, string>,
) {
  const servers: ServerHandle[] = [];
  for (let n = 0; n < count; n += 1) {
    // The first listens on the port the tokens name as issuer; every process has that PUBLIC_URL.
    const port = n === 0 ? issuerPort : await freePort();
    servers.push(
      await startEvenkeel({
        dataDir: path.join(dataDir, `process-${n}`),
        port,
        jwtSecret,
        env: { PUBLIC_URL: `http://127.0.0.1:${issuerPort}`, ANSWER_CACHE_MB: "0", ...env },
      }),
    );
  }
  return servers;
}

export async function benchPostgres(
  seeded: SeededDatabase,
  options: BenchOptions,
  jwtSecret: string,
  workDir: string,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const rows: string[][] = [];
  const database = await createDatabase("api");
  try {
    const copyStarted = performance.now();
    const copied = await copyToPostgres(seeded, database.url);
    const copySeconds = (performance.now() - copyStarted) / 1000;
    process.stdout.write(`  copied ${copied} rows into PostgreSQL in ${copySeconds.toFixed(1)} s\n`);
    figures.push(figure("postgres copy of the seed", copySeconds, "s"));

    const issuerPort = await freePort();
    const issuer = `http://127.0.0.1:${issuerPort}`;
    // SQLite, one process (it is one process by design), the same scenarios and the same seed.
    {
      const users = await mintAccessTokens(seeded.dataDir, seeded.userIds, { secret: jwtSecret, issuer });
      const ctx: ScenarioContext = {
        users,
        today: seeded.today,
        days: seeded.days,
        connections: options.connections,
      };
      const [server] = await startMany(1, workDir, jwtSecret, issuerPort, { DATA_DIR: seeded.dataDir });
      try {
        await measureSetup("sqlite 1 process", [server as ServerHandle], ctx, options, rows, figures);
      } finally {
        await server?.stop();
      }
    }
    const users = await mintAccessTokens({ dataDir: workDir, databaseUrl: database.url }, seeded.userIds, {
      secret: jwtSecret,
      issuer,
    });
    const ctx: ScenarioContext = {
      users,
      today: seeded.today,
      days: seeded.days,
      connections: options.connections,
    };
    for (const count of [1, 2]) {
      const servers = await startMany(count, workDir, jwtSecret, issuerPort, { DATABASE_URL: database.url });
      try {
        await measureSetup(
          `postgres ${count} process${count > 1 ? "es" : ""}`,
          servers,
          ctx,
          options,
          rows,
          figures,
        );
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    }
  } finally {
    await database.drop();
  }
  printTable(
    `PostgreSQL beside SQLite: ${seeded.users} users × ${seeded.days} days, ${options.connections} connections, ${options.seconds} s per scenario (answer cache off)`,
    ["setup", "scenario", "req/s", "p50 ms", "p99 ms", "errors", "CPU ms/req"],
    rows,
  );
  figures.push(...(await benchBackgroundSync(options, jwtSecret, workDir)));
  return figures;
}

/**
 * Many WHOOP users due for their six-hourly sync at once, on two processes sharing PostgreSQL:
 * the planner queues one job per connection and both processes work through them under the
 * app-wide request budget. Every user has synced before (a regular sync, not a backfill).
 */
async function benchBackgroundSync(
  options: BenchOptions,
  jwtSecret: string,
  workDir: string,
): Promise<Figure[]> {
  const users = options.syncUsers;
  const perMinute = options.syncBudgetPerMinute;
  const database = await createDatabase("sync");
  const minuteCounts = new Map<string, number>();
  const fake = await startFakeWhoop({
    days: 14,
    adoptUnknownTokens: true,
    onRequest: () => {
      const minute = new Date().toISOString().slice(0, 16);
      minuteCounts.set(minute, (minuteCounts.get(minute) ?? 0) + 1);
    },
  });
  fake.setRateLimit(null);
  fake.setDelay(0);
  const secretKey = randomBytes(32);
  const db = openDatabase({ dataDir: workDir, databaseUrl: database.url });
  try {
    await migrateToLatest(db);
    const vault = createTokenVault(secretKey);
    const now = new Date();
    const sevenHoursAgo = new Date(now.getTime() - 7 * 3_600_000).toISOString();
    for (let first = 0; first < users; first += COPY_BATCH) {
      const batch = Array.from({ length: Math.min(COPY_BATCH, users - first) }, (_, n) => first + n);
      await db
        .insertInto("users")
        .values(
          batch.map((n) => ({
            id: `sync-${n}`,
            email: `sync-${n}@example.test`,
            password_hash: "x",
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })),
        )
        .execute();
      await db
        .insertInto("wearable_connections")
        .values(
          batch.map((n) => {
            const id = randomUUID();
            const memberId = 40_000 + n;
            const hex = randomBytes(6).toString("hex");
            return {
              id,
              user_id: `sync-${n}`,
              provider: "whoop",
              provider_user_id: String(memberId),
              access_token_enc: vault.seal(
                `fake-at-${memberId}-${now.getTime() + 86_400_000}-${hex}`,
                id,
                "access_token",
              ),
              refresh_token_enc: vault.seal(`fake-rt-${memberId}-${hex}`, id, "refresh_token"),
              token_expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
              scope: "read:recovery read:cycles read:sleep read:workout read:profile offline",
              connected_at: sevenHoursAgo,
              last_synced_at: sevenHoursAgo,
            };
          }),
        )
        .execute();
    }
    const env = {
      ...fake.env(),
      DATABASE_URL: database.url,
      SECRET_KEY: secretKey.toString("base64"),
      WHOOP_REQUESTS_PER_MINUTE: String(perMinute),
      WHOOP_REQUESTS_PER_DAY: "10000000",
    };
    const issuerPort = await freePort();
    const servers = await startMany(2, workDir, jwtSecret, issuerPort, env);
    try {
      fake.resetCounts();
      minuteCounts.clear();
      const started = performance.now();
      // The planner's recurring row may not be committed yet when a process says it listens.
      await planSyncsNow(db);
      const deadline = Date.now() + 60 * 60_000;
      for (;;) {
        const { n } = await db
          .selectFrom("wearable_connections")
          .select(db.fn.countAll<number>().as("n"))
          .where("last_synced_at", "<=", sevenHoursAgo)
          .executeTakeFirstOrThrow();
        const left = Number(n);
        if (left === 0) break;
        if (Date.now() > deadline) throw new Error(`${left} connections still unsynced after an hour`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const seconds = (performance.now() - started) / 1000;
      const failed = await db.selectFrom("jobs").select("id").where("status", "=", "failed").execute();
      const requests = fake.count("total");
      const peakMinute = Math.max(0, ...minuteCounts.values());
      process.stdout.write(
        `  background sync: ${users} users on 2 processes in ${seconds.toFixed(1)} s = ${(users / seconds).toFixed(1)} jobs/s; ${requests} requests to the fake, at most ${peakMinute} in one UTC minute (budget ${perMinute}/minute); ${failed.length} failed jobs\n`,
      );
      printTable(
        "Background sync as jobs (2 processes, PostgreSQL, fake WHOOP)",
        ["users", "seconds", "jobs/s", "requests", "peak requests/minute", "budget/minute", "failed jobs"],
        [
          [
            String(users),
            seconds.toFixed(1),
            (users / seconds).toFixed(1),
            String(requests),
            String(peakMinute),
            String(perMinute),
            String(failed.length),
          ],
        ],
      );
      return [
        figure(`background sync ${users} users seconds`, seconds, "s"),
        figure(`background sync ${users} users jobs/s`, users / seconds, "jobs/s"),
        figure(`background sync peak requests per minute (budget ${perMinute})`, peakMinute, "count"),
        figure(`background sync failed jobs`, failed.length, "count"),
      ];
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await db.destroy();
    await fake.close();
    await database.drop();
  }
}
