// A writer to be killed (the crash-consistency test starts it and SIGKILLs it at random): in a
// loop, one sync-like transaction that rewrites CRASH_DAYS days of metrics through the store,
// every day of a batch with values derived from its number (one source, so each replaces the last), then one
// new mood whose notes repeat its own date and rating. After each commit it prints
// "committed <n>", so the parent knows what must survive. DATA_DIR and CRASH_USER_ID as env.
import { openDatabase } from "../../src/db/database.ts";
import { upsertHealthMetrics } from "../../src/store/metrics.repository.ts";
import { createMood } from "../../src/store/moods.repository.ts";
import { batchDays, batchOf, CRASH_SOURCE, moodOf } from "./crash-batches.ts";

// The parent holds this pipe open. When it closes, the parent is gone (a failed test ended its
// worker before the kill), and a writer that loops for ever must not outlive it.
process.stdin.on("end", () => process.exit(0)).resume();

const db = openDatabase(process.env.DATA_DIR ?? "");
const userId = process.env.CRASH_USER_ID ?? "";
const days = Number(process.env.CRASH_DAYS ?? 60);

const last = await db
  .selectFrom("health_metrics")
  .selectAll()
  .where("user_id", "=", userId)
  .executeTakeFirst();
let batch = last ? batchOf(last) + 1 : 1;
const { count } = await db
  .selectFrom("moods")
  .select((eb) => eb.fn.countAll<number>().as("count"))
  .where("user_id", "=", userId)
  .executeTakeFirstOrThrow();
let moodIndex = Number(count);

process.stdout.write("writing\n");
for (;;) {
  const now = new Date().toISOString();
  await upsertHealthMetrics(db, userId, batchDays(batch, days), CRASH_SOURCE, now);
  await createMood(db, userId, moodOf(moodIndex), now);
  process.stdout.write(`committed ${batch}\n`);
  batch += 1;
  moodIndex += 1;
}
