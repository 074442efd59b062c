// Rescoring stored history after a score upgrade: the background job rescoring
// scores of an older algorithm_version shows its progress, and when the server is stopped
// mid-job (closed, or killed with SIGKILL) and started again on the same data it resumes at
// the first day not yet done, rather than starting over, until every day carries the
// current version.
import { spawn } from "node:child_process";
import path from "node:path";
import { ekScoringRule } from "@evenkeel/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { StartOptions } from "../src/server.ts";
import { metricsBetween } from "../src/store/metrics.repository.ts";
import { upsertScores } from "../src/store/scores.repository.ts";
import { api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { SERVER_PACKAGE_DIR } from "./support/server-process.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const DAYS = 120;
const OLD_VERSION = "ek-0";
const CURRENT = ekScoringRule.version;
const today = utcToday();
const first = daysBefore(today, DAYS - 1);
/** Small batches with a pause, so the job is still running when the test stops the server. */
const slowJob: StartOptions = { rescoring: { batchDays: 5, pauseMs: 60, firstTickMs: 50, tickMs: 100 } };

let running: TestServer | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** A user whose 120 days are stored as scored by an older version, as after an upgrade. */
async function seedOldHistory(server: TestServer, user: TestUser): Promise<void> {
  await seedMetricDays(server.db, user.id, today, DAYS);
  const records = await metricsBetween(server.db, user.id, first, today);
  const old = ekScoringRule
    .scoreDays({ from: first, to: today, records, moods: [] })
    .map((score) => ({ ...score, algorithm_version: OLD_VERSION }));
  expect(old).toHaveLength(DAYS);
  await upsertScores(server.db, user.id, old, "2026-01-01T00:00:00.000Z");
}

function progressRow(server: TestServer, userId: string) {
  return server.db.selectFrom("score_rescoring").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

function versions(server: TestServer, userId: string) {
  return server.db
    .selectFrom("burnout_scores")
    .select(["date", "algorithm_version", "calculated_at"])
    .where("user_id", "=", userId)
    .orderBy("date")
    .execute();
}

describe("rescoring stored history after a score upgrade", () => {
  it("shows its progress, survives a restart mid-job and resumes where it stopped", async () => {
    running = await startTestServer({}, slowJob);
    const dataDir = running.dataDir;
    const user = await signUpUser(running);
    await seedOldHistory(running, user);

    // The job picks the user up and gets part of the way.
    const midway = await until(
      () => progressRow(running as TestServer, user.id),
      (row) => row !== undefined && row.done_days >= 10 && row.next_date !== null,
      "the job to be under way",
    );
    expect(midway).toMatchObject({
      algorithm_version: CURRENT,
      from_date: first,
      to_date: today,
      total_days: DAYS,
    });
    const status = await api(running, user.accessToken).get<{ state: string; percent: number }>(
      "/health/burnout/rescoring",
    );
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ state: "running", algorithm_version: CURRENT, total_days: DAYS });
    expect(status.body.percent).toBeGreaterThan(0);
    expect(status.body.percent).toBeLessThan(100);

    // Stop the server mid-job.
    await running.close();
    running = null;
    const stopped = await (async () => {
      const look = await startTestServer({ DATA_DIR: dataDir }, { rescoring: { firstTickMs: 3_600_000 } });
      try {
        return { row: await progressRow(look, user.id), scores: await versions(look, user.id) };
      } finally {
        await look.close();
      }
    })();
    const stoppedRow = stopped.row;
    if (!stoppedRow?.next_date) throw new Error("the job finished before the server was stopped");
    const doneBefore = stopped.scores.filter((s) => s.date < (stoppedRow.next_date as string));
    const leftBefore = stopped.scores.filter((s) => s.date >= (stoppedRow.next_date as string));
    expect(doneBefore.length).toBe(stoppedRow.done_days);
    expect(doneBefore.every((s) => s.algorithm_version === CURRENT)).toBe(true);
    expect(leftBefore.length).toBeGreaterThan(0);
    expect(leftBefore.every((s) => s.algorithm_version === OLD_VERSION)).toBe(true);

    // Start again on the same data: the job resumes and finishes.
    running = await startTestServer({ DATA_DIR: dataDir, JOB_LEASE_SECONDS: "2" }, slowJob);
    const finished = await until(
      () => progressRow(running as TestServer, user.id),
      (row) => row?.next_date === null,
      "the job to finish",
    );
    expect(finished).toMatchObject({ done_days: DAYS, total_days: DAYS, started_at: stoppedRow.started_at });
    const after = await versions(running, user.id);
    expect(after).toHaveLength(DAYS);
    expect(after.every((s) => s.algorithm_version === CURRENT)).toBe(true);
    // Days done before the stop were not rescored again.
    for (const day of doneBefore) {
      expect(after.find((s) => s.date === day.date)?.calculated_at).toBe(day.calculated_at);
    }
    const idle = await api(running, user.accessToken).get("/health/burnout/rescoring");
    expect(idle.body).toEqual({
      state: "idle",
      algorithm_version: CURRENT,
      done_days: DAYS,
      total_days: DAYS,
      percent: 100,
    });
  }, 60_000);

  it("resumes after the server process is killed with SIGKILL mid-job", async () => {
    // Seed through a server that does not rescore yet, then stop it.
    const seeding = await startTestServer({}, { rescoring: { firstTickMs: 3_600_000 } });
    const dataDir = seeding.dataDir;
    const user = await signUpUser(seeding);
    await seedOldHistory(seeding, user);
    await seeding.close();

    const childScript = path.join("test", "support", "rescoring-server-child.ts");
    const child = spawn(process.execPath, ["--import", "tsx", childScript], {
      cwd: SERVER_PACKAGE_DIR,
      // A dead process's claim on the rescoring pass lapses after the job lease: 2 s, not 2 minutes.
      env: { ...process.env, DATA_DIR: dataDir, JOB_LEASE_SECONDS: "2" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => resolve(signal)),
    );
    running = await startTestServer({ DATA_DIR: dataDir }, { rescoring: { firstTickMs: 3_600_000 } });
    const observer = running;
    const midway = await until(
      () => progressRow(observer, user.id),
      (row) => row !== undefined && row.done_days >= 10 && row.next_date !== null,
      `the child's job to be under way (child stderr: ${stderr})`,
      // A child process under tsx starts slowly on a busy machine (its modules are not bundled:
      // the server's native modules keep esbuild from bundling it as crash tests do).
      45_000,
    );
    if (!midway) throw new Error("no progress row");
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    const killedAt = await progressRow(observer, user.id);
    expect(killedAt?.next_date).not.toBeNull();
    expect(killedAt?.started_at).toBe(midway.started_at);
    const doneBefore = (await versions(observer, user.id)).filter(
      (s) => s.date < (killedAt?.next_date as string),
    );
    expect(doneBefore.every((s) => s.algorithm_version === CURRENT)).toBe(true);
    await observer.close();

    running = await startTestServer({ DATA_DIR: dataDir, JOB_LEASE_SECONDS: "2" }, slowJob);
    const finished = await until(
      () => progressRow(running as TestServer, user.id),
      (row) => row?.next_date === null,
      "the job to finish after the crash",
      // About 22 small batches with a pause each: on a busy machine (CI at load 17) over 20 s.
      45_000,
    );
    expect(finished).toMatchObject({ done_days: DAYS, total_days: DAYS, started_at: midway.started_at });
    const after = await versions(running, user.id);
    expect(after.every((s) => s.algorithm_version === CURRENT)).toBe(true);
    for (const day of doneBefore) {
      expect(after.find((s) => s.date === day.date)?.calculated_at).toBe(day.calculated_at);
    }
  }, 120_000);

  it("leaves a user whose scores are all current alone, and says so", async () => {
    running = await startTestServer({}, slowJob);
    const user = await signUpUser(running);
    await seedMetricDays(running.db, user.id, today, 20);
    await api(running, user.accessToken).post("/health/burnout/calculate");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await progressRow(running, user.id)).toBeUndefined();
    const status = await api(running, user.accessToken).get("/health/burnout/rescoring");
    expect(status.body).toMatchObject({ state: "idle", algorithm_version: CURRENT, percent: 100 });
  });
});
