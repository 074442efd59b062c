// Reading the records of each kind of Fitbit file into one collection (docs/wearables.md "Fitbit
// data export"): JSON files through json-elements.ts, CSV files by their header's names
// (fitbit-csv.ts), each bounded. Values are checked for plausibility with the file and record named.
import type { Readable } from "node:stream";
import { dataImportBadDate, dataImportFitbitBadRecord, dataImportJsonTooMany } from "@evenkeel/contracts";
import {
  checkNotFuture,
  checkPlausible,
  countSkip,
  ImportInputError,
  type ParsedImport,
} from "../imported-days.ts";
import { jsonArrayElements } from "../json-elements.ts";
import { csvRows } from "./fitbit-csv.ts";
import { type FitbitFileKind, fitbitDay } from "./fitbit-files.ts";

/** The most records all files of one upload may hold together: decades of a Fitbit's nights. */
export const FITBIT_MAX_RECORDS = 500_000;

export interface SleepScore {
  logId: string;
  /** The day of its `timestamp`, the wake-up as local time. */
  date: string;
  score: number | null;
  restingHr: number | null;
  file: string;
  line: number;
}

export interface FitbitCollected {
  restingHr: Map<string, number>;
  /** Day → its main sleep (the longest, were there two). */
  mainSleeps: Map<string, { logId: string; minutes: number }>;
  /** Every sleep's logId → its day, or null for a nap. */
  sleepLogs: Map<string, string | null>;
  scores: SleepScore[];
  /** The sleep scores read, by logId: one found twice counts once. */
  scoreIds: Set<string>;
  /** Days written without a value, by file kind and date as written: counted once. */
  missing: Set<string>;
  hrv: Map<string, number>;
  readiness: Map<string, number>;
  exerciseIds: Set<string>;
  exercisesPerDay: Map<string, number>;
  /** Records that went into a day. */
  records: number;
  /** Every record read, kept within FITBIT_MAX_RECORDS. */
  read: number;
  skipped: ParsedImport["skipped"];
  latest: string;
  uploadName: string;
}

export interface RecordSource {
  name: string;
  kind: FitbitFileKind;
  open(): Promise<Readable>;
  /** Bytes read so far of this file. */
  onBytes(bytes: number): void;
  stopping(): boolean;
}

const tenths = (value: number) => Math.round(value * 10) / 10;
const asNumber = (value: unknown) =>
  typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : null;
const idOf = (value: unknown) =>
  typeof value === "number" || typeof value === "string" ? String(value) : null;

/**
 * One more record read; `used` when it went into a day. The bound counts every record of the
 * upload, whichever of its files or zips holds it.
 */
function counted(into: FitbitCollected, used = true): void {
  into.read += 1;
  if (used) into.records += 1;
  if (into.read > FITBIT_MAX_RECORDS)
    throw new ImportInputError(dataImportJsonTooMany(into.uploadName, FITBIT_MAX_RECORDS));
}

/**
 * A day's value from a file of one value a day: the same day with the same value again (the
 * same file twice in an upload) is a repeat, counted once; another value replaces it.
 */
function dayValue(values: Map<string, number>, day: string, value: number, into: FitbitCollected): void {
  const repeated = values.get(day) === value;
  counted(into, !repeated);
  if (repeated) countSkip(into.skipped, "duplicate_records");
  else values.set(day, value);
}

/** A day written without a value (`key`: its file's kind and date as written), counted once. */
function missingValue(key: string, into: FitbitCollected): void {
  counted(into, false);
  const repeated = into.missing.has(key);
  into.missing.add(key);
  countSkip(into.skipped, repeated ? "duplicate_records" : "missing_values");
}

