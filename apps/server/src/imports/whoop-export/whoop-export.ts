// A WHOOP data export (the zip, or its CSV files uploaded on their own), read row by row as
// the bytes arrive (docs/wearables.md "Imports"). Each file is recognised by its columns, never
// its name: WHOOP translates both into the account's language. English headers map by name;
// another language maps only when every column's unit — "(bpm)", "(ms)", "%", the same in every
// language — lines up with one file's columns and the three cycle columns agree with the
// cycles file's, i.e. without doubt; otherwise the file is refused by name.
// Mapping as for the API (WEARABLES.md): the day is the date of Wake onset as written (the
// times are local wall times already: no time-zone conversion), a cycle without sleep is dated
// by its start + 12 h; recovery, resting HR, HRV (RMSSD), asleep minutes, sleep performance,
// Day Strain; workouts counted per cycle; naps never count. Journal answers are kept.
import type { Readable } from "node:stream";
import {
  dataImportBadDate,
  dataImportCsvColumns,
  dataImportCsvLanguage,
  dataImportCsvLineTooLong,
  dataImportCsvMalformed,
  dataImportCsvMissingColumns,
  dataImportNothing,
  dataImportWorkoutsAlone,
} from "@evenkeel/contracts";
import { parse } from "csv-parse";
import {
  checkNotFuture,
  checkPlausible,
  countSkip,
  type ImportedValues,
  ImportInputError,
  ImportStopped,
  type JournalAnswer,
  latestToday,
  type MetricColumn,
  type ParsedImport,
} from "../imported-days.ts";

const CYCLE_COLUMNS = ["Cycle start time", "Cycle end time", "Cycle timezone"] as const;
const SLEEP_COLUMNS = [
  "Sleep onset",
  "Wake onset",
  "Sleep performance %",
  "Respiratory rate (rpm)",
  "Asleep duration (min)",
  "In bed duration (min)",
  "Light sleep duration (min)",
  "Deep (SWS) duration (min)",
  "REM duration (min)",
  "Awake duration (min)",
  "Sleep need (min)",
  "Sleep debt (min)",
  "Sleep efficiency %",
  "Sleep consistency %",
] as const;

/** The English header of each file of the export (WEARABLES.md). */
export const WHOOP_FILES = {
  cycles: [
    ...CYCLE_COLUMNS,
    "Recovery score %",
    "Resting heart rate (bpm)",
    "Heart rate variability (ms)",
    "Skin temp (celsius)",
    "Blood oxygen %",
    "Day Strain",
    "Energy burned (cal)",
    "Max HR (bpm)",
    "Average HR (bpm)",
    ...SLEEP_COLUMNS,
  ],
  sleeps: [...CYCLE_COLUMNS, ...SLEEP_COLUMNS, "Nap"],
  workouts: [
    ...CYCLE_COLUMNS,
    "Workout start time",
    "Workout end time",
    "Duration (min)",
    "Activity name",
    "Activity Strain",
    "Energy burned (cal)",
    "Max HR (bpm)",
    "Average HR (bpm)",
    "HR Zone 1 %",
    "HR Zone 2 %",
    "HR Zone 3 %",
    "HR Zone 4 %",
    "HR Zone 5 %",
    "GPS enabled",
  ],
  journal: [...CYCLE_COLUMNS, "Question text", "Answered yes", "Notes"],
} as const;

export type WhoopFileKind = keyof typeof WHOOP_FILES;

const STAGE_COLUMNS = [
  "Light sleep duration (min)",
  "Deep (SWS) duration (min)",
  "REM duration (min)",
] as const;

/**
 * The columns each file's rows are read from. A file is recognised by these, whatever else it
 * carries (a newer app writes more, e.g. workouts' "Distance (meters)"): the others are left
 * out and listed in the summary; a file missing one of these is refused, naming it.
 */
export const WHOOP_NEEDED_COLUMNS: Record<WhoopFileKind, readonly string[]> = {
  cycles: [
    "Cycle start time",
    "Wake onset",
    "Recovery score %",
    "Resting heart rate (bpm)",
    "Heart rate variability (ms)",
    "Day Strain",
    "Sleep performance %",
    "Asleep duration (min)",
    ...STAGE_COLUMNS,
  ],
  sleeps: [
    "Cycle start time",
    "Wake onset",
    "Sleep performance %",
    "Asleep duration (min)",
    ...STAGE_COLUMNS,
    "Nap",
  ],
  workouts: ["Cycle start time", "Workout start time"],
  journal: ["Cycle start time", "Question text", "Answered yes", "Notes"],
};

