// The job runner (src/jobs/job-runner.ts, docs/decisions/036), on SQLite and PostgreSQL: work
// queued once per key, retried with backoff after a failure, failed for good after its last
// attempt (and counted), taken over once a dead process's lease has passed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { createJobRunner, type JobRunner, RECURRING_KEY, retryDelayMs } from "../src/jobs/job-runner.ts";
import { createLogger } from "../src/logger.ts";
import { testConfig } from "./support/test-config.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
let clock: Date;
const runners: JobRunner[] = [];
const logger = createLogger(testConfig());

function runner(leaseMs = 60_000): JobRunner {
  const created = createJobRunner({ db, logger, now: () => clock, leaseMs });
  runners.push(created);
  return created;
}

beforeEach(async () => {
  ({ db } = await openTestDatabase());
  clock = new Date("2026-11-26T10:00:00.000Z");
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((created) => created.stop()));
  await db.destroy();
});

const jobRows = () =>
  db.selectFrom("jobs").select(["kind", "key", "status", "attempts", "last_error"]).execute();

describe("the job runner", () => {
  it("queues work once per kind and key, runs it once, and forgets it when done", async () => {
    const jobs = runner();
    const seen: unknown[] = [];
    jobs.define("test.work", async ({ payload }) => void seen.push(payload));
    await jobs.enqueue("test.work", "k1", { n: 1 });
    await jobs.enqueue("test.work", "k1", { n: 2 });
    await jobs.enqueue("test.work", "k2", { n: 3 });
    await jobs.drain();
    expect(seen).toEqual([{ n: 1 }, { n: 3 }]);
    expect(await jobRows()).toEqual([]);
  });

  it("retries a failing job with backoff, then keeps it as failed for the operator", async () => {
    const jobs = runner();
    let attempts = 0;
    jobs.define(
      "test.flaky",
      async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts} broke`);
      },
      { maxAttempts: 3 },
    );
    await jobs.enqueue("test.flaky", "only");
    await jobs.drain();
    expect(attempts).toBe(1);
    expect(await jobRows()).toEqual([
      {
        kind: "test.flaky",
        key: "only",
        status: "queued",
        attempts: 1,
        last_error: "Error: attempt 1 broke",
      },
    ]);
    // Not before its backoff has passed.
    clock = new Date(clock.getTime() + retryDelayMs(1) - 1);
    await jobs.drain();
    expect(attempts).toBe(1);
    clock = new Date(clock.getTime() + 1);
    await jobs.drain();
    clock = new Date(clock.getTime() + retryDelayMs(2));
    await jobs.drain();
    expect(attempts).toBe(3);
    expect(await jobRows()).toEqual([
      {
        kind: "test.flaky",
        key: "only",
        status: "failed",
        attempts: 3,
        last_error: "Error: attempt 3 broke",
      },
    ]);
    expect(await jobs.counts()).toEqual({ queued: 0, running: 0, failed: 1 });
    // Queued again later (the next six-hourly plan), it starts afresh.
    await jobs.enqueue("test.flaky", "only");
    expect(await jobRows()).toMatchObject([{ status: "queued", attempts: 0 }]);
  });

  it("lets another process take a job whose process died, once the lease has passed", async () => {
    const dead = runner(5_000);
    dead.define("test.long", async () => undefined);
    await dead.enqueue("test.long", "one");
    // The first process claims it and dies: its row stays running, leased for 5 s.
    await db
      .updateTable("jobs")
      .set({
        status: "running",
        attempts: 1,
        locked_by: "dead:1:abc",
        lease_until: new Date(clock.getTime() + 5_000).toISOString(),
      })
      .execute();
    const alive = runner(5_000);
    let ran = 0;
    alive.define("test.long", async () => {
      ran += 1;
      return undefined;
    });
    await alive.drain();
    expect(ran).toBe(0);
    clock = new Date(clock.getTime() + 5_001);
    await alive.drain();
    expect(ran).toBe(1);
    expect(await jobRows()).toEqual([]);
  });

  it("fails for good a job whose process died on its last attempt", async () => {
    const jobs = runner(5_000);
    jobs.define("test.long", async () => undefined, { maxAttempts: 2 });
    await jobs.enqueue("test.long", "one");
    await db
      .updateTable("jobs")
      .set({ status: "running", attempts: 2, locked_by: "dead:1:abc", lease_until: clock.toISOString() })
      .execute();
    clock = new Date(clock.getTime() + 1);
    jobs.start();
    await expect.poll(async () => (await jobRows())[0]?.status).toBe("failed");
    expect((await jobRows())[0]?.last_error).toBe("the process running it stopped before it finished");
  });

  it("runs a recurring job at its first time, then again after its interval", async () => {
    const jobs = runner();
    let runs = 0;
    const tick = async () => {
      runs += 1;
      return undefined;
    };
    jobs.recurring("test.tick", tick, { firstMs: 1_000, everyMs: 60_000 });
    await jobs.drain();
    expect(runs).toBe(0);
    clock = new Date(clock.getTime() + 1_000);
    await jobs.drain();
    expect(runs).toBe(1);
    await jobs.drain();
    expect(runs).toBe(1);
    expect(await jobRows()).toEqual([
      { kind: "test.tick", key: RECURRING_KEY, status: "queued", attempts: 0, last_error: null },
    ]);
    await jobs.wake("test.tick");
    await jobs.drain();
    expect(runs).toBe(2);
  });

  it("runs a recurring job again at once when it was woken while it ran (a wake is never lost)", async () => {
    const jobs = runner();
    let runs = 0;
    let release: () => void = () => undefined;
    const firstRunHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const firstRunStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    jobs.recurring(
      "test.pass",
      async () => {
        runs += 1;
        if (runs === 1) {
          started();
          await firstRunHeld;
        }
        return undefined;
      },
      { firstMs: 0, everyMs: 60_000 },
    );
    const first = jobs.drain();
    await firstRunStarted;
    // New work arrives while the pass runs (past the point where it looked for work).
    clock = new Date(clock.getTime() + 5);
    await jobs.wake("test.pass");
    release();
    await first;
    // drain() took the second run too: it was due at the wake, not 60 s later.
    expect(runs).toBe(2);
    await jobs.drain();
    expect(runs).toBe(2);
  });
});
