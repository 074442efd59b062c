// The benchmark's output: figures ({ name, value, unit }), the terminal tables, the targets of
// the benchmark checked against the figures, and bench/results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DASHBOARD_RATE } from "./scenarios.ts";

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

/** The constant-rate dashboard scenario's name, which its figures begin with. */
const AT_RATE = `dashboard at ${DASHBOARD_RATE} req/s`;

/** The pages Lighthouse audits (web-lighthouse.ts), by the names its figures carry. */
export const LIGHTHOUSE_PAGES = ["/login", "/checkin", "demo dashboard", "signed-in dashboard"] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

/** Each target: what it says, and whether a figure meets it. */
interface Target {
  target: string;
  figure: string;
  unit: string;
  met(value: number): boolean;
}

/**
 * The targets of the read path since it runs through the stock stack
 * (docs/decisions/040-reads-through-the-stock-stack.md), then those of growth, imports and
 * the web app. Saturation figures are against the floor measured in the same run.
 */
const TARGETS: readonly Target[] = [
  // An offered 200 dashboards a second, constant rate, no cache (bench/constant-rate.ts).
  {
    target: `${AT_RATE} offered: p99 ≤ 25 ms`,
    figure: `${AT_RATE} p99`,
    unit: "ms",
    met: (v) => v <= 25,
  },
  {
    target: `${AT_RATE} offered: no errors`,
    figure: `${AT_RATE} errors`,
    unit: "errors",
    met: (v) => v === 0,
  },
  // At saturation: without any cache hit, from the server's cache, revalidated (docs/data-versions.md).
  {
    target: "dashboard (no cache) ≥ 40% of floor",
    figure: "dashboard / floor",
    unit: "%",
    met: (v) => v >= 40,
  },
  { target: "dashboard no errors", figure: "dashboard errors", unit: "errors", met: (v) => v === 0 },
  {
    target: "dashboard server cache ≥ 1.5× floor (150%)",
    figure: "dashboard server cache / floor",
    unit: "%",
    met: (v) => v >= 150,
  },
  {
    target: "dashboard 304 ≥ 4× floor (400%)",
    figure: "dashboard 304 / floor",
    unit: "%",
    met: (v) => v >= 400,
  },
  { target: "server peak RSS ≤ 250 MB", figure: "server peak RSS", unit: "MB", met: (v) => v <= 250 },
  // A mood logged, apart from the DELETE that takes it back (bench/mood-write.ts).
  {
    target: "mood write ≤ 1 ms of server CPU",
    figure: "mood write server CPU per request",
    unit: "ms",
    met: (v) => v <= 1,
  },
  // File imports: a large Apple Health export.xml.
  { target: "import ≥ 50 MB/s", figure: "import MB/s", unit: "MB/s", met: (v) => v >= 50 },
  {
    target: "import server peak RSS < 300 MB",
    figure: "import server peak RSS",
    unit: "MB",
    met: (v) => v < 300,
  },
  // A phone's first visit (docs/decisions/053-painted-public-pages.md).
  ...(["login", "signup", "checkin"] as const).map((page) => ({
    target: `${page} first-visit JS ≤ 60 KB gzipped`,
    figure: `${page} first-visit JS KB`,
    unit: "KB",
    met: (v: number) => v <= 60,
  })),
  ...LIGHTHOUSE_PAGES.flatMap((page) => [
    {
      target: `Lighthouse ${page} performance ≥ 95`,
      figure: `lighthouse ${page} performance`,
      unit: "",
      met: (v: number) => v >= 95,
    },
    {
      target: `Lighthouse ${page} LCP ≤ 2.0 s`,
      figure: `lighthouse ${page} LCP`,
      unit: "ms",
      met: (v: number) => v <= 2000,
    },
    {
      target: `Lighthouse ${page} accessibility 100`,
      figure: `lighthouse ${page} accessibility`,
      unit: "",
      met: (v: number) => v === 100,
    },
    {
      target: `Lighthouse ${page} best practices 100`,
      figure: `lighthouse ${page} best practices`,
      unit: "",
      met: (v: number) => v === 100,
    },
  ]),
  { target: "Lighthouse /login SEO ≥ 95", figure: "lighthouse /login SEO", unit: "", met: (v) => v >= 95 },
  {
    target: "demo dashboard visible ≤ 1.5 s",
    figure: "demo dashboard visible",
    unit: "ms",
    met: (v) => v <= 1500,
  },
];

/** The targets for this 2-core machine, checked against the figures; a target whose figure is missing is skipped. */
export function checkTargets(figures: readonly Figure[]): TargetCheck[] {
  const at = (name: string) => figureValue(figures, name);
  const checks: TargetCheck[] = [];
  for (const { target, figure, unit, met } of TARGETS) {
    const value = at(figure);
    if (value !== undefined) checks.push({ target, actual: `${value} ${unit}`, met: met(value) });
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
    checks.push({
      target: `${figure.name} ≤ 250 ms`,
      actual: `${figure.value} ms`,
      met: figure.value <= 250,
    });
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
  return checks;
}

export function printTargets(checks: readonly TargetCheck[]): void {
  printTable(
    "Targets (this 2-core machine)",
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
