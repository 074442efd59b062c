// An uploaded export on disk (issue 17): what it is, and its days. A zip is read with yauzl
// from its central directory, each needed entry inflated as a stream, under zip-bomb caps (the
// total it unpacks to, and each entry's compression ratio, checked before a byte is inflated;
// yauzl refuses an entry that inflates beyond its declared size). Its directory is walked one
// entry at a time and only the entries to read are kept: a zip declaring more entries than any
// export holds is refused before one is read (docs/security.md, "Limits on imported files").
// An XML is an Apple Health export; a CSV one of WHOOP's files. Nothing is ever read whole into
// memory.
import { createReadStream } from "node:fs";
import { open as openFile, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  type AppleSourcePriority,
  type DataImportKind,
  dataImportCsvColumns,
  dataImportUnrecognised,
  dataImportZipEntries,
  dataImportZipRatio,
  dataImportZipTooBig,
  dataImportZipUnreadable,
} from "@evenkeel/contracts";
import yauzl from "yauzl";
import { parseAppleHealth } from "./apple-health/apple-health.ts";
import { ImportInputError, ImportStopped, type ParsedImport } from "./imported-days.ts";
import {
  parseWhoopExport,
  type Recognised,
  readCsvHeader,
  recogniseWhoopHeader,
  unrecognisedCsvMessage,
  type WhoopFileInput,
} from "./whoop-export/whoop-export.ts";

export type Container = "zip" | "xml" | "csv";

export interface ZipCaps {
  /** The most all read entries together may unpack to. */
  maxUncompressedBytes: number;
  /** The highest compression ratio an entry may have (entries over 1 MB). */
  maxRatio: number;
}

/** Apple's export.xml compresses about 10–25 to 1; a zip bomb a thousand to 1. */
export const DEFAULT_ZIP_CAPS: ZipCaps = { maxUncompressedBytes: 32 * 1024 ** 3, maxRatio: 200 };
const RATIO_CHECKED_ABOVE = 1024 * 1024;

/**
 * The most entries (files and folders) a zip may list. Apple's export.zip holds export.xml,
 * export_cda.xml, one GPX file per outdoor workout and one CSV per ECG: thousands after years of
 * daily runs; WHOOP's holds four CSV files.
 */
export const ZIP_MAX_ENTRIES = 20_000;
/** The most CSV files a WHOOP zip may hold: each one's header is read and kept to recognise it. */
export const ZIP_MAX_CSV_FILES = 64;

export interface Inspected {
  kind: DataImportKind;
  container: Container;
}

/** Recognises an upload by its first bytes (and a zip by its entries). */
export async function inspectExport(path: string, fileName: string): Promise<Inspected> {
  const head = await readHead(path, 4096);
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)) {
    let sawXml = false;
    let sawCsv = false;
    await withZip(path, fileName, async (zip) => {
      await walkZip(zip, fileName, (entry) => {
        sawXml ||= isAppleExportXml(entry.fileName);
        sawCsv ||= isCsv(entry.fileName);
      });
    });
    if (sawXml) return { kind: "apple_health", container: "zip" };
    if (sawCsv) return { kind: "whoop_export", container: "zip" };
    throw new ImportInputError(dataImportUnrecognised(fileName));
  }
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (text.startsWith("<")) return { kind: "apple_health", container: "xml" };
  const firstLine = text.split(/\r?\n/)[0] ?? "";
  // The header line must be text with commas (a character cut at the 4 KB mark is no sign of binary),
  // in a file named as a CSV (or not named at all): a .txt with a comma is no WHOOP file.
  if (csvName(fileName) && !head.includes(0) && firstLine.includes(",") && !firstLine.includes("\uFFFD")) {
    return { kind: "whoop_export", container: "csv" };
  }
  throw new ImportInputError(dataImportUnrecognised(fileName));
}

/** "cycles.csv", "CYCLES.CSV" or a name without an extension. */
function csvName(fileName: string): boolean {
  const base = baseName(fileName);
  return !base.includes(".") || base.toLowerCase().endsWith(".csv");
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await openFile(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const baseName = (name: string) => name.split("/").pop() ?? name;
const isAppleExportXml = (name: string) => baseName(name) === "export.xml";
const isCsv = (name: string) => /\.csv$/i.test(name) && !name.startsWith("__MACOSX/");

function openZip(path: string, fileName: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => {
        if (error || !zip) reject(new ImportInputError(dataImportZipUnreadable(fileName)));
        else resolve(zip);
      },
    );
  });
}

