// The benchmark's output: figures ({ name, value, unit }), the terminal tables, the targets of
// the read-path benchmark (docs/decisions/013) checked against the figures, and bench/results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Figure {
  name: string;
  value: number;
  unit: string;
}

export const RESULTS_FILE = path.resolve(import.meta.dirname, "results/latest.json");

export function figure(name: string, value: number, unit: string): Figure {
  const decimals = unit === "req/s" || unit === "count" || unit === "rows" ? 0 : unit === "µs" ? 1 : 2;
  return { name, value: Number(value.toFixed(decimals)), unit };
}

export function figureValue(figures: readonly Figure[], name: string): number | undefined {
  return figures.find((entry) => entry.name === name)?.value;
}

/** A plain aligned table; the first column left-aligned, the others right-aligned. */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  process.stdout.write(
    `\n${title}\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}\n`,
  );
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}

export function printFigures(title: string, figures: readonly Figure[]): void {
  printTable(
    title,
    ["figure", "value", "unit"],
    figures.map((entry) => [entry.name, String(entry.value), entry.unit]),
  );
}

export interface TargetCheck {
  target: string;
  actual: string;
  met: boolean;
}

/** Scenarios measured on the server with its answer cache on (bench/scenarios.ts `cache`). */
const CACHED_SCENARIOS: Readonly<Record<string, number>> = {
  // Cached reads (docs/data-versions.md): a second tab from the server's cache ≥ 1.5× the floor; a 304 ≥ 4×.
  "dashboard server cache": 150,
  "dashboard 304": 400,
};

/** The read-path and cache targets for this 2-core machine; a target whose figure is missing is skipped. */
export function checkTargets(figures: readonly Figure[], readScenarios: readonly string[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const at = (name: string) => figureValue(figures, name);
  const add = (target: string, value: number | undefined, unit: string, met: (value: number) => boolean) => {
    if (value !== undefined) checks.push({ target, actual: `${value} ${unit}`, met: met(value) });
  };
  add("dashboard ≥ 2,000 req/s", at("dashboard req/s"), "req/s", (v) => v >= 2000);
  add("dashboard p99 ≤ 50 ms", at("dashboard p99"), "ms", (v) => v <= 50);
  add("dashboard no errors", at("dashboard errors"), "errors", (v) => v === 0);
  // Without any cache hit, the dashboard ≥ 70% of the floor and every other read ≥ 60%.
  add("dashboard ≥ 70% of floor", at("dashboard / floor"), "%", (v) => v >= 70);
  for (const name of readScenarios) {
    add(`${name} ≥ 60% of floor`, at(`${name} / floor`), "%", (v) => v >= 60);
  }
  for (const [name, least] of Object.entries(CACHED_SCENARIOS)) {
    add(`${name} ≥ ${least}% of floor`, at(`${name} / floor`), "%", (v) => v >= least);
  }
  const rest = at("dashboard req/s");
  const trpc = at("tRPC dashboard req/s");
  if (rest !== undefined && trpc !== undefined) {
    checks.push({
      target: "tRPC dashboard within 15% of REST",
      actual: `${trpc} against ${rest} req/s`,
      met: trpc >= rest * 0.85,
    });
  }
  // No p99 above 250 ms in any scenario, writes included.
  for (const figure of figures) {
    if (!figure.name.endsWith(" p99") || figure.name.includes("floor") || figure.unit !== "ms") continue;
    add(`${figure.name} ≤ 250 ms`, figure.value, "ms", (v) => v <= 250);
  }
  const growthP50 = (users: number) => at(`dashboard p50 with ${users} users`);
  const few = growthP50(10);
  const many = growthP50(1000);
  if (few !== undefined && many !== undefined) {
    const growth = ((many - few) / few) * 100;
    checks.push({
      target: "dashboard p50 grows ≤ 20% from 10 to 1,000 users",
      actual: `${few} → ${many} ms (${growth >= 0 ? "+" : ""}${growth.toFixed(0)}%)`,
      met: growth <= 20,
    });
  }
  add("server peak RSS ≤ 250 MB", at("server peak RSS"), "MB", (v) => v <= 250);
  // File imports: a large Apple Health export.xml.
  add("import ≥ 50 MB/s", at("import MB/s"), "MB/s", (v) => v >= 50);
  add("import server peak RSS < 300 MB", at("import server peak RSS"), "MB", (v) => v < 300);
  add("login first-visit JS ≤ 150 KB gzipped", at("login first-visit JS KB"), "KB", (v) => v <= 150);
  add("demo dashboard visible ≤ 1.5 s", at("demo dashboard visible"), "ms", (v) => v <= 1500);
  return checks;
}

export function printTargets(checks: readonly TargetCheck[]): void {
  printTable(
    "Targets (issues 8 and 22, this 2-core machine)",
    ["target", "actual", "met"],
    checks.map((check) => [check.target, check.actual, check.met ? "yes" : "NO"]),
  );
}

export function writeResults(figures: readonly Figure[]): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(figures, null, 2)}\n`);
}

/** What the figures were measured on, for the terminal and the README. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const memoryGb = (os.totalmem() / 1024 ** 3).toFixed(0);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  return `${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${memoryGb} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average ${load}`;
}
