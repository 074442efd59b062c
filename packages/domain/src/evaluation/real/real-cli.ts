// `npm run score:eval -- --real`: the real-data evaluation (docs/score.md "Real data"). Reads
// the shared data folder beside the repository (data-folder.ts) or --data DIR, prints one line per cohort and
// line (--json: one JSON object each), and says so plainly, exit code 0, when the data is not
// there (CI runs it wherever the folder exists).
import { simulateCohort } from "../cohort.ts";
import type { CohortName } from "./cohorts.ts";
import { COHORT_FILES } from "./cohorts.ts";
import { dataFolderReader, defaultDataDir } from "./data-folder.ts";
import type { RealLineReport } from "./real-evaluation.ts";
import { COHORT_NAMES, loadCohort, runRealEvaluation } from "./real-run.ts";
import { type SignalStats, signalStats } from "./signal-stats.ts";

// The domain package is typed without Node; the CLI needs only stdout.
declare const process: { stdout: { write(text: string): boolean } };

export const REAL_USAGE = `Usage: score:eval --real [--data DIR] [--cohorts ${COHORT_NAMES.join(",")}] [--draws N] [--json] [--signals]`;

export interface RealCliOptions {
  data: string;
  json: boolean;
  cohorts: CohortName[];
  draws: number;
  /** Print each signal's day-to-day figures beside the simulator's instead (LifeSnaps unless --cohorts). */
  signals: boolean;
}

export function parseRealArguments(argv: readonly string[]): RealCliOptions {
  const options: RealCliOptions = {
    data: defaultDataDir(),
    json: false,
    cohorts: [...COHORT_NAMES],
    draws: 500,
    signals: false,
  };
  let cohortsGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === "--real") continue;
    if (flag === "--json") options.json = true;
    else if (flag === "--signals") options.signals = true;
    else if (flag === "--data" && value) {
      options.data = value;
      i++;
    } else if (flag === "--cohorts" && value) {
      const names = value.split(",");
      if (!names.every((n): n is CohortName => (COHORT_NAMES as readonly string[]).includes(n))) {
        throw new Error(`${REAL_USAGE} (unknown cohort in "${value}")`);
      }
      options.cohorts = names;
      cohortsGiven = true;
      i++;
    } else if (flag === "--draws" && value && Number.isInteger(Number(value)) && Number(value) >= 1) {
      options.draws = Number(value);
      i++;
    } else throw new Error(`${REAL_USAGE} (could not read "${flag}")`);
  }
  // The signal figures are for shaping the simulator: the development set only, unless asked.
  if (options.signals && !cohortsGiven) options.cohorts = ["lifesnaps"];
  return options;
}

const show = (value: number | null | undefined) =>
  value === null || value === undefined ? "n/a" : String(value);
const percent = (value: number | null) => (value === null ? "n/a" : `${(value * 100).toFixed(1)}%`);

function describe(report: RealLineReport): string {
  const measures = (values: Record<string, number | null>) =>
    Object.entries(values)
      .map(([name, value]) => `${name} ${show(value)}`)
      .join(", ");
  const lines = [
    `${report.cohort} ${report.algorithm}: ${report.days_scored} days, ${report.errors} errors, ` +
      `high+ ${percent(report.high_share)}, critical ${percent(report.critical_share)} | ` +
      `same day: ${measures(report.same_day)} | forward: ${measures(report.forward)}`,
  ];
  for (const [comparison, intervals] of Object.entries(report.intervals ?? {})) {
    const text = Object.entries(intervals)
      .map(([name, i]) => `${name} [${show(i.low)}, ${show(i.high)}]`)
      .join(", ");
    lines.push(`    ${comparison} (90% people bootstrap): ${text}`);
  }
  for (const [factor, values] of Object.entries(report.factors ?? {})) {
    lines.push(`    factor ${factor}: ${measures(values)}`);
  }
  return lines.join("\n");
}

/** The simulator beside the real cohorts in the signal figures: Fitbit-like, 200 people × 150 days. */
const SIGNAL_SIMULATION = { users: 200, days: 150, seed: 20260101, profile: "fitbit" } as const;

function signalLines(label: string, stats: readonly SignalStats[], json: boolean): string {
  if (json) return stats.map((row) => `${JSON.stringify({ source: label, ...row })}\n`).join("");
  const fixed = (value: number) => (Number.isNaN(value) ? "n/a" : value.toFixed(2));
  const rows = stats.map(
    (row) =>
      `  ${row.signal}: ${row.people} people, daily SD ${fixed(row.sd)}, lag-1 ${fixed(row.autocorrelation)}, ` +
      `missing ${fixed(row.missing)}, low-mood weeks z ${fixed(row.lowWeekZ)}, week before ${fixed(row.beforeLowWeekZ)}`,
  );
  return `${label}\n${rows.join("\n")}\n`;
}

function printSignals(options: RealCliOptions): void {
  const read = dataFolderReader(options.data);
  for (const name of options.cohorts) {
    const texts = COHORT_FILES[name].map((path) => read(path));
    if (texts.some((text) => text === null)) {
      process.stdout.write(`Real data for ${name} not found in ${options.data}: nothing measured.\n`);
      continue;
    }
    process.stdout.write(
      signalLines(name, signalStats(loadCohort(name, texts as string[]).people), options.json),
    );
  }
  const simulated = simulateCohort(SIGNAL_SIMULATION);
  process.stdout.write(
    signalLines("simulator (fitbit, 200 × 150 days)", signalStats(simulated), options.json),
  );
}

export function realMain(argv: readonly string[]): void {
  const options = parseRealArguments(argv);
  if (options.signals) {
    printSignals(options);
    return;
  }
  const result = runRealEvaluation(dataFolderReader(options.data), {
    cohorts: options.cohorts,
    draws: options.draws,
  });
  if (!result.found) {
    process.stdout.write(
      `Real data not found in ${options.data} (missing ${result.missing.join(", ")}): nothing evaluated. ` +
        "Put the LifeSnaps and PMData extracts in ../shared/data or pass --data DIR (docs/score.md).\n",
    );
    return;
  }
  const pairs = (r: RealLineReport) =>
    Object.entries(r.pairs)
      .map(([m, n]) => `${m} ${n}`)
      .join(", ");
  if (options.json) {
    for (const report of result.reports) process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  let cohort = "";
  for (const report of result.reports) {
    if (report.cohort !== cohort) {
      cohort = report.cohort;
      process.stdout.write(`\n${cohort}: ${report.people} people; days per measure: ${pairs(report)}\n`);
    }
    process.stdout.write(`${describe(report)}\n`);
  }
}
