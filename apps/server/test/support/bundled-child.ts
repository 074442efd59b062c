// Child processes a test kills and restarts many times start in a tenth of the time as one
// pre-built JavaScript file: under `node --import tsx`, every module of kysely and zod passes
// through tsx's loader hooks, about a second of CPU per start on this machine. The bundle is
// built from the same sources with esbuild (what tsx itself runs on), once per test file, into
// node_modules/.cache so that better-sqlite3 (a native module) and pg still resolve from there.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { REPO_ROOT } from "./backup-commands.ts";

const CACHE_DIR = path.join(REPO_ROOT, "node_modules", ".cache", "evenkeel-test");

/** Bundles `entry` (a path under apps/server/test/support) and answers the .mjs file to run. */
export async function bundleChildScript(entry: string): Promise<string> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const outfile = path.join(CACHE_DIR, `${path.basename(entry, ".ts")}-${process.pid}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // pg is CommonJS that requires Node built-ins at run time, which an ESM bundle cannot.
    external: ["better-sqlite3", "pg"],
    logLevel: "error",
  });
  return outfile;
}
