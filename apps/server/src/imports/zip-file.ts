// Reading an uploaded zip (docs/decisions/032-file-imports.md): yauzl reads it from its central
// directory, each needed entry inflated as a stream, under zip-bomb caps (the total the entries
// to read unpack to, and each one's compression ratio, checked before a byte is inflated; yauzl
// refuses an entry that inflates beyond its declared size). The directory is walked one entry at
// a time and only the entries a format reads are kept: a zip declaring more entries than any
// export holds is refused before one is read (docs/security.md, "Limits on imported files"). An
// upload of several zips counts its entries and what they unpack to over all of them
// (export-file.ts).
import { open as openFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  dataImportZipEntries,
  dataImportZipRatio,
  dataImportZipTooBig,
  dataImportZipUnreadable,
} from "@evenkeel/contracts";
import yauzl from "yauzl";
import { ImportInputError, ImportStopped } from "./imported-days.ts";

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
 * daily runs; WHOOP's holds four CSV files; a Fitbit Takeout a few files a month per category.
 */
export const ZIP_MAX_ENTRIES = 20_000;

export const baseName = (name: string) => name.split("/").pop() ?? name;

/** Whether the upload starts like a zip ("PK\3\4", or "PK\5\6" for an empty one). */
export function looksLikeZip(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

export async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await openFile(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

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

export async function withZip<T>(
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
 * The zips of an upload of several, one open at a time: an upload may hold hundreds, and each open
 * zip holds a file descriptor. An entry found while one zip was open is read through the same
 * file opened again (yauzl reads an entry by its own offsets and sizes).
 */
export function zipShelf(): {
  open(path: string, fileName: string): Promise<yauzl.ZipFile>;
  close(): void;
} {
  let current: { path: string; zip: yauzl.ZipFile } | null = null;
  return {
    async open(path, fileName) {
      if (current?.path === path) return current.zip;
      // Streams still reading from the zip keep its file open until they end (yauzl counts them).
      current?.zip.close();
      current = null;
      const zip = await openZip(path, fileName);
      current = { path, zip };
      return zip;
    },
    close() {
      current?.zip.close();
      current = null;
    },
  };
}

/**
 * Hands each file entry (folders left out) to `visit`, one at a time, and answers how many there
 * were. Nothing is listed whole: `entryCount` is the central directory's own count, which yauzl
 * never reads past, so a zip of half a million empty entries is refused before its first.
 */
export async function walkZip(
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

/**
 * The caps, checked on the entries about to be read before any is inflated. `unpacked` carries
 * the total over the upload's earlier zips, and names the upload when the total passes the cap.
 */
export function checkCaps(
  entries: readonly yauzl.Entry[],
  fileName: string,
  caps: ZipCaps,
  unpacked: { bytes: number; name: string } = { bytes: 0, name: fileName },
): void {
  for (const entry of entries) {
    unpacked.bytes += entry.uncompressedSize;
    if (unpacked.bytes > caps.maxUncompressedBytes)
      throw new ImportInputError(dataImportZipTooBig(unpacked.name, caps.maxUncompressedBytes));
    if (
      entry.uncompressedSize > RATIO_CHECKED_ABOVE &&
      entry.uncompressedSize / Math.max(1, entry.compressedSize) > caps.maxRatio
    ) {
      throw new ImportInputError(dataImportZipRatio(fileName, baseName(entry.fileName), caps.maxRatio));
    }
  }
}

export function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry, fileName: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(new ImportInputError(dataImportZipUnreadable(fileName)));
      // A wrong size or a cut-off entry surfaces later as a stream error (asZipError).
      else resolve(stream);
    });
  });
}

/** A zip entry that inflates wrongly (cut short, or beyond its declared size) reads as bad input. */
export function asZipError(error: unknown, fileName: string): unknown {
  if (error instanceof ImportInputError || error instanceof ImportStopped) return error;
  const message = error instanceof Error ? error.message : "";
  if (/too many bytes/i.test(message)) {
    return new ImportInputError(dataImportZipTooBig(fileName, DEFAULT_ZIP_CAPS.maxUncompressedBytes));
  }
  return new ImportInputError(dataImportZipUnreadable(fileName));
}