/** A file shares at least this many of a kind's known columns before it is taken for one of that kind. */
const RESEMBLANCE_COLUMNS = CYCLE_COLUMNS.length + 1;

const KINDS = Object.keys(WHOOP_FILES) as WhoopFileKind[];

/** "Resting heart rate (bpm)" → "(bpm)", "Recovery score %" → "%", "Day Strain" → "". */
function unitOf(header: string): string {
  const trimmed = header.trim();
  const bracket = /\(([^)]*)\)$/.exec(trimmed);
  if (bracket) return `(${bracket[1]})`;
  return trimmed.endsWith("%") ? "%" : "";
}

const normalise = (header: string) => header.trim().toLowerCase();

export type Recognised =
  | {
      kind: WhoopFileKind;
      translated: boolean;
      /** English column name → its index in this file. */
      columns: ReadonlyMap<string, number>;
      /** The file's columns Evenkeel does not read, as the file names them. */
      ignored: string[];
    }
  | { kind: null; resemblance: WhoopFileKind | null; missing: string[] };

/** A translated file, mapped by position: its first columns are the kind's, in the kind's order. */
function byPosition(kind: WhoopFileKind, header: readonly string[]): Recognised {
  const known = WHOOP_FILES[kind] as readonly string[];
  return {
    kind,
    translated: true,
    columns: new Map(known.map((name, index) => [name, index])),
    ignored: header.slice(known.length).map((name) => name.trim()),
  };
}

/**
 * Which file of the export a header row is: by the English names of the columns it needs, in
 * any order and beside any others; or — in another language — by its units lining up with
 * exactly one file's first columns (the journal has no units: it must also share the cycle
 * columns' translated names with `cycleNames`). Columns after a translated file's known ones
 * are left out, as a newer app version's are.
 */
export function recogniseWhoopHeader(
  header: readonly string[],
  cycleNames: readonly string[] | null,
): Recognised {
  const names = header.map(normalise);
  const indexOf = (name: string) => names.indexOf(normalise(name));
  const shared = (kind: WhoopFileKind) => WHOOP_FILES[kind].filter((name) => indexOf(name) !== -1).length;
  const english = KINDS.filter((kind) =>
    WHOOP_NEEDED_COLUMNS[kind].every((name) => indexOf(name) !== -1),
  ).sort((a, b) => shared(b) - shared(a));
  const [kind] = english;
  if (kind) {
    const known = new Set((WHOOP_FILES[kind] as readonly string[]).map(normalise));
    return {
      kind,
      translated: false,
      columns: new Map(
        (WHOOP_FILES[kind] as readonly string[])
          .filter((name) => indexOf(name) !== -1)
          .map((name) => [name, indexOf(name)]),
      ),
      ignored: header
        .filter((name, index) => !known.has(names[index] ?? "") && name.trim() !== "")
        .map((name) => name.trim()),
    };
  }
  // English names, but not all the ones a file of the kind it most resembles needs.
  const [closest] = [...KINDS].sort((a, b) => shared(b) - shared(a));
  if (closest && shared(closest) >= RESEMBLANCE_COLUMNS) {
    const missing = WHOOP_NEEDED_COLUMNS[closest].filter((name) => indexOf(name) === -1);
    return { kind: null, resemblance: closest, missing };
  }
  const unitsOf = (columns: readonly string[]) => columns.map(unitOf);
  const units = unitsOf(header);
  const prefixMatches = KINDS.filter((candidate) => {
    const known = unitsOf(WHOOP_FILES[candidate]);
    return (
      known.some((unit) => unit !== "") &&
      header.length >= known.length &&
      known.every((unit, index) => units[index] === unit)
    );
  });
  const [translated] = prefixMatches;
  if (translated && prefixMatches.length === 1) return byPosition(translated, header);
  const journalWidth = WHOOP_FILES.journal.length;
  if (
    prefixMatches.length === 0 &&
    header.length >= journalWidth &&
    units.slice(0, journalWidth).every((unit) => unit === "") &&
    cycleNames?.every((name, index) => normalise(name) === names[index])
  ) {
    return byPosition("journal", header);
  }
  const sameWidth = KINDS.find((candidate) => WHOOP_FILES[candidate].length === header.length);
  return { kind: null, resemblance: sameWidth ?? null, missing: [] };
}

