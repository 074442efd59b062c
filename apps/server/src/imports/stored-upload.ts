// An upload waiting in the imports folder for its import (docs/wearables.md "How an import
// runs"): a folder `<folder id>-<random>.upload` that holds each uploaded file as `<n>.part` and
// `files.json`, their names and sizes in the order they arrived. An upload stored before several
// files were taken at once is a single file of that name; both are read here, and removed whole.
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** One uploaded file, on disk. */
export interface StoredPart {
  /** Where it is stored. */
  file: string;
  /** Its name on the user's machine, as messages name it. */
  name: string;
  bytes: number;
}

export const MANIFEST_FILE = "files.json";
/** The manifest names at most DATA_IMPORT_MAX_FILES files of 255 characters: far under this. */
const MANIFEST_MAX_BYTES = 4 * 1024 * 1024;
const PART_FILE = /^\d{1,6}\.part$/;

/** The stored name of the upload's `index`th file (0-based). */
export const partFileName = (index: number) => `${index + 1}.part`;

/** A file name to show: the last path segment, printable, at most 255 characters. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim()
    .slice(0, 255);
  return clean === "" ? "upload" : clean;
}

/** Lists the upload's files, in order, once every one has arrived whole. */
export async function writeManifest(
  folder: string,
  parts: readonly { name: string; bytes: number }[],
): Promise<void> {
  const listed = parts.map((part, index) => ({
    part: partFileName(index),
    name: part.name,
    bytes: part.bytes,
  }));
  await writeFile(path.join(folder, MANIFEST_FILE), JSON.stringify(listed), { mode: 0o600, flush: true });
}

/** The files of a stored upload, in the order they arrived. */
export async function storedParts(stored: string, fileName: string): Promise<StoredPart[]> {
  const info = await stat(stored);
  if (info.isFile()) return [{ file: stored, name: fileName, bytes: info.size }];
  const manifest = path.join(stored, MANIFEST_FILE);
  if ((await stat(manifest)).size > MANIFEST_MAX_BYTES) throw new Error("imports: manifest too large");
  const listed = JSON.parse(await readFile(manifest, "utf8")) as unknown;
  if (!Array.isArray(listed)) throw new Error("imports: manifest is no list");
  return listed.map((item: unknown) => {
    const { part, name, bytes } = (item ?? {}) as Record<string, unknown>;
    if (
      typeof part !== "string" ||
      !PART_FILE.test(part) ||
      typeof name !== "string" ||
      typeof bytes !== "number"
    )
      throw new Error("imports: manifest entry unreadable");
    return { file: path.join(stored, part), name, bytes };
  });
}

/** Removes a stored upload, folder or file; nothing when it is gone already. */
export function removeStored(stored: string): Promise<void> {
  // A folder only by an upload's own name: never the imports folder or anything above it.
  return rm(stored, { recursive: path.basename(stored).endsWith(".upload"), force: true });
}

/**
 * When the stored upload last changed, in ms: a folder's newest file, so an upload still
 * arriving (its last file growing) never looks abandoned. Null when it is gone.
 */
export async function lastChangeMs(stored: string): Promise<number | null> {
  const info = await stat(stored).catch(() => null);
  if (!info) return null;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of await readdir(stored).catch(() => [] as string[])) {
    const inner = await stat(path.join(stored, name)).catch(() => null);
    if (inner) newest = Math.max(newest, inner.mtimeMs);
  }
  return newest;
}
