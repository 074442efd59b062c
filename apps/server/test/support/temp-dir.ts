// Throw-away folders for a test's data directory or web build, removed after each test file
// (by ./per-file-setup.ts: this module is loaded once per worker where files share a graph).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const created: string[] = [];

export function makeTempDir(label = "evenkeel-test"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  created.push(dir);
  return dir;
}

/** Removes every folder made since the last call. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
