// The import formats, a registry like the wearable providers' (docs/decisions/032-file-imports.md):
// each format lives in its own folder and says which files are its own, by the entries of a zip
// or by a lone file's name and first bytes, and reads them into the days of its source. The
// shared machinery (export-file.ts, zip-file.ts, import-runner.ts, upload-route.ts) knows no
// format by name; a new one is a folder, a line below, and its name in the contracts' list
// (DATA_IMPORT_KINDS) — no migration, since the database keeps no list of formats.
import type { Readable } from "node:stream";
import type { AppleSourcePriority, DataImportKind } from "@evenkeel/contracts";
import { appleHealthFormat } from "./apple-health/format.ts";
import { fitbitExportFormat } from "./fitbit-export/format.ts";
import type { ParsedImport } from "./imported-days.ts";
import { whoopExportFormat } from "./whoop-export/format.ts";

/** One file of an upload: an entry of its zip, or the upload itself. */
export interface ExportEntry {
  /** Its path in the zip, or the upload's name for a file uploaded on its own. */
  path: string;
  /** Its size unpacked, for the progress. */
  bytes: number;
  /**
   * What tells this file's content apart without reading it: a zip entry's CRC-32 and size; none
   * for a file uploaded on its own. Two entries of an upload with the same name and fingerprint
   * are the same file twice (a Takeout's zip uploaded twice).
   */
  fingerprint?: string;
  open(): Promise<Readable>;
}

export interface FormatReadOptions {
  /** Names the upload as a whole in messages. */
  uploadName: string;
  priority: readonly AppleSourcePriority[];
  nowMs: number;
  /** Share of the bytes parsed, 0–1. */
  onProgress: (share: number) => void;
  stopping: () => boolean;
}

export interface FormatInput {
  /**
   * The files this format read of the upload, of all its files together (a file uploaded on its
   * own is one entry; a zip's entries are found by name).
   */
  entries: readonly ExportEntry[];
  /** Whether any came out of a zip. */
  zipped: boolean;
  /** The upload's files (zip entries and files of their own) this format did not keep. */
  otherFiles: number;
}

export interface ImportFormat {
  readonly kind: DataImportKind;
  /** A zip entry this format reads: a zip holding one is this format's (formats asked in order). */
  readsZipEntry(path: string): boolean;
  /** The most entries kept of an upload's zips; more are refused, or left out when `firstOnly`. */
  readonly maxZipEntries: number;
  readonly firstOnly?: boolean;
  /**
   * Whether one import may read several uploaded files together (a Takeout split into zips, or
   * the export's files chosen at once); otherwise an upload of several files is refused.
   */
  readonly readsSeveralFiles?: boolean;
  /** Whether a file uploaded on its own is this format's, by its name and first 4 KB. */
  claimsFile(fileName: string, head: Buffer): boolean;
  read(input: FormatInput, options: FormatReadOptions): Promise<ParsedImport>;
}

/**
 * Asked in this order: Apple's export.xml first, then Fitbit's files (a Fitbit archive holds CSV
 * files too), then WHOOP, which takes any other CSV.
 */
export const IMPORT_FORMATS: readonly ImportFormat[] = [
  appleHealthFormat,
  fitbitExportFormat,
  whoopExportFormat,
];

export function formatOf(kind: DataImportKind): ImportFormat {
  const format = IMPORT_FORMATS.find((candidate) => candidate.kind === kind);
  if (!format) throw new Error(`no import format ${kind}`);
  return format;
}
