// Crash consistency (docs/security.md #18): a writer process doing sync-like multi-day upserts and
// mood inserts through the store is killed with SIGKILL at a random moment, again and again on
// the same database file. After every kill the file reopens with integrity_check ok, the days
// of the last batch all belong to one batch (none half-written), every mood is whole, and
// nothing the writer reported as committed is missing. The writer runs pre-bundled (see
// bundled-child.ts) and two database files are worked on side by side, half the kills each:
// starting fifty processes is most of the time this takes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DATABASE_FILE_NAME, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { bundleChildScript } from "./support/bundled-child.ts";
import { batchDays, batchOf, moodOf } from "./support/crash-batches.ts";
import { makeTempDir } from "./support/temp-dir.ts";

const KILLS = Number(process.env.CRASH_KILLS ?? 50);
const DAYS_PER_BATCH = 60;
const USER_ID = "crash-test-user";

const LANES = 2;
let dataDirs: string[] = [];
let writerScript: string;
beforeAll(async () => {
  writerScript = await bundleChildScript(path.join(import.meta.dirname, "support", "crash-writer-child.ts"));
  dataDirs = await Promise.all(Array.from({ length: LANES }, () => preparedDataDir()));
});
afterAll(() => fs.rmSync(writerScript, { force: true }));

async function preparedDataDir(): Promise<string> {
  const dataDir = path.join(makeTempDir("evenkeel-crash"), "data");
  const db = openDatabase(dataDir);
  await migrateToLatest(db);
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({ id: USER_ID, email: "crash@example.com", password_hash: "x", created_at: now, updated_at: now })
    .execute();
  await db.destroy();
  return dataDir;
}

/**
 * Starts the writer and kills it `delayMs` after its first commit (or, when `early`, after it
 * opened the database); answers the last batch it reported committed, and how many it reported.
 */
async function runAndKill(
  dataDir: string,
  delayMs: number,
  early: boolean,
): Promise<{ lastBatch: number; commits: number }> {
  const child = spawn(process.execPath, [writerScript], {
    env: { ...process.env, DATA_DIR: dataDir, CRASH_USER_ID: USER_ID, CRASH_DAYS: String(DAYS_PER_BATCH) },
    // stdin stays open while this process lives: the writer exits when it closes.
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal)),
  );
  const ready = new Promise<void>((resolve) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      if (output.includes(early ? "writing\n" : "committed ")) resolve();
    });
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    errors += chunk;
  });
  await Promise.race([ready, exited]);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  child.kill("SIGKILL");
  expect({ signal: await exited, errors }).toEqual({ signal: "SIGKILL", errors: "" });
  const committed = [...output.matchAll(/committed (\d+)\n/g)].map((match) => Number(match[1]));
  return { lastBatch: committed.at(-1) ?? 0, commits: committed.length };
}

/** Reopens the file and answers what is wrong with it, plus the batch and mood count it holds. */
function inspect(dataDir: string): { problems: string[]; batch: number; moods: number } {
  const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  try {
    const problems: string[] = [];
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") problems.push(`integrity_check: ${String(integrity)}`);
    const orphans = sqlite.pragma("foreign_key_check") as unknown[];
    if (orphans.length > 0) problems.push("foreign_key_check found orphans");

    const metrics = sqlite
      .prepare("select * from health_metrics where user_id = ? order by date")
      .all(USER_ID) as Array<Record<string, unknown>>;
    const batches = new Set(metrics.map((row) => batchOf(row as Parameters<typeof batchOf>[0])));
    const batch = metrics.length === 0 ? 0 : batchOf(metrics[0] as Parameters<typeof batchOf>[0]);
    if (batches.size > 1) problems.push(`days from several batches: ${[...batches].join(", ")}`);
    if (metrics.length !== 0 && metrics.length !== DAYS_PER_BATCH) problems.push(`${metrics.length} days`);
    batchDays(batch, DAYS_PER_BATCH).forEach((expected, index) => {
      const row = metrics[index];
      if (!row) return;
      const {
        id,
        user_id,
        source,
        hrv_measure,
        stress_high_minutes,
        recovery_high_minutes,
        stress_day_summary,
        created_at,
        updated_at,
        ...values
      } = row;
      if (JSON.stringify(values) !== JSON.stringify(expected)) problems.push(`torn day ${String(row.date)}`);
    });

    const moods = sqlite
      .prepare("select date, rating, notes from moods where user_id = ? order by date")
      .all(USER_ID);
    moods.forEach((mood, index) => {
      if (JSON.stringify(mood) !== JSON.stringify(moodOf(index)))
        problems.push(`torn or missing mood ${index}`);
    });
    return { problems, batch, moods: moods.length };
  } finally {
    sqlite.close();
  }
}

async function killRepeatedly(dataDir: string, kills: number): Promise<number> {
  let lastBatch = 0;
  let commits = 0;
  for (let kill = 0; kill < kills; kill += 1) {
    // Mostly in the middle of writing; one kill in five just after start-up and recovery.
    const early = Math.random() < 0.2;
    const run = await runAndKill(dataDir, Math.floor(Math.random() * (early ? 20 : 50)), early);
    lastBatch = Math.max(lastBatch, run.lastBatch);
    commits += run.commits;
    const { problems, batch, moods } = inspect(dataDir);
    expect({ kill, problems }).toEqual({ kill, problems: [] });
    // Reported as committed means durable: that batch, and a mood for every report, are there.
    expect(batch).toBeGreaterThanOrEqual(lastBatch);
    expect(moods).toBeGreaterThanOrEqual(commits);
  }
  return commits;
}

it(`A writer killed with SIGKILL ${KILLS} times leaves whole batches and moods only`, async () => {
  const perLane = Math.ceil(KILLS / LANES);
  const committed = await Promise.all(dataDirs.map((dataDir) => killRepeatedly(dataDir, perLane)));
  // The kills landed while work was being done, not before the writer ever wrote.
  for (const count of committed) expect(count).toBeGreaterThan(perLane / 2);
}, 120_000);