/**
 * The longest record (a line, or several when a quoted field holds line breaks) any parse reads:
 * a row of WHOOP's export is under 1 KB, its only free text a journal note. Without a bound,
 * csv-parse grows its field buffer until the line ends, and a file without line breaks never
 * ends one (docs/security.md, "Limits on imported files").
 */
export const CSV_MAX_RECORD_BYTES = 64 * 1024;

/** csv-parse's own error for a record past `max_record_size` (its documented `code`). */
const isRecordTooLong = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "CSV_MAX_RECORD_SIZE";

/**
 * Reads a CSV's header row only (the first line), for recognising a file before reading it.
 * A first line past CSV_MAX_RECORD_BYTES is refused by name; any other unreadable header is null.
 */
export async function readCsvHeader(stream: Readable, file: string): Promise<string[] | null> {
  const parser = stream.pipe(
    parse({
      bom: true,
      to_line: 1,
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: CSV_MAX_RECORD_BYTES,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<string[]>) return record;
    return null;
  } catch (error) {
    if (isRecordTooLong(error))
      throw new ImportInputError(dataImportCsvLineTooLong(file, 1, CSV_MAX_RECORD_BYTES));
    return null;
  } finally {
    stream.destroy();
  }
}

// --- rows -----------------------------------------------------------------------------------

interface CycleRow {
  start: string;
  date: string;
  values: ImportedValues;
  line: number;
}

interface SleepRow {
  cycleStart: string;
  date: string;
  asleep: number | null;
  performance: number | null;
}

/** The export's wall times: "2026-03-13 22:30:00" (seconds and a "T" tolerated). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

function wallTime(text: string, file: string, line: number): { date: string; ms: number } {
  const match = WALL_TIME.exec(text.trim());
  if (!match) throw new ImportInputError(dataImportBadDate(file, line, text.slice(0, 40)));
  const [, y, mo, d, h, mi, s] = match;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (
    Number.isNaN(ms) ||
    Number(mo) < 1 ||
    Number(mo) > 12 ||
    Number(d) < 1 ||
    Number(d) > 31 ||
    Number(h) > 23
  ) {
    throw new ImportInputError(dataImportBadDate(file, line, text.slice(0, 40)));
  }
  return { date: text.trim().slice(0, 10), ms };
}

/** The day of a cycle: its wake-up's date as written, else its start + 12 h (WEARABLES.md). */
function cycleDate(start: string, wake: string, file: string, line: number): string {
  if (wake.trim() !== "") return wallTime(wake, file, line).date;
  return new Date(wallTime(start, file, line).ms + 12 * 3_600_000).toISOString().slice(0, 10);
}

function numberOrNull(text: string | undefined, file: string, line: number, column: string): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) {
    throw new ImportInputError(
      dataImportCsvMalformed(file, line, `${column} is "${trimmed.slice(0, 20)}", not a number`),
    );
  }
  return value;
}

const truthy = (text: string | undefined) => /^(true|yes|1)$/i.test((text ?? "").trim());
const falsy = (text: string | undefined) => /^(false|no|0)$/i.test((text ?? "").trim());

export interface WhoopFileInput {
  name: string;
  kind: WhoopFileKind;
  /** English column name → its index in this file (recogniseWhoopHeader's `columns`). */
  columns: ReadonlyMap<string, number>;
  /** Columns of the file Evenkeel does not read, listed in the summary. */
  ignored: readonly string[];
  /** How many columns the header has: every row must have as many. */
  width: number;
  open: () => Promise<Readable>;
}

export interface WhoopParseOptions {
  nowMs: number;
  /** Called with the bytes read so far, across all files. */
  onBytes: (bytes: number) => void;
  stopping: () => boolean;
  /** Files of the upload that were not part of the export (in a zip). */
  otherFiles: number;
  /** Names the upload as a whole in messages. */
  uploadName: string;
}

