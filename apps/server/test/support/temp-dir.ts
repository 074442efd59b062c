// Throw-away folders for a test's data directory or web build, removed after each test file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const created: string[] = [];

afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function makeTempDir(label = "evenkeel-test"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  created.push(dir);
  return dir;
}
