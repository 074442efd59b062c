// An uploaded export on disk, one file or several read as one (docs/decisions/032-file-imports.md,
// docs/wearables.md "Imports"): which format it is, and its days. Every file of the upload is
// looked at: a zip by its entries, a file of its own by its name and first bytes, each time by
// asking the formats of formats.ts in order; the upload is the first format's that reads any of
// them (as within one zip; of several files, the first that reads several), and the files it does
// not read are counted as other files. A format read from one file refuses an upload of several. The bounds on entries and on what the
// entries unpack to hold for the whole upload, not each zip. Nothing is ever read whole into memory.
import { createReadStream } from "node:fs";
import {
  DATA_IMPORT_KIND_NAMES,
  type DataImportKind,
  dataImportOneFileOnly,
  dataImportSeveralFilesName,
  dataImportUnrecognised,
  dataImportZipEntries,
} from "@evenkeel/contracts";
import type yauzl from "yauzl";
import { type ExportEntry, type FormatReadOptions, formatOf, IMPORT_FORMATS } from "./formats.ts";
import { ImportInputError, type ParsedImport } from "./imported-days.ts";
import type { StoredPart } from "./stored-upload.ts";
import {
  asZipError,
  checkCaps,
  entryStream,
  looksLikeZip,
  readHead,
  walkZip,
  withZip,
  ZIP_MAX_ENTRIES,
  type ZipCaps,
  zipShelf,
} from "./zip-file.ts";

/** What messages about the upload as a whole call it: its file's name, or "The upload of 3 files". */
export function uploadNameOf(parts: readonly Pick<StoredPart, "name">[]): string {
  return parts.length === 1 ? (parts[0]?.name ?? "") : dataImportSeveralFilesName(parts.length);
}

/** Counts the files (zip entries and files of their own) of the whole upload against ZIP_MAX_ENTRIES. */
function entryBudget(uploadName: string): (count: number) => void {
  let seen = 0;
  return (count) => {
    seen += count;
    if (seen > ZIP_MAX_ENTRIES) throw new ImportInputError(dataImportZipEntries(uploadName, ZIP_MAX_ENTRIES));
  };
}

/** Recognises an upload: the format of the first of IMPORT_FORMATS that reads any of its files. */
export async function inspectExport(parts: readonly StoredPart[]): Promise<DataImportKind> {
  const uploadName = uploadNameOf(parts);
  const take = entryBudget(uploadName);
  const claimed = new Set<DataImportKind>();
  for (const part of parts) {
    const head = await readHead(part.file, 4096);
    if (looksLikeZip(head)) {
      await withZip(part.file, part.name, async (zip) => {
        take(zip.entryCount);
        await walkZip(zip, part.name, (entry) => {
          for (const format of IMPORT_FORMATS)
            if (format.readsZipEntry(entry.fileName)) claimed.add(format.kind);
        });
      });
    } else {
      take(1);
      for (const format of IMPORT_FORMATS) if (format.claimsFile(part.name, head)) claimed.add(format.kind);
    }
  }
  const candidates = IMPORT_FORMATS.filter((candidate) => claimed.has(candidate.kind));
  // Of several files, a format that reads several comes first: Takeout's archive_browser.html
  // beside Fitbit's files is one of the export's other files, not an Apple Health export.
  const format =
    (parts.length > 1 ? candidates.find((candidate) => candidate.readsSeveralFiles) : undefined) ??
    candidates[0];
  if (!format) throw new ImportInputError(dataImportUnrecognised(uploadName));
  if (parts.length > 1 && !format.readsSeveralFiles)
    throw new ImportInputError(dataImportOneFileOnly(DATA_IMPORT_KIND_NAMES[format.kind]));
  return format.kind;
}

export interface ReadOptions extends Omit<FormatReadOptions, "uploadName"> {
  caps: ZipCaps;
}

/** Reads the whole upload into the days it gives (throws ImportInputError for bad input). */
export async function readExport(
  parts: readonly StoredPart[],
  kind: DataImportKind,
  options: ReadOptions,
): Promise<ParsedImport> {
  const format = formatOf(kind);
  const uploadName = uploadNameOf(parts);
  const readOptions: FormatReadOptions = { ...options, uploadName };
  const take = entryBudget(uploadName);
  const unpacked = { bytes: 0, name: uploadName };
  const shelf = zipShelf();
  // The zip an entry was last opened from names a stream that breaks off (asZipError).
  let reading: string | null = null;
  try {
    const entries: ExportEntry[] = [];
    let otherFiles = 0;
    let zipped = false;
    let kept = 0;
    for (const part of parts) {
      const head = await readHead(part.file, 4096);
      if (!looksLikeZip(head)) {
        take(1);
        if (!format.claimsFile(part.name, head)) {
          otherFiles += 1;
          continue;
        }
        entries.push({
          path: part.name,
          bytes: part.bytes,
          open: async () => {
            reading = null;
            return createReadStream(part.file, { highWaterMark: 1024 * 1024 });
          },
        });
        continue;
      }
      zipped = true;
      const zip = await shelf.open(part.file, part.name);
      take(zip.entryCount);
      const mine: yauzl.Entry[] = [];
      const fileCount = await walkZip(zip, part.name, (entry) => {
        if (!format.readsZipEntry(entry.fileName)) return;
        if (kept === format.maxZipEntries) {
          if (format.firstOnly) return;
          throw new ImportInputError(dataImportZipEntries(uploadName, format.maxZipEntries));
        }
        kept += 1;
        mine.push(entry);
      });
      otherFiles += fileCount - mine.length;
      checkCaps(mine, part.name, options.caps, unpacked);
      for (const entry of mine) {
        entries.push({
          path: entry.fileName,
          bytes: entry.uncompressedSize,
          fingerprint: `${entry.crc32.toString(16)}:${entry.uncompressedSize}`,
          open: async () => {
            reading = part.name;
            return entryStream(await shelf.open(part.file, part.name), entry, part.name);
          },
        });
      }
    }
    return await format.read({ entries, zipped, otherFiles }, readOptions);
  } catch (error) {
    throw reading === null ? error : asZipError(error, reading);
  } finally {
    shelf.close();
  }
}
