// The real-data evaluation's entry point: which cohorts, which lines, which comparisons, and
// how the files are read (given by the caller, so the domain stays free of Node).
import { EK2_PARAMETERS } from "../../burnout/parameters.ts";
import { EK3_PARAMETERS, EK3_PERSONAL_PARAMETERS } from "../../burnout/parameters-ek3.ts";
import { COHORT_FILES, type CohortName, lifesnapsCohort, pmdataCohort, type RealCohort } from "./cohorts.ts";
import type { LineSpec } from "./lines.ts";
import { type Comparison, evaluateRealCohort, type RealLineReport } from "./real-evaluation.ts";

export const COHORT_NAMES: readonly CohortName[] = ["lifesnaps", "pmdata"];

/** Every line of docs/score.md's real-data table, side by side on the same days. */
export const REAL_DATA_LINES: readonly LineSpec[] = [
  { name: "ek-3", kind: "score", mood: true, parameters: EK3_PARAMETERS },
  { name: "ek-3_personal", kind: "score", mood: true, parameters: EK3_PERSONAL_PARAMETERS },
  { name: "ek-2", kind: "score", mood: true, parameters: EK2_PARAMETERS },
  { name: "respire", kind: "respire", mood: true },
  { name: "naive_mood", kind: "naive", mood: true },
  { name: "ek-3_wearables", kind: "score", mood: false, parameters: EK3_PARAMETERS },
  { name: "ek-2_wearables", kind: "score", mood: false, parameters: EK2_PARAMETERS },
  { name: "respire_wearables", kind: "respire", mood: false },
];

export const REAL_DATA_COMPARISONS: readonly Comparison[] = [
  { a: "ek-3", b: "naive_mood" },
  { a: "ek-3", b: "ek-2" },
  { a: "ek-3_personal", b: "ek-3" },
];

export const BOOTSTRAP_DRAWS = 500;
export const BOOTSTRAP_SEED = 20261128;

/** Reads a file of the data folder (a path relative to it); null when it is not there. */
export type ReadDataFile = (relativePath: string) => string | null;

export interface RealRunOptions {
  cohorts?: readonly CohortName[];
  lines?: readonly LineSpec[];
  comparisons?: readonly Comparison[];
  draws?: number;
}

export type RealRunResult = { found: true; reports: RealLineReport[] } | { found: false; missing: string[] };

export function loadCohort(name: CohortName, files: readonly string[]): RealCohort {
  const [a, b, c] = files as [string, string, string];
  return name === "lifesnaps" ? lifesnapsCohort(a, b, c) : pmdataCohort(a, b);
}

/** Runs the chosen cohorts, or says which files are missing (nothing is run then). */
export function runRealEvaluation(read: ReadDataFile, options: RealRunOptions = {}): RealRunResult {
  const cohorts = options.cohorts ?? COHORT_NAMES;
  const texts = new Map<CohortName, string[]>();
  const missing: string[] = [];
  for (const name of cohorts) {
    const files = COHORT_FILES[name].map((path) => {
      const text = read(path);
      if (text === null) missing.push(path);
      return text ?? "";
    });
    texts.set(name, files);
  }
  if (missing.length > 0) return { found: false, missing };
  const reports: RealLineReport[] = [];
  for (const name of cohorts) {
    reports.push(
      ...evaluateRealCohort(loadCohort(name, texts.get(name) as string[]), {
        lines: options.lines ?? REAL_DATA_LINES,
        comparisons: options.comparisons ?? REAL_DATA_COMPARISONS,
        draws: options.draws ?? BOOTSTRAP_DRAWS,
        seed: BOOTSTRAP_SEED,
      }),
    );
  }
  return { found: true, reports };
}
