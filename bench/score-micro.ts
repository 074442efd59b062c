// computeBurnoutScore for one user-day with 67 days of history before it (the score's look-back),
// from the domain's cohort simulator: warmed up, then timed in batches; the median batch wins.
// The current version (ek-3) and ek-2 are timed in turns in the same run, so the machine's load
// falls on both alike (docs/score.md "Computation"). Both wall and CPU time per call are given.
import {
  type BurnoutParameters,
  computeBurnoutScore,
  EK2_PARAMETERS,
  simulateCohort,
} from "@evenkeel/domain";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure } from "./report.ts";

const HISTORY_DAYS = 67;

export function benchScore(options: BenchOptions): Figure[] {
  const [user] = simulateCohort({ users: 1, days: HISTORY_DAYS + 1, seed: 8, startDate: "2026-01-01" });
  if (!user) throw new Error("the cohort simulator made no user");
  const input = { date: user.to, records: user.records, moods: user.moods };
  const versions: { name: string; parameters?: BurnoutParameters }[] = [
    { name: "current" },
    { name: "ek-2", parameters: EK2_PARAMETERS },
  ];
  for (const version of versions) {
    for (let i = 0; i < 200; i++) computeBurnoutScore({ ...input, parameters: version.parameters });
  }

  const batches = options.quick ? 5 : 15;
  const callsPerBatch = 100;
  // Wall time per call, and the process's CPU time per call beside it: on a shared machine the
  // wall time also counts the time other processes held the cores; the CPU time much less so.
  const perCallUs = versions.map(() => [] as number[]);
  const cpuPerCallUs = versions.map(() => [] as number[]);
  for (let batch = 0; batch < batches; batch++) {
    versions.forEach((version, v) => {
      const started = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      for (let i = 0; i < callsPerBatch; i++)
        computeBurnoutScore({ ...input, parameters: version.parameters });
      const used = process.cpuUsage(cpu);
      perCallUs[v]?.push(Number(process.hrtime.bigint() - started) / 1000 / callsPerBatch);
      cpuPerCallUs[v]?.push((used.user + used.system) / callsPerBatch);
    });
  }
  const median = (times: number[]) => {
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? 0;
  };
  const medians = perCallUs.map(median);
  const cpuMedians = cpuPerCallUs.map(median);
  const current = computeBurnoutScore(input).algorithm_version;
  process.stdout.write(
    `  computeBurnoutScore: ${current} ${medians[0]?.toFixed(1)} µs, ek-2 ${medians[1]?.toFixed(1)} µs per call; CPU ${cpuMedians[0]?.toFixed(1)} and ${cpuMedians[1]?.toFixed(1)} µs (${user.records.length} records, ${user.moods.length} moods)\n`,
  );
  return [
    figure("computeBurnoutScore (67 days history)", medians[0] ?? 0, "µs"),
    figure("computeBurnoutScore ek-2 (67 days history)", medians[1] ?? 0, "µs"),
    figure("computeBurnoutScore CPU (67 days history)", cpuMedians[0] ?? 0, "µs"),
    figure("computeBurnoutScore ek-2 CPU (67 days history)", cpuMedians[1] ?? 0, "µs"),
  ];
}
