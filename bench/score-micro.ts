// computeBurnoutScore for one user-day with 67 days of history before it (the score's look-back),
// from the domain's cohort simulator: warmed up, then timed in batches; the median batch wins.
import { computeBurnoutScore, simulateCohort } from "@evenkeel/domain";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure } from "./report.ts";

const HISTORY_DAYS = 67;

export function benchScore(options: BenchOptions): Figure[] {
  const [user] = simulateCohort({ users: 1, days: HISTORY_DAYS + 1, seed: 8, startDate: "2026-01-01" });
  if (!user) throw new Error("the cohort simulator made no user");
  const input = { date: user.to, records: user.records, moods: user.moods };
  for (let i = 0; i < 200; i++) computeBurnoutScore(input);

  const batches = options.quick ? 5 : 15;
  const callsPerBatch = 100;
  const perCallUs: number[] = [];
  for (let batch = 0; batch < batches; batch++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < callsPerBatch; i++) computeBurnoutScore(input);
    perCallUs.push(Number(process.hrtime.bigint() - started) / 1000 / callsPerBatch);
  }
  perCallUs.sort((a, b) => a - b);
  const median = perCallUs[Math.floor(perCallUs.length / 2)] ?? 0;
  process.stdout.write(
    `  computeBurnoutScore: ${median.toFixed(1)} µs per call (${user.records.length} records, ${user.moods.length} moods)\n`,
  );
  return [figure("computeBurnoutScore (67 days history)", median, "µs")];
}
