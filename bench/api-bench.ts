// API throughput and latency: the production server and the floor server side by side on the
// seeded database. Each read scenario warms both, then measures them in turns: slices of about
// two seconds (after half a second not counted), floor and Evenkeel one after the other,
// summed per server (docs/decisions/040-reads-through-the-stock-stack.md). This machine's speed drifts by a third within
// minutes; measured in turns, both see the same machine, so their ratio says something about
// the code. The dashboard at a constant offered rate is measured in turns in the same way. The
// writes follow, and a mood write's CPU apart from its undo (mood-write.ts). The server's peak
// resident memory over the whole phase is read from /proc.

import { runAtRate } from "./constant-rate.ts";
import { describeLoad, LEAD_IN_SECONDS, type LoadResult, loadsInTurns, runLoad, turnsOf } from "./load.ts";
import { benchMoodWrite } from "./mood-write.ts";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure, printTable } from "./report.ts";
import {
  connectionRequests,
  moodScenario,
  SCENARIOS,
  type Scenario,
  type ScenarioContext,
} from "./scenarios.ts";
import { BENCH_PASSWORD, type SeededDatabase } from "./seed.ts";
import { freePort, type ServerHandle, startEvenkeel, startFloor } from "./server-process.ts";
import { mintAccessTokens } from "./tokens.ts";

export async function benchApi(
  db: SeededDatabase,
  options: BenchOptions,
  jwtSecret: string,
  cpuProfDir?: string,
): Promise<Figure[]> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const users = await mintAccessTokens(db.dataDir, db.userIds, { secret: jwtSecret, issuer });
  const ctx: ScenarioContext = { users, today: db.today, days: db.days, connections: options.connections };
  // Scenarios without `cache` run with the answer cache off: every request computes its answer.
  const start = (cacheOn: boolean) =>
    startEvenkeel({
      dataDir: db.dataDir,
      port,
      jwtSecret,
      cpuProfDir,
      ...(!cacheOn && { env: { ANSWER_CACHE_MB: "0" } }),
    });
  let server = await start(false);
  let cacheOn = false;
  let peakRssMb = 0;
  const floor = await startFloor({ dataDir: db.dataDir, port: await freePort(), cpuProfDir });
  const rows: string[][] = [];
  const figures: Figure[] = [];
  try {
    await checkRealSignIn(server.url);
    // A fresh process runs cold (modules, JIT): one longer warm-up before any scenario is measured.
    for (const target of [floor, server]) {
      await runLoad({
        url: target.url,
        connections: options.connections,
        seconds: options.warmupSeconds * 3,
        requestsFor: (index) => connectionRequests(SCENARIOS[0] as Scenario, ctx, index),
      });
    }
    const chosen = SCENARIOS.filter(
      (s) => options.scenarios.length === 0 || options.scenarios.includes(s.name),
    );
    if (chosen.length === 0) throw new Error(`no scenario is named ${options.scenarios.join(", ")}`);
    // The cache scenarios last, on a server with its cache on (on the same port: the tokens
    // name it as their issuer).
    chosen.sort((a, b) => Number(a.cache !== undefined) - Number(b.cache !== undefined));
    for (const scenario of chosen) {
      if (scenario.cache !== undefined && !cacheOn) {
        peakRssMb = Math.max(peakRssMb, server.peakRssMb());
        await server.stop();
        server = await start(true);
        cacheOn = true;
        await runLoad({
          url: server.url,
          connections: options.connections,
          seconds: options.warmupSeconds * 3,
          requestsFor: (index) => connectionRequests(SCENARIOS[0] as Scenario, ctx, index),
        });
      }
      await scenario.setUp?.(server.url, ctx);
      if (scenario.floor) await compareAnswers(server, floor, scenario, ctx);
      const [result, floorResult] = scenario.floor
        ? await measureInTurns(db.dataDir, [server, floor], scenario, ctx, options)
        : [await measure(db.dataDir, server, scenario, ctx, options, "evenkeel"), undefined];
      figures.push(...scenarioFigures(scenario, result, floorResult));
      rows.push(tableRow(scenario, result, floorResult));
      if (scenario === moodScenario) figures.push(...(await benchMoodWrite(server, ctx, options.seconds)));
    }
    figures.push(figure("server peak RSS", Math.max(peakRssMb, server.peakRssMb()), "MB"));
    figures.push(figure("floor server peak RSS", floor.peakRssMb(), "MB"));
  } finally {
    await server.stop();
    await floor.stop();
  }
  printTable(
    `API: ${db.users} users × ${db.days} days, ${options.connections} connections, ${options.seconds} s per scenario`,
    [
      "scenario",
      "req/s",
      "p50 ms",
      "p99 ms",
      "errors",
      "CPU ms/req",
      "floor req/s",
      "floor p50",
      "floor p99",
      "floor CPU",
      "of floor",
    ],
    rows,
  );
  return figures;
}