async function* rowsOf(
  file: WhoopFileInput,
  options: WhoopParseOptions,
  counted: { bytes: number },
): AsyncGenerator<{ row: string[]; line: number }> {
  const stream = await file.open();
  stream.on("data", (chunk: Buffer | string) => {
    counted.bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
  });
  const parser = stream.pipe(
    parse({
      bom: true,
      info: true,
      skip_empty_lines: true,
      from_line: 2,
      relax_column_count: true,
      max_record_size: CSV_MAX_RECORD_BYTES,
    }),
  );
  const { width } = file;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (options.stopping()) throw new ImportStopped();
      if (item.record.length !== width) {
        throw new ImportInputError(
          dataImportCsvMalformed(
            file.name,
            item.info.lines,
            `${item.record.length} columns instead of ${width}`,
          ),
        );
      }
      options.onBytes(counted.bytes);
      yield { row: item.record, line: item.info.lines };
    }
  } catch (error) {
    if (error instanceof ImportInputError || error instanceof ImportStopped) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    if (isRecordTooLong(error))
      throw new ImportInputError(dataImportCsvLineTooLong(file.name, line, CSV_MAX_RECORD_BYTES));
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid Record Length: /, "").slice(0, 160) : "";
    throw new ImportInputError(dataImportCsvMalformed(file.name, line, reason || "unreadable"));
  } finally {
    stream.destroy();
  }
}

/** The cell of `row` under the English column `name` (empty when the file lacks that column). */
const cellOf = (file: WhoopFileInput) => (row: readonly string[], name: string) => {
  const index = file.columns.get(name);
  return index === undefined ? undefined : row[index];
};

export async function parseWhoopExport(
  files: readonly WhoopFileInput[],
  options: WhoopParseOptions,
): Promise<ParsedImport> {
  const latest = latestToday(options.nowMs);
  const skipped: ParsedImport["skipped"] = new Map();
  if (options.otherFiles > 0) countSkip(skipped, "other_files", options.otherFiles);
  const byKind = (kind: WhoopFileKind) => files.filter((file) => file.kind === kind);
  const hasCycles = byKind("cycles").length > 0;
  if (
    !hasCycles &&
    byKind("workouts").length > 0 &&
    byKind("sleeps").length === 0 &&
    byKind("journal").length === 0
  ) {
    throw new ImportInputError(dataImportWorkoutsAlone(byKind("workouts")[0]?.name ?? options.uploadName));
  }
  const counted = { bytes: 0 };
  let records = 0;

  // Cycles first: they date the sleeps, workouts and journal answers of the other files.
  const cycles = new Map<string, CycleRow>();
  for (const file of byKind("cycles")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      const start = at(row, "Cycle start time") ?? "";
      const date = cycleDate(start, at(row, "Wake onset") ?? "", file.name, line);
      checkNotFuture(date, latest, file.name, line);
      const read = (name: string) => numberOrNull(at(row, name), file.name, line, name);
      const values: ImportedValues = {
        recovery_score: plausible("recovery_score", read("Recovery score %"), file.name, line),
        resting_hr: plausible("resting_hr", read("Resting heart rate (bpm)"), file.name, line),
        hrv: plausible("hrv", read("Heart rate variability (ms)"), file.name, line),
        sleep_duration_minutes: plausible("sleep_duration_minutes", asleepMinutes(read), file.name, line),
        sleep_quality_score: plausible("sleep_quality_score", read("Sleep performance %"), file.name, line),
        day_strain: plausible("day_strain", read("Day Strain"), file.name, line),
      };
      if (Object.values(values).every((value) => value === null)) {
        countSkip(skipped, "unscored");
        continue;
      }
      if (cycles.has(start)) continue;
      cycles.set(start, { start, date, values, line });
    }
  }

  // Sleeps: naps never count; a main sleep fills a cycle that lacks its sleep (or makes the day).
  const sleeps: SleepRow[] = [];
  for (const file of byKind("sleeps")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      if (truthy(at(row, "Nap"))) {
        countSkip(skipped, "naps");
        continue;
      }
      if (!falsy(at(row, "Nap")) && (at(row, "Nap") ?? "").trim() !== "") {
        throw new ImportInputError(
          dataImportCsvMalformed(
            file.name,
            line,
            `Nap is "${at(row, "Nap")?.slice(0, 20)}", not true or false`,
          ),
        );
      }
      const wake = at(row, "Wake onset") ?? "";
      if (wake.trim() === "") continue;
      const date = wallTime(wake, file.name, line).date;
      checkNotFuture(date, latest, file.name, line);
      const read = (name: string) => numberOrNull(at(row, name), file.name, line, name);
      sleeps.push({
        cycleStart: at(row, "Cycle start time") ?? "",
        date,
        asleep: plausible("sleep_duration_minutes", asleepMinutes(read), file.name, line),
        performance: plausible("sleep_quality_score", read("Sleep performance %"), file.name, line),
      });
    }
  }

  // Workouts: counted per cycle.
  const workoutsPerCycle = new Map<string, number>();
  for (const file of byKind("workouts")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      const cycleStart = at(row, "Cycle start time") ?? "";
      wallTime(at(row, "Workout start time") ?? "", file.name, line);
      workoutsPerCycle.set(cycleStart, (workoutsPerCycle.get(cycleStart) ?? 0) + 1);
      records += 1;
    }
  }

  // Journal answers, kept for the score.
  const journal = new Map<string, JournalAnswer>();
  for (const file of byKind("journal")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      const cycleStart = at(row, "Cycle start time") ?? "";
      const date = cycles.get(cycleStart)?.date ?? cycleDate(cycleStart, "", file.name, line);
      checkNotFuture(date, latest, file.name, line);
      const question = (at(row, "Question text") ?? "").trim().slice(0, 500);
      if (question === "") continue;
      const answer = at(row, "Answered yes");
      const notes = (at(row, "Notes") ?? "").trim();
      journal.set(`${date}\u0000${question}`, {
        date,
        question,
        answeredYes: truthy(answer) ? true : falsy(answer) ? false : null,
        notes: notes === "" ? null : notes.slice(0, 2000),
      });
      records += 1;
    }
  }

  const days = new Map<string, ImportedValues>();
  const provided = new Set<MetricColumn>();
  if (hasCycles) {
    for (const column of [
      "recovery_score",
      "resting_hr",
      "hrv",
      "sleep_duration_minutes",
      "sleep_quality_score",
      "day_strain",
    ] as const) {
      provided.add(column);
    }
    if (byKind("workouts").length > 0) provided.add("workout_count");
    const mainSleepByCycle = new Map(sleeps.map((sleep) => [sleep.cycleStart, sleep]));
    for (const cycle of cycles.values()) {
      const values = { ...cycle.values };
      let date = cycle.date;
      const sleep = mainSleepByCycle.get(cycle.start);
      if (sleep && values.sleep_duration_minutes === null) {
        values.sleep_duration_minutes = sleep.asleep;
        values.sleep_quality_score = sleep.performance;
        date = sleep.date;
      }
      if (provided.has("workout_count")) values.workout_count = workoutsPerCycle.get(cycle.start) ?? 0;
      // Two cycles waking on one date (a flight east): the later cycle's day stands.
      days.set(date, values);
      records += 1;
    }
  } else if (sleeps.length > 0) {
    provided.add("sleep_duration_minutes");
    provided.add("sleep_quality_score");
    for (const sleep of sleeps) {
      days.set(sleep.date, { sleep_duration_minutes: sleep.asleep, sleep_quality_score: sleep.performance });
      records += 1;
    }
  }
  if (days.size === 0 && journal.size === 0)
    throw new ImportInputError(dataImportNothing(options.uploadName));

  return {
    kind: "whoop_export",
    days,
    provided,
    hrvMeasure: "rmssd",
    journal: [...journal.values()],
    records,
    skipped,
    ignoredColumns: files.flatMap((file) => file.ignored.map((name) => `${file.name}: ${name}`)),
  };
}

