// The rows of a Fitbit CSV file (the sleep score, the HRV and readiness summaries), read through
// csv-parse by their header's names, each line bounded (docs/security.md, "Limits on imported
// files"): a missing column, a line past the bound or malformed CSV names the file and line.
import type { Readable } from "node:stream";
import {
  dataImportCsvLineTooLong,
  dataImportCsvMalformed,
  dataImportFitbitMissingColumns,
} from "@evenkeel/contracts";
import { parse } from "csv-parse";
import { ImportInputError, ImportStopped } from "../imported-days.ts";

/** The longest line of a Fitbit CSV file. */
export const FITBIT_CSV_MAX_LINE_BYTES = 64 * 1024;

export interface CsvSource {
  name: string;
  open(): Promise<Readable>;
  /** Bytes read so far of this file. */
  onBytes(bytes: number): void;
  stopping(): boolean;
}

export async function* csvRows(
  source: CsvSource,
  needed: readonly string[],
): AsyncGenerator<{ cell: (column: string) => string; line: number }> {
  const stream = await source.open();
  let bytes = 0;
  stream.on("data", (chunk: Buffer | string) => {
    bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
  });
  const parser = stream.pipe(
    parse({ bom: true, info: true, skip_empty_lines: true, max_record_size: FITBIT_CSV_MAX_LINE_BYTES }),
  );
  let columns: Map<string, number> | null = null;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (source.stopping()) throw new ImportStopped();
      const line = item.info.lines;
      if (!columns) {
        columns = new Map(item.record.map((name, at) => [name.trim().toLowerCase(), at]));
        const missing = needed.filter((name) => !columns?.has(name));
        if (missing.length > 0)
          throw new ImportInputError(dataImportFitbitMissingColumns(source.name, missing));
        continue;
      }
      const row = item.record;
      const known = columns;
      source.onBytes(bytes);
      yield { cell: (column) => row[known.get(column) ?? -1] ?? "", line };
    }
  } catch (error) {
    if (error instanceof ImportInputError || error instanceof ImportStopped) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    if ((error as { code?: unknown } | null)?.code === "CSV_MAX_RECORD_SIZE")
      throw new ImportInputError(dataImportCsvLineTooLong(source.name, line, FITBIT_CSV_MAX_LINE_BYTES));
    const reason = error instanceof Error ? error.message.slice(0, 160) : "";
    throw new ImportInputError(dataImportCsvMalformed(source.name, line, reason || "unreadable"));
  } finally {
    stream.destroy();
  }
}