async function withZip<T>(
  path: string,
  fileName: string,
  use: (zip: yauzl.ZipFile) => Promise<T>,
): Promise<T> {
  const zip = await openZip(path, fileName);
  try {
    return await use(zip);
  } finally {
    zip.close();
  }
}

/**
 * Hands each file entry (folders left out) to `visit`, one at a time, and answers how many there
 * were. Nothing is listed whole: `entryCount` is the central directory's own count, which yauzl
 * never reads past, so a zip of half a million empty entries is refused before its first.
 */
async function walkZip(
  zip: yauzl.ZipFile,
  fileName: string,
  visit: (entry: yauzl.Entry) => void,
): Promise<number> {
  if (zip.entryCount > ZIP_MAX_ENTRIES)
    throw new ImportInputError(dataImportZipEntries(fileName, ZIP_MAX_ENTRIES));
  return new Promise<number>((resolve, reject) => {
    let files = 0;
    zip.on("entry", (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith("/")) {
        files += 1;
        try {
          visit(entry);
        } catch (error) {
          reject(error);
          return;
        }
      }
      zip.readEntry();
    });
    zip.once("end", () => resolve(files));
    zip.once("error", () => reject(new ImportInputError(dataImportZipUnreadable(fileName))));
    zip.readEntry();
  });
}

/** The caps, checked on the entries about to be read before any is inflated. */
function checkCaps(entries: readonly yauzl.Entry[], fileName: string, caps: ZipCaps): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > caps.maxUncompressedBytes)
      throw new ImportInputError(dataImportZipTooBig(fileName, caps.maxUncompressedBytes));
    if (
      entry.uncompressedSize > RATIO_CHECKED_ABOVE &&
      entry.uncompressedSize / Math.max(1, entry.compressedSize) > caps.maxRatio
    ) {
      throw new ImportInputError(dataImportZipRatio(fileName, baseName(entry.fileName), caps.maxRatio));
    }
  }
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry, fileName: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(new ImportInputError(dataImportZipUnreadable(fileName)));
      // A wrong size or a cut-off entry surfaces later as a stream error (asZipError).
      else resolve(stream);
    });
  });
}

export interface ReadOptions {
  fileName: string;
  priority: readonly AppleSourcePriority[];
  nowMs: number;
  caps: ZipCaps;
  /** Share of the bytes parsed, 0–1. */
  onProgress: (share: number) => void;
  stopping: () => boolean;
}

/** Reads the whole export into the days it gives (throws ImportInputError for bad input). */
export async function readExport(
  path: string,
  inspected: Inspected,
  options: ReadOptions,
): Promise<ParsedImport> {
  const { fileName } = options;
  if (inspected.container === "xml") {
    const total = (await stat(path)).size;
    return parseAppleHealth(createReadStream(path, { highWaterMark: 1024 * 1024 }), {
      file: fileName,
      priority: options.priority,
      nowMs: options.nowMs,
      onBytes: (bytes) => options.onProgress(bytes / Math.max(1, total)),
      stopping: options.stopping,
    });
  }
  if (inspected.container === "csv") {
    const total = (await stat(path)).size;
    const header = await readCsvHeader(createReadStream(path), fileName);
    const recognised = recogniseWhoopHeader(header ?? [], null);
    if (recognised.kind === null) throw new ImportInputError(unrecognisedCsvMessage(fileName, recognised));
    return parseWhoopExport(
      [
        {
          name: fileName,
          kind: recognised.kind,
          columns: recognised.columns,
          ignored: recognised.ignored,
          width: header?.length ?? 0,
          open: async () => createReadStream(path),
        },
      ],
      {
        nowMs: options.nowMs,
        onBytes: (bytes) => options.onProgress(bytes / Math.max(1, total)),
        stopping: options.stopping,
        otherFiles: 0,
        uploadName: fileName,
      },
    );
  }
  return withZip(path, fileName, (zip) =>
    readZip(zip, inspected, options).catch((error: unknown) => {
      throw asZipError(error, fileName);
    }),
  );
}