/**
 * Minutes asleep as the API mapping counts them (WEARABLES.md): light + slow wave (deep) + REM;
 * the export's "Asleep duration" when the stages are not all there.
 */
function asleepMinutes(read: (column: string) => number | null): number | null {
  const stages = [
    read("Light sleep duration (min)"),
    read("Deep (SWS) duration (min)"),
    read("REM duration (min)"),
  ];
  if (stages.every((minutes) => minutes !== null)) {
    return stages.reduce<number>((sum, minutes) => sum + (minutes as number), 0);
  }
  return read("Asleep duration (min)");
}

function plausible(
  metric:
    | "recovery_score"
    | "resting_hr"
    | "hrv"
    | "sleep_duration_minutes"
    | "sleep_quality_score"
    | "day_strain",
  value: number | null,
  file: string,
  line: number,
): number | null {
  return value === null ? null : checkPlausible(metric, value, file, line);
}

/** The message for a CSV that is not (or not recognisably) one of the export's files. */
export function unrecognisedCsvMessage(file: string, recognised: Recognised): string {
  if (recognised.kind === null && recognised.missing.length > 0)
    return dataImportCsvMissingColumns(file, recognised.missing);
  if (recognised.kind === null && recognised.resemblance !== null) return dataImportCsvLanguage(file);
  return dataImportCsvColumns(file);
}
