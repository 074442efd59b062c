// Paths the user types (DATA_DIR, PG_BIN_DIR, a backup file) are relative to where they typed
// the command. npm runs workspace scripts inside the workspace folder (apps/server) but records
// the original directory in INIT_CWD, so `npm start` from the repo root keeps its data in <repo>/data.
import path from "node:path";

/** Resolves a path the user typed (e.g. `npm run backup -- ./evenkeel.bak`) the way DATA_DIR is. */
export function resolveUserPath(
  env: Readonly<Record<string, string | undefined>>,
  typed: string,
  cwd: string = process.cwd(),
): string {
  return path.resolve(resolveBaseDir(env.INIT_CWD, cwd), typed);
}

/** The folder relative paths start from: INIT_CWD when npm set it, else the process's. */
export function resolveBaseDir(initCwd: string | undefined, cwd: string): string {
  return initCwd && path.isAbsolute(initCwd) ? initCwd : cwd;
}
