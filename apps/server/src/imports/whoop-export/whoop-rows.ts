// Reading a WHOOP export's CSV rows as the bytes arrive (csv-parse, each record bounded), and the
// values in them: wall times as written, numbers, the day of a cycle (docs/wearables.md
// "WHOOP data export").
import type { Readable } from "node:stream";
import { dataImportBadDate, dataImportCsvLineTooLong, dataImportCsvMalformed } from "@evenkeel/contracts";
import { parse } from "csv-parse";
import { type ImportedValues, ImportInputError, ImportStopped } from "../imported-days.ts";
import { CSV_MAX_RECORD_BYTES, isRecordTooLong, type WhoopFileKind } from "./whoop-columns.ts";

export interface CycleRow {
  start: string;
  date: string;
  values: ImportedValues;
  line: number;
}

export interface SleepRow {
  cycleStart: string;
  date: string;
  asleep: number | null;
  performance: number | null;
}

/** The export's wall times: "2026-03-13 22:30:00" (seconds and a "T" tolerated). */
export const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

export function wallTime(text: string, file: string, line: number): { date: string; ms: number } {
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

/** The day of a cycle: its wake-up's date as written, else its start + 12 h (docs/wearables.md). */
export function cycleDate(start: string, wake: string, file: string, line: number): string {
  if (wake.trim() !== "") return wallTime(wake, file, line).date;
  return new Date(wallTime(start, file, line).ms + 12 * 3_600_000).toISOString().slice(0, 10);
}

export function numberOrNull(
  text: string | undefined,
  file: string,
  line: number,
  column: string,
): number | null {
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

export const truthy = (text: string | undefined) => /^(true|yes|1)$/i.test((text ?? "").trim());
export const falsy = (text: string | undefined) => /^(false|no|0)$/i.test((text ?? "").trim());

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

export async function* rowsOf(
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
export const cellOf = (file: WhoopFileInput) => (row: readonly string[], name: string) => {
  const index = file.columns.get(name);
  return index === undefined ? undefined : row[index];
};
