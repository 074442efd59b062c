// The production entry (`npm start`): the serve script's server under a supervisor that
// restarts it when it dies (supervisor.ts, docs/security.md). SIGTERM and SIGINT stop both.
import { readFileSync } from "node:fs";
import path from "node:path";
import { nodeArgsOfScript, supervise } from "./supervisor.ts";

const packageDir = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
  scripts: { serve: string };
};
const supervisor = supervise({
  command: process.execPath,
  args: nodeArgsOfScript(manifest.scripts.serve),
  cwd: packageDir,
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void supervisor.stop(signal));
}
process.exitCode = await supervisor.finished;
