// Growth: does the dashboard slow down as the database fills? The same dashboard load against
// databases of 10, 100 and 1,000 users × 365 days, and of 30, 365 and 1,095 days × 100 users,
// one server each, measured in turns. Databases of the same size are seeded once and shared
// between the series.
import path from "node:path";
import {
  describeLoad,
  LEAD_IN_SECONDS,
  type LoadResult,
  type LoadSpec,
  loadsInTurns,
  runLoad,
  turnsOf,
} from "./load.ts";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure, printTable } from "./report.ts";
import { connectionRequests, dashboardScenario } from "./scenarios.ts";
import { type SeededDatabase, seedDatabase } from "./seed.ts";
import { freePort, type ServerHandle, startEvenkeel } from "./server-process.ts";
import { mintAccessTokens } from "./tokens.ts";

export interface GrowthInputs {
  workDir: string;
  today: string;
  passwordHash: string;
  jwtSecret: string;
  /** Databases already seeded (the main one), reused when a point has their size. */
  seeded: SeededDatabase[];
}

interface Point {
  users: number;
  days: number;
}

export async function benchGrowth(inputs: GrowthInputs, options: BenchOptions): Promise<Figure[]> {
  const byUsers: Point[] = options.growthUsers.map((users) => ({ users, days: options.days }));
  const byDays: Point[] = options.growthDays.map((days) => ({ users: options.growthDaysUsers, days }));
  const keyOf = (point: Point) => `${point.users}x${point.days}`;
  const distinct = [...new Map([...byUsers, ...byDays].map((point) => [keyOf(point), point])).values()];
  const databases: SeededDatabase[] = [];
  for (const point of distinct) databases.push(await databaseFor(point, inputs));
  const measured = new Map<string, LoadResult>();
  const results = await measureDashboards(databases, options, inputs.jwtSecret);
  for (const [index, point] of distinct.entries()) measured.set(keyOf(point), results[index] as LoadResult);
  const figures: Figure[] = [];
  const rows: string[][] = [];
  for (const point of [...byUsers, ...byDays]) {
    const result = measured.get(keyOf(point)) as LoadResult;
    const series = byUsers.includes(point) ? `with ${point.users} users` : `with ${point.days} days`;
    figures.push(
      figure(`dashboard p50 ${series}`, result.p50Ms, "ms"),
      figure(`dashboard p99 ${series}`, result.p99Ms, "ms"),
      figure(`dashboard req/s ${series}`, result.requestsPerSecond, "req/s"),
      figure(`dashboard server CPU per request ${series}`, result.cpuMsPerRequest, "ms"),
    );
    rows.push([
      `${point.users} users × ${point.days} days`,
      result.requestsPerSecond.toFixed(0),
      result.p50Ms.toFixed(1),
      result.p99Ms.toFixed(1),
      result.cpuMsPerRequest.toFixed(2),
    ]);
  }
  printTable(
    `Growth: dashboard, ${options.connections} connections, ${options.growthSeconds} s per point in turns`,
    ["database", "req/s", "p50 ms", "p99 ms", "CPU ms/req"],
    rows,
  );
  return figures;
}

async function databaseFor(point: Point, inputs: GrowthInputs): Promise<SeededDatabase> {
  const existing = inputs.seeded.find((db) => db.users === point.users && db.days === point.days);
  if (existing) return existing;
  const db = await seedDatabase({
    dataDir: path.join(inputs.workDir, `growth-${point.users}x${point.days}`),
    users: point.users,
    days: point.days,
    today: inputs.today,
    passwordHash: inputs.passwordHash,
  });
  process.stdout.write(
    `  seeded ${point.users} users × ${point.days} days: ${db.rows} rows in ${db.seconds.toFixed(1)} s\n`,
  );
  inputs.seeded.push(db);
  return db;
}

/**
 * The dashboard on one server per database, all running at once, measured in turns
 * (docs/decisions/040-reads-through-the-stock-stack.md): the points are compared on the same drifting machine.
 */
async function measureDashboards(
  databases: readonly SeededDatabase[],
  options: BenchOptions,
  jwtSecret: string,
): Promise<LoadResult[]> {
  const servers: ServerHandle[] = [];
  try {
    const specs: LoadSpec[] = [];
    for (const db of databases) {
      const port = await freePort();
      const users = await mintAccessTokens(db.dataDir, db.userIds, {
        secret: jwtSecret,
        issuer: `http://127.0.0.1:${port}`,
      });
      // The answer cache off, as in the API phase: growth is about computing the dashboard, and
      // a cached answer costs the same for any amount of data (docs/decisions/030).
      const server = await startEvenkeel({
        dataDir: db.dataDir,
        port,
        jwtSecret,
        env: { ANSWER_CACHE_MB: "0" },
      });
      servers.push(server);
      const ctx = { users, today: db.today, days: db.days, connections: options.connections };
      specs.push({
        url: server.url,
        connections: options.connections,
        requestsFor: (index: number) => connectionRequests(dashboardScenario, ctx, index),
        serverCpuMs: server.cpuMs,
        seconds: options.warmupSeconds * 2,
      });
    }
    // A fresh process runs cold (modules, JIT): warm each up before measuring.
    for (const spec of specs) await runLoad(spec);
    const turns = turnsOf(options.growthSeconds);
    const results = await loadsInTurns(
      specs.map((spec) => ({
        ...spec,
        seconds: options.growthSeconds / turns,
        leadInSeconds: LEAD_IN_SECONDS,
      })),
      turns,
    );
    for (const [index, result] of results.entries()) {
      const db = databases[index] as SeededDatabase;
      process.stdout.write(
        `  dashboard, ${db.users} users × ${db.days} days: ${describeLoad(result)}, ${turns} turns\n`,
      );
      if (result.errors > 0)
        throw new Error(`dashboard errors on ${db.users} × ${db.days}: ${describeLoad(result)}`);
    }
    return results;
  } finally {
    for (const server of servers) await server.stop();
  }
}
