// The columns of a WHOOP data export's files, and how a file is recognised by them, never by its
// name: WHOOP translates both into the account's language. English headers map by name; another
// language maps only when every column's unit — "(bpm)", "(ms)", "%", the same in every
// language — lines up with one file's columns and the three cycle columns agree with the cycles
// file's, i.e. without doubt; otherwise the file is refused by name (docs/wearables.md
// "WHOOP data export").
import type { Readable } from "node:stream";
import {
  dataImportCsvColumns,
  dataImportCsvLanguage,
  dataImportCsvLineTooLong,
  dataImportCsvMissingColumns,
} from "@evenkeel/contracts";
import { parse } from "csv-parse";
import { ImportInputError } from "../imported-days.ts";

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

/** The English header of each file of the export (docs/wearables.md). */
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
export const isRecordTooLong = (error: unknown) =>
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

/** The message for a CSV that is not (or not recognisably) one of the export's files. */
export function unrecognisedCsvMessage(file: string, recognised: Recognised): string {
  if (recognised.kind === null && recognised.missing.length > 0)
    return dataImportCsvMissingColumns(file, recognised.missing);
  if (recognised.kind === null && recognised.resemblance !== null) return dataImportCsvLanguage(file);
  return dataImportCsvColumns(file);
}
