// An uploaded export on disk: which format it is, and its days (docs/decisions/032-file-imports.md).
// A zip is recognised by its entries, a lone file by its name and first bytes, each time by asking
// the formats of formats.ts in order; the format then reads the files it claims, as streams.
// Nothing is ever read whole into memory.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { type DataImportKind, dataImportUnrecognised, dataImportZipEntries } from "@evenkeel/contracts";
import type yauzl from "yauzl";
import { type ExportEntry, type FormatReadOptions, formatOf, IMPORT_FORMATS } from "./formats.ts";
import { ImportInputError, type ParsedImport } from "./imported-days.ts";
import {
  asZipError,
  checkCaps,
  entryStream,
  looksLikeZip,
  readHead,
  walkZip,
  withZip,
  type ZipCaps,
} from "./zip-file.ts";

export type Container = "zip" | "file";

export interface Inspected {
  kind: DataImportKind;
  container: Container;
}

/** Recognises an upload by its first bytes (and a zip by its entries). */
export async function inspectExport(path: string, fileName: string): Promise<Inspected> {
  const head = await readHead(path, 4096);
  if (looksLikeZip(head)) {
    const seen = new Set<DataImportKind>();
    await withZip(path, fileName, async (zip) => {
      await walkZip(zip, fileName, (entry) => {
        for (const format of IMPORT_FORMATS) if (format.readsZipEntry(entry.fileName)) seen.add(format.kind);
      });
    });
    const format = IMPORT_FORMATS.find((candidate) => seen.has(candidate.kind));
    if (format) return { kind: format.kind, container: "zip" };
    throw new ImportInputError(dataImportUnrecognised(fileName));
  }
  const format = IMPORT_FORMATS.find((candidate) => candidate.claimsFile(fileName, head));
  if (format) return { kind: format.kind, container: "file" };
  throw new ImportInputError(dataImportUnrecognised(fileName));
}

export interface ReadOptions extends Omit<FormatReadOptions, "uploadName"> {
  fileName: string;
  caps: ZipCaps;
}

/** Reads the whole export into the days it gives (throws ImportInputError for bad input). */
export async function readExport(
  path: string,
  inspected: Inspected,
  options: ReadOptions,
): Promise<ParsedImport> {
  const format = formatOf(inspected.kind);
  const { fileName } = options;
  const readOptions: FormatReadOptions = { ...options, uploadName: fileName };
  if (inspected.container === "file") {
    const bytes = (await stat(path)).size;
    const entry: ExportEntry = {
      path: fileName,
      bytes,
      open: async () => createReadStream(path, { highWaterMark: 1024 * 1024 }),
    };
    return format.read({ entries: [entry], zipped: false, otherFiles: 0 }, readOptions);
  }
  return withZip(path, fileName, async (zip) => {
    try {
      const kept: yauzl.Entry[] = [];
      const fileCount = await walkZip(zip, fileName, (entry) => {
        if (!format.readsZipEntry(entry.fileName)) return;
        if (kept.length === format.maxZipEntries) {
          if (format.firstOnly) return;
          throw new ImportInputError(dataImportZipEntries(fileName, format.maxZipEntries));
        }
        kept.push(entry);
      });
      checkCaps(kept, fileName, options.caps);
      const entries = kept.map((entry) => ({
        path: entry.fileName,
        bytes: entry.uncompressedSize,
        open: () => entryStream(zip, entry, fileName),
      }));
      return await format.read({ entries, zipped: true, otherFiles: fileCount - kept.length }, readOptions);
    } catch (error) {
      throw asZipError(error, fileName);
    }
  });
}
