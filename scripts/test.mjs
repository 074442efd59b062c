// `npm test`: every check of the repository, phase after phase; inside a phase the checks run side
// by side, since none of them reads what another writes (docs/testing.md). Each line a check
// prints is prefixed with its name. The run stops after a phase in which a check failed; the
// phase lets the others end, so one log shows each of its failures.
// `npm test -- --serial` runs the checks one after the other.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const PHASES = [
  // The type checker and the linter read the sources only; the build writes apps/web/dist.
  ["build", "typecheck", "lint"],
  // Each of these keeps two cores busy on its own: side by side they took longer than in turn.
  ["test:unit"],
  ["test:browser"],
];

const serial = process.argv.includes("--serial");
const runStarted = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/** Runs `npm run <script>`, its lines prefixed when others run beside it; resolves to its exit code. */
function run(script, alone) {
  const started = performance.now();
  const stdio = alone ? "inherit" : ["ignore", "pipe", "pipe"];
  const child = spawn("npm", ["run", "--silent", script], { stdio });
  for (const stream of alone ? [] : [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on("line", (line) => out.write(`[${script}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const status = code === 0 ? "passed" : `failed (${signal ?? `exit code ${code}`})`;
      console.log(`test: ${script} ${status} in ${seconds(started)} s`);
      resolve(code === 0 ? 0 : 1);
    });
  });
}

let failed = 0;
for (const phase of PHASES) {
  const codes = [];
  if (serial || phase.length === 1) for (const script of phase) codes.push(await run(script, true));
  else codes.push(...(await Promise.all(phase.map((script) => run(script, false)))));
  failed += codes.reduce((sum, code) => sum + code, 0);
  if (failed > 0) break;
}
console.log(`test: ${failed > 0 ? "failed" : "passed"} in ${seconds(runStarted)} s`);
process.exit(failed > 0 ? 1 : 0);
