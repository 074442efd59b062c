// The benchmark's command line: `npm run bench` measures at full size; `-- --quick` is a short
// smoke run of every phase with small sizes. Other flags pick phases or keep what was made.

export type Phase = "api" | "growth" | "whoop" | "import" | "score" | "web";
export const ALL_PHASES: readonly Phase[] = ["api", "growth", "whoop", "import", "score", "web"];

export interface BenchOptions {
  quick: boolean;
  phases: readonly Phase[];
  /** API scenarios to run (by name); empty means all. */
  scenarios: readonly string[];
  /** Rebuild the web app (as `npm start` does) before measuring. */
  build: boolean;
  /** Run the servers under --cpu-prof; profiles go to bench/results/profiles. */
  cpuProf: boolean;
  /** Keep the temporary databases instead of deleting them. */
  keep: boolean;
  /** Write bench/results/latest.json (a --quick or partial run does not, unless --write). */
  write: boolean;
  users: number;
  days: number;
  /** Seconds per measured scenario, and of the warm-up before it. */
  seconds: number;
  warmupSeconds: number;
  growthSeconds: number;
  connections: number;
  /** Users (×365 days) of the user-growth points, and days (×growthDaysUsers users) of the day-growth points. */
  growthUsers: readonly number[];
  growthDays: readonly number[];
  growthDaysUsers: number;
  backfillDays: number;
  /** Megabytes of the generated export.xml the import phase uploads. */
  importMb: number;
  webRuns: number;
  /** Lighthouse runs per page in the web phase (the median is reported). */
  lighthouseRuns: number;
  /** --postgres: also measure on PostgreSQL with one and two processes, and a background sync. */
  postgres: boolean;
  /** Users due for the background sync of the --postgres phase, and the WHOOP budget it runs under. */
  syncUsers: number;
  syncBudgetPerMinute: number;
}

const USAGE =
  "npm run bench -- [--quick] [--only=api,growth,whoop,import,score,web] [--web] [--postgres] [--users=N] [--sync-users=N] [--scenario=dashboard,…] [--seconds=N] [--import-mb=N] [--no-build] [--cpu-prof] [--keep] [--write]";

const KNOWN_FLAGS = [
  "--quick",
  "--only",
  "--web",
  "--scenario",
  "--seconds",
  "--no-build",
  "--cpu-prof",
  "--keep",
  "--write",
  "--postgres",
  "--help",
];

export function parseOptions(argv: readonly string[]): BenchOptions {
  const flags = new Set(argv.filter((arg) => arg.startsWith("--") && !arg.includes("=")));
  const only = optionValue(argv, "--only");
  const secondsArg = optionValue(argv, "--seconds");
  const scenarios = optionValue(argv, "--scenario");
  const importMbArg = optionValue(argv, "--import-mb");
  if (importMbArg !== undefined && !/^[1-9]\d{0,4}$/.test(importMbArg)) {
    throw new Error(`--import-mb must be a whole number of megabytes. Usage: ${USAGE}`);
  }
  const usersArg = optionValue(argv, "--users");
  const syncUsersArg = optionValue(argv, "--sync-users");
  for (const flag of flags) {
    if (!KNOWN_FLAGS.includes(flag)) throw new Error(`Unknown option ${flag}. Usage: ${USAGE}`);
  }
  if (flags.has("--help")) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const postgres = flags.has("--postgres");
  // --postgres alone: the seed and the PostgreSQL phase, not every SQLite phase again.
  // --web: the web phase alone (bundle, dashboard timings, Lighthouse).
  const phases = only
    ? parsePhases(only)
    : flags.has("--web")
      ? ["web" as const]
      : postgres
        ? []
        : ALL_PHASES;
  const quick = flags.has("--quick");
  const partial = Boolean(scenarios || secondsArg || importMbArg || usersArg) || postgres;
  const complete = !quick && phases.length === ALL_PHASES.length && !partial;
  const sizes = quick
    ? {
        users: 60,
        days: 120,
        seconds: 2,
        warmupSeconds: 1,
        growthSeconds: 2,
        growthUsers: [10, 30, 60],
        growthDays: [30, 120, 240],
        growthDaysUsers: 30,
        backfillDays: 60,
        importMb: 64,
        webRuns: 2,
        lighthouseRuns: 1,
        syncUsers: 500,
      }
    : {
        users: 1000,
        days: 365,
        seconds: 10,
        warmupSeconds: 2,
        growthSeconds: 10,
        growthUsers: [10, 100, 1000],
        growthDays: [30, 365, 1095],
        growthDaysUsers: 100,
        backfillDays: 365,
        importMb: 1024,
        webRuns: 5,
        lighthouseRuns: 3,
        syncUsers: 10_000,
      };
  return {
    quick,
    phases,
    scenarios: scenarios ? scenarios.split(",").map((name) => name.trim()) : [],
    build: !flags.has("--no-build"),
    cpuProf: flags.has("--cpu-prof"),
    keep: flags.has("--keep"),
    write: complete || flags.has("--write"),
    connections: 50,
    ...sizes,
    ...(secondsArg && { seconds: Number(secondsArg) }),
    ...(importMbArg && { importMb: Number(importMbArg) }),
    ...(usersArg && { users: Number(usersArg) }),
    ...(syncUsersArg && { syncUsers: Number(syncUsersArg) }),
    postgres,
    // WHOOP's own 100 a minute would make 10,000 syncs take hours; this one still binds.
    syncBudgetPerMinute: 6_000,
  };
}

/** `--name=value` or `--name value`. */
function optionValue(argv: readonly string[], name: string): string | undefined {
  const joined = argv.find((arg) => arg.startsWith(`${name}=`));
  if (joined) return joined.slice(name.length + 1);
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

function parsePhases(list: string): Phase[] {
  const phases = list.split(",").map((name) => name.trim());
  for (const phase of phases) {
    if (!ALL_PHASES.includes(phase as Phase)) throw new Error(`Unknown phase ${phase}. Usage: ${USAGE}`);
  }
  return phases as Phase[];
}
