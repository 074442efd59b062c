// The imports folder, DATA_DIR/imports, where uploads wait for their import. It carries an id of
// its own (a file made once): every stored upload's name starts with it, and the import pass is
// one recurring job per folder (`imports.pass:<id>`), so processes that share a DATA_DIR share the
// job and a process with another DATA_DIR never claims an upload it cannot read
// (docs/operations.md).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

/** Where uploads wait for their import: DATA_DIR/imports. */
export function importsDir(dataDir: string): string {
  return path.join(dataDir, "imports");
}

export async function ensureImportsDir(dataDir: string): Promise<string> {
  const dir = importsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export const FOLDER_ID_FILE = ".folder-id";
/** The recurring import pass of one imports folder is the job kind `imports.pass:<folder id>`. */
export const IMPORT_JOB_PREFIX = "imports.pass";

/**
 * The id of this DATA_DIR's imports folder, made on first use: stored uploads are named
 * `<id>-<random>.upload`, so a pass takes only the uploads its folder holds.
 */
export function importsFolderId(dataDir: string): string {
  let id = folderIds.get(dataDir);
  if (id === undefined) {
    id = readOrMakeFolderId(dataDir);
    folderIds.set(dataDir, id);
  }
  return id;
}
const folderIds = new Map<string, string>();

function readOrMakeFolderId(dataDir: string): string {
  const dir = importsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, FOLDER_ID_FILE);
  try {
    const id = readFileSync(file, "utf8").trim();
    if (/^[0-9a-f]{16}$/.test(id)) return id;
  } catch {
    // Not made yet.
  }
  const id = randomBytes(8).toString("hex");
  try {
    // "wx": two processes starting together make it once; the loser reads the winner's.
    writeFileSync(file, id, { flag: "wx", mode: 0o600 });
    return id;
  } catch {
    return readFileSync(file, "utf8").trim();
  }
}