async function measure(
  dataDir: string,
  target: ServerHandle,
  scenario: Scenario,
  ctx: ScenarioContext,
  options: BenchOptions,
  label: string,
): Promise<LoadResult> {
  const spec = {
    url: target.url,
    connections: options.connections,
    requestsFor: (index: number) => connectionRequests(scenario, ctx, index),
    serverCpuMs: target.cpuMs,
  };
  const undo = scenario.prepare?.(dataDir, ctx);
  await runLoad({ ...spec, seconds: options.warmupSeconds });
  await scenario.cleanUp?.(target.url, ctx);
  const result = await runLoad({ ...spec, seconds: options.seconds, leadInSeconds: LEAD_IN_SECONDS });
  await scenario.cleanUp?.(target.url, ctx);
  undo?.();
  reportErrors(scenario, target, result);
  process.stdout.write(
    `  ${scenario.name} (${label}): ${describeLoad(result)}, peak RSS ${target.peakRssMb().toFixed(0)} MB\n`,
  );
  return result;
}

/**
 * A read scenario on Evenkeel and its floor: both warmed, then measured in alternating turns
 * (floor first) for `options.seconds` each in all, at the scenario's constant rate if it has one.
 * Reads only: a scenario that changes data between requests (`prepare`, `cleanUp`) is measured
 * on its own.
 */
async function measureInTurns(
  dataDir: string,
  [server, floor]: [ServerHandle, ServerHandle],
  scenario: Scenario,
  ctx: ScenarioContext,
  options: BenchOptions,
): Promise<[LoadResult, LoadResult]> {
  if (scenario.prepare || scenario.cleanUp) {
    const floorResult = await measure(dataDir, floor, scenario, ctx, options, "floor");
    return [await measure(dataDir, server, scenario, ctx, options, "evenkeel"), floorResult];
  }
  // A constant rate: one request a second from each of `rate` connections, the users shared among them.
  const connections = scenario.rate ?? options.connections;
  const load = (target: ServerHandle, seconds: number, leadInSeconds = 0) => ({
    url: target.url,
    connections,
    seconds,
    leadInSeconds,
    requestsFor: (index: number) => connectionRequests(scenario, { ...ctx, connections }, index),
    serverCpuMs: target.cpuMs,
  });
  const run = scenario.rate ? runAtRate : runLoad;
  for (const target of [floor, server]) await run(load(target, options.warmupSeconds));
  const turns = turnsOf(options.seconds);
  const [floorResult, result] = (await loadsInTurns(
    [floor, server].map((target) => load(target, options.seconds / turns, LEAD_IN_SECONDS)),
    turns,
    run,
  )) as [LoadResult, LoadResult];
  for (const [label, target, measured] of [
    ["floor", floor, floorResult],
    ["evenkeel", server, result],
  ] as const) {
    reportErrors(scenario, target, measured);
    process.stdout.write(
      `  ${scenario.name} (${label}): ${describeLoad(measured)}, peak RSS ${target.peakRssMb().toFixed(0)} MB, ${turns} turns\n`,
    );
  }
  return [result, floorResult];
}

