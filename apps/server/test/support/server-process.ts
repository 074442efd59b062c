// Runs src/main.ts as a real child process, the way `npm run serve` does, and reads its
// JSON log lines so a test can wait for "listening" and find the address.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const SERVER_PACKAGE_DIR = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Every stdout line, parsed when it is JSON. */
  logLines: Array<Record<string, unknown>>;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
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

/** Resolves with the server's address once it logs that it listens; rejects if it exits first. */
export async function waitUntilListening(server: ServerProcess, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then(({ code }) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    const line = server.logLines.find((entry) => String(entry.msg ?? "").startsWith("Evenkeel listening"));
    if (line) return String(line.address);
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start in ${timeoutMs} ms: ${server.stderr()}`);
}
