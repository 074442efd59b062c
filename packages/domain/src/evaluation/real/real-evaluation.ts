// The real-data evaluation (docs/score.md "Real data"): every line of lines.ts on a real cohort,
// judged within person on the same days: robustness, same-day validity against each
// self-report and the person's worst days, and the forward claim (today's score against the
// next 7 days), with people-bootstrap intervals for the differences that decide ek-3.
import { RISK_LEVELS, type RiskLevel } from "@evenkeel/contracts";
import { dateFromDayNumber, dayNumber } from "../../burnout/calendar.ts";
import type { RealCohort, RealPerson } from "./cohorts.ts";
import { type LineDays, type LineSpec, runLine } from "./lines.ts";
import {
  bootstrapDifference,
  type Interval,
  type Pairs,
  round3,
  withinPersonAuroc,
  withinPersonRho,
} from "./stats.ts";

export const FORWARD_DAYS = 7;
export const WORST_DAYS_MEASURE = "auroc_worst_days";

export interface Comparison {
  /** The line judged, and the line it is compared with: statistic(a) − statistic(b). */
  a: string;
  b: string;
}

export interface RealEvaluationOptions {
  lines: readonly LineSpec[];
  comparisons: readonly Comparison[];
  /** Bootstrap draws (500 in the report). */
  draws: number;
  seed: number;
}

export interface RealLineReport {
  cohort: string;
  algorithm: string;
  people: number;
  days_scored: number;
  errors: number;
  high_share: number | null;
  critical_share: number | null;
  /** Within-person ρ with each same-day self-report, and the worst days' AUROC. */
  same_day: Record<string, number | null>;
  /** Within-person ρ of today's value with each outcome over the next 7 days. */
  forward: Record<string, number | null>;
  /** Days (pairs) each measure rests on, the same for every line. */
  pairs: Record<string, number>;
  /** Each factor's own risk against each measure (score lines). */
  factors?: Record<string, Record<string, number | null>>;
  /** 90 % people-bootstrap intervals of this line minus another, per measure. */
  intervals?: Record<string, Record<string, Interval>>;
}

interface Measure {
  name: string;
  forward: boolean;
  outcome: (person: RealPerson, date: string) => number | undefined;
}

export function forwardOutcome(
  values: Map<string, number> | undefined,
  date: string,
  kind: "mean" | "first",
  minReports: number,
): number | undefined {
  if (!values) return undefined;
  let sum = 0;
  let count = 0;
  const day = dayNumber(date);
  for (let d = day + 1; d <= day + FORWARD_DAYS; d++) {
    const value = values.get(dateFromDayNumber(d));
    if (value === undefined) continue;
    if (kind === "first") return value;
    sum += value;
    count++;
  }
  return count >= minReports ? sum / count : undefined;
}

function measuresOf(cohort: RealCohort): Measure[] {
  const measures: Measure[] = cohort.sameDay.map((outcome) => ({
    name: outcome,
    forward: false,
    outcome: (person, date) => person.outcomes[outcome]?.get(date),
  }));
  measures.push({
    name: WORST_DAYS_MEASURE,
    forward: false,
    outcome: (person, date) => {
      const worst = person.worst.get(date);
      return worst === undefined ? undefined : worst ? 1 : 0;
    },
  });
  for (const f of cohort.forward) {
    measures.push({
      name: f.name,
      forward: true,
      outcome: (person, date) => forwardOutcome(person.outcomes[f.outcome], date, f.kind, f.minReports),
    });
  }
  return measures;
}

interface PersonRuns {
  person: RealPerson;
  /** Per line: the same-day run (moods read a day late) and the forward run. */
  runs: Map<string, { same: LineDays; forward: LineDays } | null>;
}

function runPerson(person: RealPerson, lines: readonly LineSpec[]): PersonRuns {
  const runs = new Map<string, { same: LineDays; forward: LineDays } | null>();
  for (const line of lines) {
    try {
      const forward = runLine(line, person, 0);
      runs.set(line.name, { forward, same: line.mood ? runLine(line, person, 1) : forward });
    } catch {
      runs.set(line.name, null);
    }
  }
  return { person, runs };
}

