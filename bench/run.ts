// `npm run bench`: how fast Evenkeel is at scale on this machine. Builds the web app (as
// `npm start` does), seeds databases in a temporary folder, runs the phases (API against its
// floor, growth, WHOOP backfill, a large Apple Health import, score, web), prints the tables
// and the targets, and writes bench/results/latest.json. `-- --quick` is a short smoke run.
// Figures only: nothing here passes or fails a test.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchApi } from "./api-bench.ts";
import { benchGrowth } from "./growth-bench.ts";
import { benchImport } from "./import-bench.ts";
import { type BenchOptions, parseOptions } from "./options.ts";
import { benchPostgres } from "./postgres-bench.ts";
import {
  checkTargets,
  describeMachine,
  type Figure,
  figure,
  printFigures,
  printTargets,
  RESULTS_FILE,
  writeResults,
} from "./report.ts";
import { benchScore } from "./score-micro.ts";
import { type SeededDatabase, seedDatabase, sharedPasswordHash } from "./seed.ts";
import { BENCH_LOG_LEVEL, REPO_ROOT, serveCommand } from "./server-process.ts";
import { benchWeb } from "./web.ts";
import { benchWhoopBackfill } from "./whoop-backfill.ts";

async function main(options: BenchOptions): Promise<void> {
  const started = new Date();
  process.stdout.write(`Evenkeel benchmark ${options.quick ? "(quick) " : ""}— ${started.toISOString()}\n`);
  process.stdout.write(`Machine: ${describeMachine()}\n`);
  const { args } = serveCommand();
  const command = `node ${args.join(" ")} in apps/server (its serve script, as npm start runs it)`;
  process.stdout.write(`Server: NODE_ENV=production LOG_LEVEL=${BENCH_LOG_LEVEL}, ${command}\n`);
  if (options.build) buildApps();
  else if (!fs.existsSync(path.join(REPO_ROOT, "apps/server/dist/server.mjs"))) {
    throw new Error("--no-build, but apps/server/dist has no build: run `npm run build` first");
  }

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "evenkeel-bench-"));
  const jwtSecret = randomBytes(32).toString("base64url");
  const cpuProfDir = options.cpuProf ? path.join(REPO_ROOT, "bench/results/profiles") : undefined;
  const today = new Date().toISOString().slice(0, 10);
  const figures: Figure[] = [];
  try {
    const phases = new Set(options.phases);
    const seeded: SeededDatabase[] = [];
    const passwordHash = await sharedPasswordHash();
    if (phases.has("api") || phases.has("growth") || phases.has("web") || options.postgres) {
      process.stdout.write(`\nSeeding ${options.users} users × ${options.days} days…\n`);
      const main = await seedDatabase({
        dataDir: path.join(workDir, "main"),
        users: options.users,
        days: options.days,
        today,
        passwordHash,
      });
      seeded.push(main);
      process.stdout.write(`  ${main.rows} rows in ${main.seconds.toFixed(1)} s\n`);
      figures.push(
        figure(`seed ${main.users} users × ${main.days} days`, main.seconds, "s"),
        figure(`seed ${main.users} users × ${main.days} days rows`, main.rows, "rows"),
      );
    }
    const [main] = seeded;
    if (main && phases.has("api")) {
      process.stdout.write("\nAPI phase\n");
      figures.push(...(await benchApi(main, options, jwtSecret, cpuProfDir)));
    }
    if (main && phases.has("growth")) {
      process.stdout.write("\nGrowth phase\n");
      figures.push(...(await benchGrowth({ workDir, today, passwordHash, jwtSecret, seeded }, options)));
    }
    if (main && options.postgres) {
      process.stdout.write("\nPostgreSQL phase\n");
      figures.push(...(await benchPostgres(main, options, jwtSecret, workDir)));
    }
    if (phases.has("whoop")) {
      process.stdout.write("\nWHOOP backfill phase\n");
      figures.push(...(await benchWhoopBackfill(workDir, options, jwtSecret)));
    }
    if (phases.has("import")) {
      process.stdout.write("\nImport phase (Apple Health export.xml)\n");
      figures.push(...(await benchImport(workDir, options, jwtSecret)));
    }
    if (phases.has("score")) {
      process.stdout.write("\nScore phase\n");
      figures.push(...benchScore(options));
    }
    if (main && phases.has("web")) {
      process.stdout.write("\nWeb phase\n");
      figures.push(...(await benchWeb(main, options, jwtSecret)));
    }
  } finally {
    if (options.keep) process.stdout.write(`\nDatabases kept in ${workDir}\n`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }

  printFigures("All figures", figures);
  printTargets(checkTargets(figures));
  // The seeded users live in UTC with scores up to `today`: after midnight the server's today
  // has no stored score, and every dashboard computes one (the "score not stored" scenario).
  const dayChanged = new Date().toISOString().slice(0, 10) !== today;
  if (dayChanged) {
    process.stdout.write(
      `\nThe UTC day changed during the run (seeded for ${today}): figures taken after midnight are not comparable; run again.\n`,
    );
  }
  if (options.write && !dayChanged) {
    writeResults(figures);
    process.stdout.write(`\nWrote ${path.relative(REPO_ROOT, RESULTS_FILE)} (${figures.length} figures)\n`);
  } else if (!dayChanged) {
    process.stdout.write(
      "\nA --quick or partial run: bench/results/latest.json left as it was (add --write)\n",
    );
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  process.stdout.write(
    `Finished in ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s; load average ${load}\n`,
  );
}

/** The production builds of the web app and the server, exactly as `npm start` makes them. */
function buildApps(): void {
  process.stdout.write(
    "\nBuilding the web app and the server (turbo run build --filter=@evenkeel/web --filter=@evenkeel/server)…\n",
  );
  const build = spawnSync(
    "npx",
    [
      "turbo",
      "run",
      "build",
      "--filter=@evenkeel/web",
      "--filter=@evenkeel/server",
      "--output-logs=errors-only",
    ],
    {
      cwd: REPO_ROOT,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
}

main(parseOptions(process.argv.slice(2))).catch((error: unknown) => {
  process.stderr.write(
    `\nBenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
