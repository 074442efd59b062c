// Growth: does the dashboard slow down as the database fills? The same dashboard load (short
// runs) against databases of 10, 100 and 1,000 users × 365 days, and of 30, 365 and 1,095
// days × 100 users. Databases of the same size are seeded once and shared between the series.
import path from "node:path";
import { describeLoad, runLoad } from "./load.ts";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure, printTable } from "./report.ts";
import { connectionRequests, dashboardScenario } from "./scenarios.ts";
import { type SeededDatabase, seedDatabase } from "./seed.ts";
import { freePort, startEvenkeel } from "./server-process.ts";
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
  const figures: Figure[] = [];
  const rows: string[][] = [];
  const measured = new Map<string, { p50: number; p99: number; rps: number; cpu: number }>();
  for (const point of [...byUsers, ...byDays]) {
    const key = `${point.users}x${point.days}`;
    let result = measured.get(key);
    if (!result) {
      const db = await databaseFor(point, inputs);
      result = await measureDashboard(db, options, inputs.jwtSecret);
      measured.set(key, result);
    }
    const series = byUsers.includes(point) ? `with ${point.users} users` : `with ${point.days} days`;
    figures.push(
      figure(`dashboard p50 ${series}`, result.p50, "ms"),
      figure(`dashboard p99 ${series}`, result.p99, "ms"),
      figure(`dashboard req/s ${series}`, result.rps, "req/s"),
      figure(`dashboard server CPU per request ${series}`, result.cpu, "ms"),
    );
    rows.push([
      `${point.users} users × ${point.days} days`,
      result.rps.toFixed(0),
      result.p50.toFixed(1),
      result.p99.toFixed(1),
      result.cpu.toFixed(2),
    ]);
  }
  printTable(
    `Growth: dashboard, ${options.connections} connections, ${options.growthSeconds} s per point`,
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

async function measureDashboard(db: SeededDatabase, options: BenchOptions, jwtSecret: string) {
  const port = await freePort();
  const users = await mintAccessTokens(db.dataDir, db.userIds, {
    secret: jwtSecret,
    issuer: `http://127.0.0.1:${port}`,
  });
  // The answer cache off, as in the API phase: growth is about computing the dashboard, and a
  // cached answer costs the same for any amount of data (docs/decisions/030).
  const server = await startEvenkeel({
    bundle: options.serverBundle,
    dataDir: db.dataDir,
    port,
    jwtSecret,
    env: { ANSWER_CACHE_MB: "0" },
  });
  try {
    const ctx = { users, today: db.today, days: db.days, connections: options.connections };
    const spec = {
      url: server.url,
      connections: options.connections,
      requestsFor: (index: number) => connectionRequests(dashboardScenario, ctx, index),
      serverCpuMs: server.cpuMs,
    };
    // A fresh process runs cold (modules, JIT): warm it up before measuring.
    await runLoad({ ...spec, seconds: options.warmupSeconds * 2 });
    const result = await runLoad({ ...spec, seconds: options.growthSeconds });
    process.stdout.write(`  dashboard, ${db.users} users × ${db.days} days: ${describeLoad(result)}\n`);
    if (result.errors > 0)
      throw new Error(`dashboard errors on ${db.users} × ${db.days}: ${describeLoad(result)}`);
    return {
      p50: result.p50Ms,
      p99: result.p99Ms,
      rps: result.requestsPerSecond,
      cpu: result.cpuMsPerRequest,
    };
  } finally {
    await server.stop();
  }
}
