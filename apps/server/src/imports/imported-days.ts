// What a file import produces before it is written (docs/wearables.md "Imports"):
// each day's values under the import's source, only the metrics the file carries (a lone
// sleeps.csv must not erase the recovery an earlier zip stored), the WHOOP journal's answers,
// and what was left out and why. The parsers hold only these per-day aggregates, never the file.
import {
  AppError,
  type DataImportKind,
  type DataImportMetric,
  type DataImportSkipReason,
  dataImportAbsurdValue,
  dataImportFutureDate,
  type HrvMeasure,
} from "@evenkeel/contracts";
import type { MetricValues } from "@evenkeel/domain/router";
import type { JournalAnswer } from "../store/journal-answers.ts";
import { METRIC_COLUMNS } from "../store/source-metrics.ts";

export type MetricColumn = Exclude<keyof MetricValues, "date">;

export const ALL_METRIC_COLUMNS: readonly MetricColumn[] = METRIC_COLUMNS;

export type ImportedValues = Partial<Record<MetricColumn, number | null>>;

export type { JournalAnswer };

export interface ParsedImport {
  kind: DataImportKind;
  /** Date → the values the file gives that day. */
  days: Map<string, ImportedValues>;
  /** The metrics this file carries; the others keep what is stored. */
  provided: ReadonlySet<MetricColumn>;
  hrvMeasure: HrvMeasure;
  journal: JournalAnswer[];
  /** Records (rows, readings, intervals, workouts) that went into a day. */
  records: number;
  skipped: Map<DataImportSkipReason, number>;
  /** Columns of the files left unread ("workouts.csv: Distance (meters)"), listed in the summary. */
  ignoredColumns?: readonly string[];
}

/** Bad input: the import fails with this message (naming the file and line where it helps). */
export class ImportInputError extends AppError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
    this.name = "ImportInputError";
  }
}

/** The import was asked to stop (the server is closing); it resumes from the start later. */
export class ImportStopped extends Error {
  constructor() {
    super("import stopped");
    this.name = "ImportStopped";
  }
}

export function countSkip(
  skipped: Map<DataImportSkipReason, number>,
  reason: DataImportSkipReason,
  by = 1,
): void {
  skipped.set(reason, (skipped.get(reason) ?? 0) + by);
}

/** Plausible ranges; anything outside them is refused with the file and line. */
export const PLAUSIBLE = {
  resting_hr: { min: 20, max: 250, what: "a resting heart rate", unit: " bpm" },
  hrv: { min: 1, max: 500, what: "an HRV", unit: " ms" },
  sleep_duration_minutes: { min: 0, max: 24 * 60, what: "a night's sleep", unit: " minutes" },
  sleep_quality_score: { min: 0, max: 100, what: "a sleep performance", unit: "%" },
  recovery_score: { min: 0, max: 100, what: "a recovery score", unit: "%" },
  day_strain: { min: 0, max: 21, what: "a day strain", unit: "" },
} as const;

export function checkPlausible(
  metric: keyof typeof PLAUSIBLE,
  value: number,
  file: string,
  line: number,
): number {
  const range = PLAUSIBLE[metric];
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    throw new ImportInputError(
      dataImportAbsurdValue(file, line, range.what, `${formatNumber(value)}${range.unit}`),
    );
  }
  return value;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Dates after this (the latest "today" anywhere on Earth) are in the future. */
export function latestToday(nowMs: number): string {
  return new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);
}

export function checkNotFuture(date: string, latest: string, file: string, line: number): void {
  if (date > latest) throw new ImportInputError(dataImportFutureDate(file, line, date));
}

/** The values of `date` in `days`, made empty on first use. */
export function valuesOf(days: Map<string, ImportedValues>, date: string): ImportedValues {
  let values = days.get(date);
  if (!values) {
    values = {};
    days.set(date, values);
  }
  return values;
}

/** Days with a value per metric, for the summary. */
export function daysPerMetric(parsed: ParsedImport): Partial<Record<DataImportMetric, number>> {
  const counts: Partial<Record<DataImportMetric, number>> = {};
  for (const values of parsed.days.values()) {
    for (const column of parsed.provided) {
      const value = values[column];
      if (value !== undefined && value !== null) counts[column] = (counts[column] ?? 0) + 1;
    }
  }
  if (parsed.journal.length > 0) counts.journal = new Set(parsed.journal.map((answer) => answer.date)).size;
  return counts;
}

/** Reports how far through its bytes a parser is; the runner stores it now and then. */
export type ProgressReport = (share: number) => void;