async function readZip(
  zip: yauzl.ZipFile,
  inspected: Inspected,
  options: ReadOptions,
): Promise<ParsedImport> {
  const { fileName } = options;
  const read = (entry: yauzl.Entry) => entryStream(zip, entry, fileName);
  // Only the entries to read are kept: the first export.xml, or the CSV files.
  let found: yauzl.Entry | undefined;
  const csvEntries: yauzl.Entry[] = [];
  const fileCount = await walkZip(zip, fileName, (entry) => {
    if (inspected.kind === "apple_health") {
      if (!found && isAppleExportXml(entry.fileName)) found = entry;
    } else if (isCsv(entry.fileName)) {
      if (csvEntries.length === ZIP_MAX_CSV_FILES)
        throw new ImportInputError(dataImportZipEntries(fileName, ZIP_MAX_CSV_FILES));
      csvEntries.push(entry);
    }
  });
  if (inspected.kind === "apple_health") {
    const xml = found;
    if (!xml) throw new ImportInputError(dataImportUnrecognised(fileName));
    checkCaps([xml], fileName, options.caps);
    const parsed = await parseAppleHealth(await read(xml), {
      file: baseName(xml.fileName),
      priority: options.priority,
      nowMs: options.nowMs,
      onBytes: (bytes) => options.onProgress(bytes / Math.max(1, xml.uncompressedSize)),
      stopping: options.stopping,
    });
    const others = fileCount - 1;
    if (others > 0) parsed.skipped.set("other_files", (parsed.skipped.get("other_files") ?? 0) + others);
    return parsed;
  }
  checkCaps(csvEntries, fileName, options.caps);
  const headers = new Map<yauzl.Entry, string[]>();
  for (const entry of csvEntries)
    headers.set(entry, (await readCsvHeader(await read(entry), baseName(entry.fileName))) ?? []);
  const cyclesEntry = csvEntries.find(
    (entry) => recogniseWhoopHeader(headers.get(entry) ?? [], null).kind === "cycles",
  );
  const cycleNames = cyclesEntry ? (headers.get(cyclesEntry) ?? []).slice(0, 3) : null;
  const files: WhoopFileInput[] = [];
  let firstRefusal: string | null = null;
  for (const entry of csvEntries) {
    const recognised: Recognised = recogniseWhoopHeader(headers.get(entry) ?? [], cycleNames);
    if (recognised.kind === null) {
      // A translated file that looks like one of the export's but cannot be mapped without
      // doubt is refused by name; a CSV unlike any is not part of the export.
      if (recognised.resemblance !== null)
        firstRefusal ??= unrecognisedCsvMessage(baseName(entry.fileName), recognised);
      continue;
    }
    files.push({
      name: baseName(entry.fileName),
      kind: recognised.kind,
      columns: recognised.columns,
      ignored: recognised.ignored,
      width: headers.get(entry)?.length ?? 0,
      open: () => read(entry),
    });
  }
  if (firstRefusal) throw new ImportInputError(firstRefusal);
  if (files.length === 0) throw new ImportInputError(dataImportCsvColumns(fileName));
  const total = files.reduce(
    (sum, file) =>
      sum + (csvEntries.find((entry) => baseName(entry.fileName) === file.name)?.uncompressedSize ?? 0),
    0,
  );
  return parseWhoopExport(files, {
    nowMs: options.nowMs,
    onBytes: (bytes) => options.onProgress(bytes / Math.max(1, total)),
    stopping: options.stopping,
    otherFiles: fileCount - files.length,
    uploadName: fileName,
  });
}

/** A zip entry that inflates wrongly (cut short, or beyond its declared size) reads as bad input. */
function asZipError(error: unknown, fileName: string): unknown {
  if (error instanceof ImportInputError || error instanceof ImportStopped) return error;
  const message = error instanceof Error ? error.message : "";
  if (/too many bytes/i.test(message)) {
    return new ImportInputError(dataImportZipTooBig(fileName, DEFAULT_ZIP_CAPS.maxUncompressedBytes));
  }
  return new ImportInputError(dataImportZipUnreadable(fileName));
}
