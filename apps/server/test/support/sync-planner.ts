// Making the background sync planner due now, for the tests and the bench's PostgreSQL phase
// (bench/postgres-bench.ts), which runs outside vitest: nothing here may import it.
import type { AppDatabase } from "../../src/db/database.ts";

/**
 * Makes the background sync planner due now, as its 15-minute tick would. A process logs that it
 * listens before its runner's recurring rows are committed (src/jobs/job-runner.ts `recurring`
 * inserts them without waiting), so the planner's row may not be there yet: until it is, this
 * tries again, rather than leaving the row to be inserted after, due a minute later.
 */
export async function planSyncsNow(db: AppDatabase, timeoutMs = 20_000): Promise<void> {
  await waitUntil(
    async () => {
      const result = await db
        .updateTable("jobs")
        .set({ run_at: new Date().toISOString() })
        .where("kind", "=", "wearables.plan-syncs")
        .where("status", "=", "queued")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    timeoutMs,
    "the sync planner's job row",
  );
}

export async function waitUntil(probe: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