/** The map's value for a key, made and stored first when absent. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

const statistic = (measure: string) => (measure === WORST_DAYS_MEASURE ? withinPersonAuroc : withinPersonRho);

export function evaluateRealCohort(cohort: RealCohort, options: RealEvaluationOptions): RealLineReport[] {
  const people = cohort.people.map((person) => runPerson(person, options.lines));
  const measures = measuresOf(cohort);
  const names = options.lines.map((line) => line.name);
  // pairs[measure][line][person]; factorPairs[measure][line][factor][person].
  const pairs = new Map<string, Map<string, Pairs[]>>();
  const factorPairs = new Map<string, Map<string, Map<string, Pairs[]>>>();
  for (const measure of measures) {
    const byLine = new Map<string, Pairs[]>(names.map((name) => [name, []]));
    const factorsByLine = new Map<string, Map<string, Pairs[]>>();
    for (const { person, runs } of people) {
      const own = new Map<string, Pairs>(names.map((name) => [name, { x: [], y: [] }]));
      const ownFactors = new Map<string, Map<string, Pairs>>();
      for (const record of person.records) {
        const y = measure.outcome(person, record.date);
        if (y === undefined) continue;
        const days = names.map((name) => {
          const run = runs.get(name);
          return run ? (measure.forward ? run.forward : run.same) : null;
        });
        // The same days for every line: each must have a value.
        if (days.some((d) => d?.score.get(record.date) === undefined)) continue;
        names.forEach((name, k) => {
          const line = days[k] as LineDays;
          const pair = own.get(name) as Pairs;
          pair.x.push(line.score.get(record.date) as number);
          pair.y.push(y);
          const factors = line.factors?.get(record.date);
          if (!factors) return;
          const mine = entry(ownFactors, name, () => new Map<string, Pairs>());
          for (const [factor, risk] of Object.entries(factors)) {
            if (risk === null) continue;
            const p = entry(mine, factor, () => ({ x: [], y: [] }));
            p.x.push(risk);
            p.y.push(y);
          }
        });
      }
      for (const name of names) (byLine.get(name) as Pairs[]).push(own.get(name) as Pairs);
      for (const [name, mine] of ownFactors) {
        const lineFactors = entry(factorsByLine, name, () => new Map<string, Pairs[]>());
        for (const [factor, p] of mine) {
          const list = lineFactors.get(factor) ?? [];
          list.push(p);
          lineFactors.set(factor, list);
        }
      }
    }
    pairs.set(measure.name, byLine);
    factorPairs.set(measure.name, factorsByLine);
  }

  return options.lines.map((line) => {
    let daysScored = 0;
    let errors = 0;
    let high = 0;
    let critical = 0;
    for (const { person, runs } of people) {
      const run = runs.get(line.name);
      if (!run) {
        errors += person.records.length;
        continue;
      }
      for (const record of person.records) {
        if (!run.forward.score.has(record.date)) continue;
        daysScored++;
        const level = run.forward.level?.get(record.date) as RiskLevel | undefined;
        if (level === undefined) continue;
        if (RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf("high")) high++;
        if (level === "critical") critical++;
      }
    }
    const hasLevels = line.kind !== "naive";
    const report: RealLineReport = {
      cohort: cohort.name,
      algorithm: line.name,
      people: cohort.people.length,
      days_scored: daysScored,
      errors,
      high_share: hasLevels && daysScored > 0 ? round3(high / daysScored) : null,
      critical_share: hasLevels && daysScored > 0 ? round3(critical / daysScored) : null,
      same_day: {},
      forward: {},
      pairs: {},
    };
    for (const measure of measures) {
      const own = pairs.get(measure.name)?.get(line.name) ?? [];
      const value = round3(statistic(measure.name)(own));
      (measure.forward ? report.forward : report.same_day)[measure.name] = value;
      report.pairs[measure.name] = own.reduce((sum, p) => sum + p.x.length, 0);
      const lineFactors = factorPairs.get(measure.name)?.get(line.name);
      if (lineFactors && line.kind === "score") {
        report.factors ??= {};
        for (const [factor, list] of lineFactors) {
          report.factors[factor] ??= {};
          (report.factors[factor] as Record<string, number | null>)[measure.name] = round3(
            statistic(measure.name)(list),
          );
        }
      }
    }
    for (const { a, b } of options.comparisons) {
      if (a !== line.name || !names.includes(b)) continue;
      report.intervals ??= {};
      const intervals: Record<string, Interval> = {};
      for (const measure of measures) {
        const byLine = pairs.get(measure.name);
        intervals[measure.name] = bootstrapDifference(
          byLine?.get(a) ?? [],
          byLine?.get(b) ?? [],
          statistic(measure.name),
          options.draws,
          options.seed,
        );
      }
      report.intervals[`minus_${b}`] = intervals;
    }
    return report;
  });
}