/** Says why a load had errors: the server logs each failed request (its last lines are kept). */
function reportErrors(scenario: Scenario, target: ServerHandle, result: LoadResult): void {
  if (result.errors === 0) return;
  const lines = target.recentOutput().trim().split("\n").slice(-3);
  process.stdout.write(
    `  ${scenario.name}: ${result.errors} errors; the server's last log lines:\n    ${lines.join("\n    ")}\n`,
  );
}

function scenarioFigures(scenario: Scenario, result: LoadResult, floor: LoadResult | undefined): Figure[] {
  const name = scenario.name;
  const figures = [
    figure(`${name} req/s`, result.requestsPerSecond, "req/s"),
    figure(`${name} p50`, result.p50Ms, "ms"),
    figure(`${name} p99`, result.p99Ms, "ms"),
    figure(`${name} errors`, result.errors, "count"),
    figure(`${name} server CPU per request`, result.cpuMsPerRequest, "ms"),
  ];
  if (floor) {
    figures.push(
      figure(`${name} floor req/s`, floor.requestsPerSecond, "req/s"),
      figure(`${name} floor p50`, floor.p50Ms, "ms"),
      figure(`${name} floor p99`, floor.p99Ms, "ms"),
      figure(`${name} floor CPU per request`, floor.cpuMsPerRequest, "ms"),
    );
    // At a constant rate both answer what is offered: their ratio says nothing.
    if (!scenario.rate) {
      figures.push(
        figure(`${name} / floor`, (result.requestsPerSecond / floor.requestsPerSecond) * 100, "%"),
      );
    }
  }
  return figures;
}

function tableRow(scenario: Scenario, result: LoadResult, floor: LoadResult | undefined): string[] {
  const ms = (value: number) => value.toFixed(1);
  return [
    scenario.name,
    result.requestsPerSecond.toFixed(0),
    ms(result.p50Ms),
    ms(result.p99Ms),
    String(result.errors),
    result.cpuMsPerRequest.toFixed(2),
    floor ? floor.requestsPerSecond.toFixed(0) : "-",
    floor ? ms(floor.p50Ms) : "-",
    floor ? ms(floor.p99Ms) : "-",
    floor ? floor.cpuMsPerRequest.toFixed(2) : "-",
    floor && !scenario.rate
      ? `${((result.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(0)}%`
      : "-",
  ];
}

/** Both servers answer the scenario's first request with 200 and JSON of about the same size. */
async function compareAnswers(
  server: ServerHandle,
  floor: ServerHandle,
  scenario: Scenario,
  ctx: ScenarioContext,
) {
  const [request] = connectionRequests(scenario, ctx, 0);
  if (!request) return;
  const sizes: number[] = [];
  // The full answer, even in the revalidation scenario.
  const { "if-none-match": _tag, ...headers } = request.headers ?? {};
  for (const target of [server, floor]) {
    const answer = await fetch(`${target.url}${request.path}`, { headers });
    const text = await answer.text();
    if (answer.status !== 200)
      throw new Error(`${scenario.name} answered ${answer.status}: ${text.slice(0, 300)}`);
    sizes.push(text.length);
  }
  process.stdout.write(`  ${scenario.name}: answer ${sizes[0]} bytes (floor ${sizes[1]} bytes)\n`);
}

/** One real sign-in through the API: the shared precomputed hash verifies like any other. */
async function checkRealSignIn(url: string): Promise<void> {
  const answer = await fetch(`${url}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench-0@example.test", password: BENCH_PASSWORD }),
  });
  if (answer.status !== 200)
    throw new Error(`sign-in check answered ${answer.status}: ${await answer.text()}`);
  process.stdout.write("  sign-in check: bench-0@example.test signed in through POST /api/auth/signin\n");
}
