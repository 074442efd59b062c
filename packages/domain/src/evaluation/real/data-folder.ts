// Where the real data is and how its files are read; the only part of the real-data
// evaluation that touches Node (the CLI and the real-data test share it).
import type { ReadDataFile } from "./real-run.ts";

interface NodeFs {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding: "utf8"): string;
}
// The domain package is typed without Node; this is all it needs of it.
// process.getBuiltinModule: Node ≥ 20.16 (the repository needs ≥ 20.19).
declare const process: {
  env: Record<string, string | undefined>;
  cwd(): string;
  getBuiltinModule(id: "node:fs"): NodeFs;
};

/**
 * The shared data folder beside the repository (docs/score.md "Real data"): npm runs a workspace
 * script in the workspace, and INIT_CWD is where it was typed; EVENKEEL_REAL_DATA overrides.
 */
export function defaultDataDir(): string {
  return process.env.EVENKEEL_REAL_DATA ?? `${process.env.INIT_CWD ?? process.cwd()}/../shared/data`;
}

/** Reads files of the folder by relative path; null for a file that is not there. */
export function dataFolderReader(dir: string): ReadDataFile {
  const fs = process.getBuiltinModule("node:fs");
  return (path) => {
    const full = `${dir}/${path}`;
    return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : null;
  };
}
