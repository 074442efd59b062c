// `npm run score:eval`: runs the simulated cohort through ek-1 and Respire and prints the
// comparison (a table, or with --json one JSON object per algorithm per line).
import type { EvaluationMetrics } from "./metrics.ts";
import { type AlgorithmReport, runEvaluation } from "./run-evaluation.ts";

// The domain package is typed without Node; the CLI needs only argv and stdout.
declare const process: { argv: string[]; stdout: { write(text: string): boolean }; exitCode?: number };

interface CliOptions {
  users: number;
  days: number;
  seed: number;
  json: boolean;
}

const DEFAULTS: CliOptions = { users: 1000, days: 365, seed: 20260101, json: false };

function parseArguments(argv: readonly string[]): CliOptions {
  const options = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--json") {
      options.json = true;
      continue;
    }
    const key = flag === "--users" ? "users" : flag === "--days" ? "days" : flag === "--seed" ? "seed" : null;
    const value = Number(argv[i + 1]);
    if (!key || !Number.isInteger(value) || value < (key === "seed" ? 0 : 1)) {
      throw new Error(
        `Usage: score:eval [--users N] [--days N] [--seed N] [--json] (could not read "${flag}")`,
      );
    }
    options[key] = value;
    i++;
  }
  return options;
}

const TARGETS: Partial<Record<keyof EvaluationMetrics, string>> = {
  sensitivity_moderate: "≥ 0.85",
  sensitivity_severe: "≥ 0.95",
  median_delay_days: "≤ 10",
  false_high_per_user_year: "≤ 2",
  illness_high_share: "≤ 0.10",
  illness_critical_share: "0",
  auroc: "≥ 0.90",
};

function table(reports: readonly AlgorithmReport[], options: CliOptions): string {
  const header = ["metric", ...reports.map((r) => r.metrics.algorithm), "target"];
  const rows: string[][] = [header];
  const keys = Object.keys(reports[0]?.metrics ?? {}).filter(
    (key) => !["algorithm", "users", "days"].includes(key),
  ) as (keyof EvaluationMetrics)[];
  for (const key of keys) {
    rows.push([key, ...reports.map((r) => String(r.metrics[key] ?? "n/a")), TARGETS[key] ?? ""]);
  }
  rows.push([
    "median_delay_from_plateau_days",
    ...reports.map((r) => String(r.detail.median_delay_from_plateau_days ?? "n/a")),
    "",
  ]);
  const widths = header.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? "").length)));
  const line = (row: readonly string[]) => row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  ");
  const detail = reports[0]?.detail;
  return [
    `Burnout score evaluation: ${options.users} users × ${options.days} days, seed ${options.seed}`,
    detail
      ? `Episodes: ${detail.moderate_episodes} moderate, ${detail.severe_episodes} severe; illness controls: ${detail.illnesses}`
      : "",
    "",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.slice(1).map(line),
    "",
  ].join("\n");
}

function main(): void {
  const options = parseArguments(process.argv.slice(2));
  const reports = runEvaluation(options);
  if (options.json) {
    for (const report of reports) process.stdout.write(`${JSON.stringify(report.metrics)}\n`);
  } else {
    process.stdout.write(table(reports, options));
  }
}

main();
