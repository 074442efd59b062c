// The export file as a stream of byte chunks, the same in both homes: the server pipes it into
// the response, the demo collects it into a Blob. Rows are read a page at a time, so a long
// history never sits in memory whole; the zip is written by fflate's streaming Zip.
import {
  EXPORT_FORMAT,
  EXPORT_SCHEMA_VERSION,
  type ExportDocument,
  type ExportEntity,
  type ExportRows,
  preferencesSchema,
} from "@evenkeel/contracts";
import { strToU8, Zip, ZipDeflate } from "fflate";
import type { ArchiveRepository } from "../router/ports.ts";
import { type CsvValue, csvLine } from "./csv.ts";
import { ENTITY_EXPORTERS, type EntityExporter } from "./entity-exporters.ts";

export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_JSON_FILE = "evenkeel-export.json";
export type ExportFormat = "zip" | "json";

export interface ExportSource {
  archive: ArchiveRepository;
  userId: string;
  exportedAt: string;
  account: ExportDocument["account"];
  /** The user's preferred source per metric (docs/decisions/031). */
  metricSources?: ExportDocument["metric_sources"];
  /** Notification preferences, once they exist; null until then. */
  preferences?: ExportDocument["preferences"];
}

/** The download's file name, e.g. evenkeel-export-2026-11-23.zip. */
export function exportFileName(format: ExportFormat | "csv", exportedAt: string): string {
  return `evenkeel-export-${exportedAt.slice(0, 10)}.${format}`;
}

export function exportContentType(format: ExportFormat | "csv"): string {
  if (format === "zip") return "application/zip";
  if (format === "json") return "application/json; charset=utf-8";
  return "text/csv; charset=utf-8";
}

/** Every row of one entity, oldest first, fetched a page at a time. */
export async function* entityRows<E extends ExportEntity>(
  archive: ArchiveRepository,
  userId: string,
  entity: E,
): AsyncGenerator<ExportRows[E]> {
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await archive.page(userId, entity, offset, EXPORT_PAGE_SIZE);
    yield* page;
    if (page.length < EXPORT_PAGE_SIZE) return;
  }
}

/** One entity's CSV: the header row, then a record per row. */
async function* entityCsv(source: ExportSource, exporter: EntityExporter): AsyncGenerator<string> {
  yield csvLine(exporter.columns.map((column) => column.header));
  let batch = "";
  for await (const row of entityRows(source.archive, source.userId, exporter.entity)) {
    batch += csvLine(exporter.columns.map((column) => column.value(row as never)));
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = "";
    }
  }
  if (batch) yield batch;
}

/** The preferred source per metric, a record each (docs/exports.md). */
export const METRIC_SOURCES_FILE = "metric-sources.csv";
/** The notification preferences: one header of setting names, one record of their values. */
export const PREFERENCES_FILE = "preferences.csv";

/** The settings the JSON carries besides the entities, as CSV too, so the zip's files hold all of it. */
function settingsCsv(source: ExportSource): { file: string; text: string }[] {
  const metricSources = source.metricSources ?? [];
  const preferences = source.preferences ?? null;
  // The schema's settings first, in its order; a stored field it does not know after them.
  const settings = [...new Set([...Object.keys(preferencesSchema.shape), ...Object.keys(preferences ?? {})])];
  const value = (setting: string): CsvValue => {
    const held = preferences?.[setting];
    if (held === undefined || held === null) return null;
    return typeof held === "string" || typeof held === "number" || typeof held === "boolean"
      ? held
      : JSON.stringify(held);
  };
  return [
    {
      file: METRIC_SOURCES_FILE,
      text:
        csvLine(["metric", "source"]) +
        metricSources.map((row) => csvLine([row.metric, row.source])).join(""),
    },
    {
      file: PREFERENCES_FILE,
      text: csvLine(settings) + (preferences ? csvLine(settings.map(value)) : ""),
    },
  ];
}

/** The JSON document, written as it is read: the header fields, then each entity's array. */
export async function* exportJsonText(source: ExportSource): AsyncGenerator<string> {
  const header = {
    format: EXPORT_FORMAT,
    schema_version: EXPORT_SCHEMA_VERSION,
    exported_at: source.exportedAt,
    account: source.account,
  };
  yield `${JSON.stringify(header, null, 1).slice(0, -2)},\n`;
  for (const exporter of ENTITY_EXPORTERS) {
    yield ` ${JSON.stringify(exporter.entity)}: [`;
    let first = true;
    let batch = "";
    for await (const row of entityRows(source.archive, source.userId, exporter.entity)) {
      batch += `${first ? "" : ","}\n  ${JSON.stringify(row)}`;
      first = false;
      if (batch.length > 64 * 1024) {
        yield batch;
        batch = "";
      }
    }
    yield `${batch}${first ? "" : "\n "}],\n`;
  }
  yield ` "metric_sources": ${JSON.stringify(source.metricSources ?? [])},\n`;
  yield ` "preferences": ${JSON.stringify(source.preferences ?? null)}\n}\n`;
}

/** The zip: one CSV per entity, the settings' CSVs, then evenkeel-export.json with all of it. */
export async function* exportZipBytes(source: ExportSource): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const mtime = new Date(source.exportedAt);
  async function* addFile(
    name: string,
    text: AsyncIterable<string> | Iterable<string>,
  ): AsyncGenerator<Uint8Array> {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    for await (const part of text) {
      file.push(strToU8(part));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }
  for (const exporter of ENTITY_EXPORTERS) yield* addFile(exporter.file, entityCsv(source, exporter));
  for (const { file, text } of settingsCsv(source)) yield* addFile(file, [text]);
  yield* addFile(EXPORT_JSON_FILE, exportJsonText(source));
  zip.end();
  yield* drain();
}

/** The chosen format's bytes. */
export async function* exportFileBytes(
  source: ExportSource,
  format: ExportFormat,
): AsyncGenerator<Uint8Array> {
  if (format === "zip") {
    yield* exportZipBytes(source);
    return;
  }
  for await (const text of exportJsonText(source)) yield strToU8(text);
}