export async function readFitbitFile(source: RecordSource, into: FitbitCollected): Promise<void> {
  if (source.kind === "resting_hr" || source.kind === "sleep" || source.kind === "exercise") {
    const stream = await source.open();
    for await (const { value, index } of jsonArrayElements(stream, {
      file: source.name,
      onBytes: source.onBytes,
      stopping: source.stopping,
    })) {
      const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
      const bad = (what: string) => new ImportInputError(dataImportFitbitBadRecord(source.name, index, what));
      if (source.kind === "resting_hr") restingHrRecord(record, index, source.name, into, bad);
      else if (source.kind === "sleep") sleepRecord(record, index, source.name, into, bad);
      else exerciseRecord(record, index, source.name, into, bad);
    }
    return;
  }
  for await (const { cell, line } of csvRows(source, NEEDED[source.kind])) {
    const date = (column: string) => {
      const text = cell(column);
      const day = fitbitDay(text);
      if (!day) throw new ImportInputError(dataImportBadDate(source.name, line, text.slice(0, 40)));
      checkNotFuture(day, into.latest, source.name, line);
      return day;
    };
    const number = (column: string) => asNumber(cell(column));
    const value = number(
      source.kind === "sleep_score"
        ? "overall_score"
        : source.kind === "hrv"
          ? "rmssd"
          : "readiness_score_value",
    );
    if (source.kind === "sleep_score") {
      const score = value;
      const restingHr = number("resting_heart_rate");
      const logId = cell("sleep_log_entry_id").trim();
      const key = logId || `at ${cell("timestamp")}`;
      if (into.scoreIds.has(key)) {
        counted(into, false);
        countSkip(into.skipped, "duplicate_records");
        continue;
      }
      into.scoreIds.add(key);
      counted(into, value !== null);
      into.scores.push({
        logId,
        date: date("timestamp"),
        score: score === null ? null : checkPlausible("sleep_quality_score", score, source.name, line),
        restingHr: restingHr ? checkPlausible("resting_hr", restingHr, source.name, line) : null,
        file: source.name,
        line,
      });
    } else if (source.kind === "hrv") {
      const rmssd = value;
      if (rmssd === null) missingValue(`hrv ${cell("timestamp")}`, into);
      else
        dayValue(into.hrv, date("timestamp"), tenths(checkPlausible("hrv", rmssd, source.name, line)), into);
    } else {
      const readiness = value;
      if (readiness === null) missingValue(`readiness ${cell("date")}`, into);
      else
        dayValue(
          into.readiness,
          date("date"),
          checkPlausible("recovery_score", readiness, source.name, line),
          into,
        );
    }
  }
}

type Bad = (what: string) => ImportInputError;

function dayOf(text: unknown, index: number, file: string, into: FitbitCollected, bad: Bad): string {
  const day = fitbitDay(text);
  if (!day) throw bad("date");
  checkNotFuture(day, into.latest, file, index);
  return day;
}

/** A resting heart rate of 0 (with a null date) is a day Fitbit could not measure. */
function restingHrRecord(
  record: Record<string, unknown>,
  index: number,
  file: string,
  into: FitbitCollected,
  bad: Bad,
) {
  const value = (record.value ?? {}) as Record<string, unknown>;
  const bpm = asNumber(value.value);
  if (bpm === null || Number.isNaN(bpm)) throw bad("resting heart rate");
  if (bpm === 0) {
    missingValue(`resting_hr ${String(record.dateTime)}`, into);
    return;
  }
  const day = dayOf(value.date ?? record.dateTime, index, file, into, bad);
  dayValue(into.restingHr, day, tenths(checkPlausible("resting_hr", bpm, file, index)), into);
}

/** The record's logId the first time it is seen; null (counted as a repeat) after. */
function firstSeen(
  record: Record<string, unknown>,
  seen: { has(logId: string): boolean },
  into: FitbitCollected,
  bad: Bad,
): string | null {
  const logId = idOf(record.logId);
  if (logId === null) throw bad("logId");
  if (!seen.has(logId)) return logId;
  countSkip(into.skipped, "duplicate_records");
  return null;
}

/** Main sleep by its `dateOfSleep`; a logId seen before (chunks overlap) once; naps apart. */
function sleepRecord(
  record: Record<string, unknown>,
  index: number,
  file: string,
  into: FitbitCollected,
  bad: Bad,
) {
  const logId = firstSeen(record, into.sleepLogs, into, bad);
  if (logId === null) return;
  counted(into, record.mainSleep === true);
  if (record.mainSleep !== true) {
    into.sleepLogs.set(logId, null);
    countSkip(into.skipped, "naps");
    return;
  }
  const day = dayOf(record.dateOfSleep, index, file, into, bad);
  const minutes = asNumber(record.minutesAsleep);
  if (minutes === null || Number.isNaN(minutes)) throw bad("minutesAsleep");
  checkPlausible("sleep_duration_minutes", minutes, file, index);
  into.sleepLogs.set(logId, day);
  const before = into.mainSleeps.get(day);
  if (!before || before.minutes < minutes) into.mainSleeps.set(day, { logId, minutes });
}

function exerciseRecord(
  record: Record<string, unknown>,
  index: number,
  file: string,
  into: FitbitCollected,
  bad: Bad,
) {
  const logId = firstSeen(record, into.exerciseIds, into, bad);
  if (logId === null) return;
  counted(into);
  into.exerciseIds.add(logId);
  const day = dayOf(record.startTime, index, file, into, bad);
  into.exercisesPerDay.set(day, (into.exercisesPerDay.get(day) ?? 0) + 1);
}

const NEEDED: Record<"sleep_score" | "hrv" | "readiness", readonly string[]> = {
  sleep_score: ["sleep_log_entry_id", "timestamp", "overall_score", "resting_heart_rate"],
  hrv: ["timestamp", "rmssd"],
  readiness: ["date", "readiness_score_value"],
};
