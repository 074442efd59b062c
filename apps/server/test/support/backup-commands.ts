// Runs the root `npm run backup` / `npm run restore` scripts as a person would, against a data
// folder given by DATA_DIR, and collects what they print and how they exit.
import { spawn } from "node:child_process";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");

export interface CommandOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runBackupScript(
  script: "backup" | "restore",
  file: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<CommandOutcome> {
  const child = spawn("npm", ["run", "--silent", script, "--", file], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}
