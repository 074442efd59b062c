// The WHOOP data export as an import format (formats.ts): its zip, whose CSV files are told apart
// by their columns (WHOOP translates names and headers), or one of those CSV files on its own
// (docs/wearables.md "WHOOP data export").
import { dataImportCsvColumns } from "@evenkeel/contracts";
import type { ExportEntry, ImportFormat } from "../formats.ts";
import { ImportInputError } from "../imported-days.ts";
import { baseName } from "../zip-file.ts";
import {
  parseWhoopExport,
  type Recognised,
  readCsvHeader,
  recogniseWhoopHeader,
  unrecognisedCsvMessage,
} from "./whoop-export.ts";
import type { WhoopFileInput } from "./whoop-rows.ts";

/** The most CSV files a WHOOP zip may hold: each one's header is read and kept to recognise it. */
export const ZIP_MAX_CSV_FILES = 64;

const isCsv = (name: string) => /\.csv$/i.test(name) && !name.startsWith("__MACOSX/");

/** "cycles.csv", "CYCLES.CSV" or a name without an extension. */
function csvName(fileName: string): boolean {
  const base = baseName(fileName);
  return !base.includes(".") || base.toLowerCase().endsWith(".csv");
}

export const whoopExportFormat: ImportFormat = {
  kind: "whoop_export",
  readsZipEntry: isCsv,
  maxZipEntries: ZIP_MAX_CSV_FILES,
  claimsFile(fileName, head) {
    const text = head
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart();
    const firstLine = text.split(/\r?\n/)[0] ?? "";
    // The header line must be text with commas (a character cut at the 4 KB mark is no sign of
    // binary), in a file named as a CSV (or not named at all): a .txt with a comma is no WHOOP file.
    return csvName(fileName) && !head.includes(0) && firstLine.includes(",") && !firstLine.includes("\uFFFD");
  },
  async read({ entries, zipped, otherFiles }, options) {
    const files = zipped
      ? await zippedFiles(entries, options.uploadName)
      : await loneFile(entries, options.uploadName);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    return parseWhoopExport(files, {
      nowMs: options.nowMs,
      onBytes: (bytes) => options.onProgress(bytes / Math.max(1, total)),
      stopping: options.stopping,
      otherFiles: otherFiles + entries.length - files.length,
      uploadName: options.uploadName,
    });
  },
};

type Sized = WhoopFileInput & { bytes: number };

async function loneFile(entries: readonly ExportEntry[], fileName: string): Promise<Sized[]> {
  const entry = entries[0];
  if (!entry) throw new ImportInputError(dataImportCsvColumns(fileName));
  const header = await readCsvHeader(await entry.open(), fileName);
  const recognised = recogniseWhoopHeader(header ?? [], null);
  if (recognised.kind === null) throw new ImportInputError(unrecognisedCsvMessage(fileName, recognised));
  return [
    {
      name: fileName,
      kind: recognised.kind,
      columns: recognised.columns,
      ignored: recognised.ignored,
      width: header?.length ?? 0,
      open: () => entry.open(),
      bytes: entry.bytes,
    },
  ];
}

async function zippedFiles(entries: readonly ExportEntry[], fileName: string): Promise<Sized[]> {
  const headers = new Map<ExportEntry, string[]>();
  for (const entry of entries)
    headers.set(entry, (await readCsvHeader(await entry.open(), baseName(entry.path))) ?? []);
  const cyclesEntry = entries.find(
    (entry) => recogniseWhoopHeader(headers.get(entry) ?? [], null).kind === "cycles",
  );
  const cycleNames = cyclesEntry ? (headers.get(cyclesEntry) ?? []).slice(0, 3) : null;
  const files: Sized[] = [];
  let firstRefusal: string | null = null;
  for (const entry of entries) {
    const recognised: Recognised = recogniseWhoopHeader(headers.get(entry) ?? [], cycleNames);
    if (recognised.kind === null) {
      // A translated file that looks like one of the export's but cannot be mapped without
      // doubt is refused by name; a CSV unlike any is not part of the export.
      if (recognised.resemblance !== null)
        firstRefusal ??= unrecognisedCsvMessage(baseName(entry.path), recognised);
      continue;
    }
    files.push({
      name: baseName(entry.path),
      kind: recognised.kind,
      columns: recognised.columns,
      ignored: recognised.ignored,
      width: headers.get(entry)?.length ?? 0,
      open: () => entry.open(),
      bytes: entry.bytes,
    });
  }
  if (firstRefusal) throw new ImportInputError(firstRefusal);
  if (files.length === 0) throw new ImportInputError(dataImportCsvColumns(fileName));
  return files;
}
