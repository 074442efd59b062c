// Runs the server as a real child process, from its sources (src/main.ts through tsx) or as
// `npm run serve` and `npm start` run it (the bundles in dist/), and reads its JSON log lines so
// a test can wait for "listening" and find the address.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildServer } from "../../build/bundle.ts";
import { nodeArgsOfScript } from "../../src/supervisor.ts";

export const SERVER_PACKAGE_DIR = path.resolve(import.meta.dirname, "../..");

let built = false;

/**
 * The node arguments of one of apps/server's package scripts ("serve", "start"), as npm runs them.
 * They run the bundles in dist/ (`npm run build`), made afresh once per test process here so a
 * test never meets an older build than its sources.
 */
export function packageScriptArgs(name: "serve" | "start"): string[] {
  if (!built) {
    buildServer();
    built = true;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(SERVER_PACKAGE_DIR, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const script = manifest.scripts[name];
  if (!script) throw new Error(`apps/server has no ${name} script`);
  return nodeArgsOfScript(script);
}

export interface ServerProcess {
  child: ChildProcess;
  /** Every stdout line, parsed when it is JSON. */
  logLines: Array<Record<string, unknown>>;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `nodeArgs` default to the bare entry; packageScriptArgs("serve" | "start") runs what npm runs. */
export function spawnServer(
  env: Record<string, string>,
  nodeArgs: readonly string[] = ["--import", "tsx", "src/main.ts"],
): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs], {
    cwd: SERVER_PACKAGE_DIR,
    env: { ...process.env, LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logLines: Array<Record<string, unknown>> = [];
  let stdoutRest = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (stdoutRest + chunk).split("\n");
    stdoutRest = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logLines.push({ raw: line });
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
  return { child, logLines, stderr: () => stderr, exited };
}

/**
 * Resolves with the server's address once it logs that it listens (the `nth` time, for a server
 * its supervisor restarted); rejects if it exits first.
 */
export async function waitUntilListening(
  server: ServerProcess,
  timeoutMs = 55_000,
  nth = 1,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then(({ code }) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    const line = server.logLines.filter((entry) => String(entry.msg ?? "").startsWith("Evenkeel listening"))[
      nth - 1
    ];
    if (line) return String(line.address);
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start in ${timeoutMs} ms: ${server.stderr()}`);
}

/** The pids of the server processes a supervisor (`npm start`) started, in order. */
export function supervisedServerPids(supervisor: ServerProcess): number[] {
  return [...supervisor.stderr().matchAll(/server process (\d+) started/g)].map((match) => Number(match[1]));
}

/**
 * Ends a supervisor (`npm start`) and every server process it started: SIGTERM first, so the
 * supervisor stops its server as in production, then SIGKILL for whatever is left. A server
 * runs in its own process group, so killing the supervisor alone would leave it running.
 */
export async function stopSupervised(supervisor: ServerProcess, timeoutMs = 15_000): Promise<void> {
  const servers = supervisedServerPids(supervisor);
  if (supervisor.child.exitCode === null && supervisor.child.signalCode === null) {
    supervisor.child.kill("SIGTERM");
    await Promise.race([supervisor.exited, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }
  for (const pid of [supervisor.child.pid ?? 0, ...servers]) {
    // (process.kill(0) would signal this test's own process group.)
    if (pid <= 0) continue;
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
