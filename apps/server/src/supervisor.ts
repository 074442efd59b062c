// Keeps the server running (docs/security.md, "The server comes back by itself"): runs the
// server as a child process, restarts it with a growing delay when it dies (an out-of-memory
// crash, kill -9), and passes SIGTERM/SIGINT on for a graceful stop. A child that dies before
// it ever listened (a bad environment, a taken port, a failed migration) is not restarted:
// starting again would fail the same way, so the supervisor exits with the child's code.
import { type ChildProcess, spawn } from "node:child_process";

/** The message the server sends its supervisor once it listens (run-server-process.ts). */
export const LISTENING_MESSAGE = "evenkeel:listening";

export interface SupervisorOptions {
  /** The program and arguments of the server, e.g. node and its flags and entry. */
  command: string;
  args: readonly string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Delay before the first restart; doubled after each crash in a row, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran this long before it died counts as healthy: the delay starts over. */
  healthyAfterMs?: number;
  /** Where the supervisor says what it does (one line each). */
  report?: (line: string) => void;
}

export interface Supervisor {
  /** The running child (changes on each restart). */
  child(): ChildProcess | null;
  /** How many times the child was started. */
  starts(): number;
  /** Passes the signal on and resolves with the child's exit code once it stopped. */
  stop(signal?: NodeJS.Signals): Promise<number>;
  /** Resolves with the exit code the supervisor should end with. */
  finished: Promise<number>;
}

export function supervise(options: SupervisorOptions): Supervisor {
  const firstDelayMs = options.firstDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const healthyAfterMs = options.healthyAfterMs ?? 60_000;
  const report = options.report ?? ((line: string) => process.stderr.write(`supervisor: ${line}\n`));

  let current: ChildProcess | null = null;
  let startCount = 0;
  let delayMs = firstDelayMs;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    finish = resolve;
  });

  function start(): void {
    startCount += 1;
    const startedAt = Date.now();
    let listened = false;
    const child = spawn(options.command, [...options.args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      // Its own process group: Ctrl-C in a terminal reaches the supervisor only, which passes
      // it on once (a second SIGINT would make the server skip its graceful shutdown).
      detached: true,
    });
    current = child;
    report(`server process ${child.pid} started`);
    child.on("message", (message) => {
      if (message === LISTENING_MESSAGE) listened = true;
    });
    child.on("exit", (code, signal) => {
      current = null;
      const exitCode = code ?? 1;
      if (stopping) {
        finish(exitCode);
        return;
      }
      if (!listened) {
        report(`the server stopped before it started (exit ${code ?? signal}); not restarting`);
        finish(exitCode === 0 ? 1 : exitCode);
        return;
      }
      if (Date.now() - startedAt >= healthyAfterMs) delayMs = firstDelayMs;
      report(
        `the server died (${signal ? `signal ${signal}` : `exit ${code}`}); restarting in ${delayMs} ms`,
      );
      restartTimer = setTimeout(start, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    });
  }

  start();
  return {
    child: () => current,
    starts: () => startCount,
    finished,
    stop(signal = "SIGTERM") {
      stopping = true;
      clearTimeout(restartTimer);
      if (current) current.kill(signal);
      else finish(0);
      return finished;
    },
  };
}

/**
 * The node arguments of a package script such as `node --max-old-space-size=256 --import tsx
 * src/main.ts`: the supervisor runs exactly the serve script, so there is one place for them.
 */
export function nodeArgsOfScript(script: string): string[] {
  const [program, ...args] = script.trim().split(/\s+/);
  if (program !== "node" || args.length === 0) throw new Error(`not a "node …" script: ${script}`);
  return args;
}
