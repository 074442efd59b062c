// `npm run score:eval`: runs the simulated cohort of every device profile through the score
// and Respire's formula and prints the comparison (a table per profile, or with --json one
// JSON object per algorithm and profile per line). --users sets the cohort size per profile
// (1,000 by default; a full run of six profiles takes a few minutes on a 2-core machine).
// --real runs the real-data evaluation instead (real/real-cli.ts).
import { DEVICE_PROFILES, type DeviceProfile } from "./cohort.ts";
import type { EvaluationMetrics } from "./metrics.ts";
import { realMain } from "./real/real-cli.ts";
import { type AlgorithmReport, runEvaluation } from "./run-evaluation.ts";

// The domain package is typed without Node; the CLI needs only argv and stdout.
declare const process: { argv: string[]; stdout: { write(text: string): boolean }; exitCode?: number };

interface CliOptions {
  users: number;
  days: number;
  seed: number;
  json: boolean;
  profiles: DeviceProfile[];
}

const DEFAULTS: CliOptions = {
  users: 1000,
  days: 365,
  seed: 20260101,
  json: false,
  profiles: [...DEVICE_PROFILES],
};
const USAGE = `Usage: score:eval [--users N] [--days N] [--seed N] [--profiles ${DEVICE_PROFILES.join(",")}] [--json]`;

function parseArguments(argv: readonly string[]): CliOptions {
  const options = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--json") {
      options.json = true;
      continue;
    }
    if (flag === "--profiles") {
      const names = (argv[i + 1] ?? "").split(",");
      if (
        !names.every((name): name is DeviceProfile => (DEVICE_PROFILES as readonly string[]).includes(name))
      ) {
        throw new Error(`${USAGE} (unknown profile in "${argv[i + 1]}")`);
      }
      options.profiles = names;
      i++;
      continue;
    }
    const key = flag === "--users" ? "users" : flag === "--days" ? "days" : flag === "--seed" ? "seed" : null;
    const value = Number(argv[i + 1]);
    if (!key || !Number.isInteger(value) || value < (key === "seed" ? 0 : 1)) {
      throw new Error(`${USAGE} (could not read "${flag}")`);
    }
    options[key] = value;
    i++;
  }
  return options;
}

/** Targets per metric; the sensitivity targets apply in full to the full profile (docs/score.md). */
const TARGETS: Partial<Record<keyof EvaluationMetrics, string>> = {
  sensitivity_moderate: "≥ 0.85 full, ≥ 0.70 fitbit/apple",
  sensitivity_severe: "≥ 0.95 full, ≥ 0.70 fitbit/apple",
  median_delay_days: "≤ 14 (≤ 10 if reachable)",
  false_high_per_user_year: "≤ 1 calm",
  illness_high_share: "≤ 0.10",
  illness_critical_share: "0",
  illness_tagged_high_share: "0",
  auroc: "≥ 0.88 full; > respire",
  calm_high_share: "≤ 0.03",
};

const HIDDEN = ["algorithm", "profile", "users", "days"];

function table(reports: readonly AlgorithmReport[], options: CliOptions): string {
  const out = [
    `Burnout score evaluation: ${options.users} users × ${options.days} days per profile, seed ${options.seed}`,
  ];
  for (const profile of options.profiles) {
    const group = reports.filter((r) => r.metrics.profile === profile);
    const header = ["metric", ...group.map((r) => r.metrics.algorithm), "target"];
    const rows: string[][] = [header];
    const keys = Object.keys(group[0]?.metrics ?? {}).filter(
      (key) => !HIDDEN.includes(key),
    ) as (keyof EvaluationMetrics)[];
    for (const key of keys)
      rows.push([key, ...group.map((r) => String(r.metrics[key] ?? "n/a")), TARGETS[key] ?? ""]);
    rows.push([
      "median_delay_from_plateau_days",
      ...group.map((r) => String(r.detail.median_delay_from_plateau_days ?? "n/a")),
      "",
    ]);
    const widths = header.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? "").length)));
    const line = (row: readonly string[]) => row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  ");
    const detail = group[0]?.detail;
    out.push(
      "",
      `Profile ${profile}` +
        (detail
          ? `: ${detail.moderate_episodes} moderate and ${detail.severe_episodes} severe episodes; illness controls ${detail.illnesses} untagged, ${detail.tagged_illnesses} tagged`
          : ""),
      line(header),
      line(widths.map((w) => "-".repeat(w))),
      ...rows.slice(1).map(line),
    );
  }
  return `${out.join("\n")}\n`;
}

function main(): void {
  if (process.argv.includes("--real")) {
    realMain(process.argv.slice(2));
    return;
  }
  const options = parseArguments(process.argv.slice(2));
  const reports = runEvaluation(options);
  if (options.json) {
    for (const report of reports) process.stdout.write(`${JSON.stringify(report.metrics)}\n`);
  } else {
    process.stdout.write(table(reports, options));
  }
}

main();
