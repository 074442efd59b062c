// The salt mixed into every read's ETag (versioned-reads.ts, docs/decisions/039): the same for
// every process that runs the same code with the same settings, so a client moving between
// processes behind a load balancer keeps its 304s; different as soon as either changes, so a
// server upgraded or reconfigured (a provider added, another narrator) never confirms a copy
// an older one made of the same data.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "../config/env.ts";

/**
 * Settings that may differ between processes of one deployment and never change an answer:
 * where it listens, how much it logs, and where its own files are on its machine.
 */
const PER_PROCESS_SETTINGS: ReadonlySet<keyof Config> = new Set([
  "port",
  "host",
  "logLevel",
  "dataDir",
  "webDistDir",
]);

/** The folders whose files make the answers, relative to the repository root, and its lock file. */
const SOURCE_ROOTS = ["apps/server/src", "packages"];
const LOCK_FILE = "package-lock.json";

let fingerprint: Buffer | null = null;

/** The salt for a server built with `config`. */
export function answerSalt(config: Config): Buffer {
  const settings = Object.entries(config)
    .filter(([name]) => !PER_PROCESS_SETTINGS.has(name as keyof Config))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256").update(releaseFingerprint()).update(JSON.stringify(settings)).digest();
}

/**
 * A hash of the code this process runs: the sources and the lock file when it runs from the
 * repository (tsx, `npm start`), or the one file it runs from when bundled. Read once.
 */
export function releaseFingerprint(): Buffer {
  fingerprint ??= computeFingerprint(fileURLToPath(import.meta.url));
  return fingerprint;
}

/** The fingerprint of the code around `ownFile` (exported for its test). */
export function computeFingerprint(ownFile: string): Buffer {
  const hash = createHash("sha256");
  if (!ownFile.endsWith(".ts")) {
    // A bundle holds every module of the server in this one file.
    hash.update(fs.readFileSync(ownFile));
    return hash.digest();
  }
  const root = path.resolve(path.dirname(ownFile), "../../../..");
  for (const file of [
    ...SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir))),
    path.join(root, LOCK_FILE),
  ]) {
    hash.update(path.relative(root, file)).update("\0");
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest();
}

/** Every .ts file below `dir` in a stable order, skipping node_modules, tests and build output. */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "dist" && entry.name !== "test")
        files.push(...sourceFiles(full));
    } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
      files.push(full);
    }
  }
  return files;
}
