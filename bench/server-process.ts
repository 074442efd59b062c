// Starts the servers under test as child processes: Evenkeel exactly as `npm start` runs it
// (node --import tsx apps/server/src/main.ts, NODE_ENV=production) and the bare floor server;
// waits for /healthz, tracks the peak resident memory (VmHWM), and stops them with SIGTERM.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..");
/** Quiet enough that logging does not dominate: warnings and errors only. */
export const BENCH_LOG_LEVEL = "warn";

export interface ServerHandle {
  url: string;
  pid: number;
  /** Highest VmHWM seen so far, in MB. */
  peakRssMb(): number;
  /** CPU time the process (all its threads) has used so far, in ms. */
  cpuMs(): number;
  /** The last lines the process wrote (its log: warnings and errors). */
  recentOutput(): string;
  stop(): Promise<void>;
}

export interface EvenkeelStart {
  dataDir: string;
  port: number;
  jwtSecret: string;
  env?: Record<string, string>;
  /** Write a V8 CPU profile of the server into this folder when it stops. */
  cpuProfDir?: string;
}

/**
 * How `npm start` runs the server: the "serve" script of apps/server, e.g.
 * `node --max-old-space-size=256 dist/server.mjs`, run from that folder (the build's bundle,
 * docs/decisions/057-server-runs-compiled.md).
 */
export function serveCommand(): { cwd: string; args: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "apps/server/package.json"), "utf8")) as {
    scripts?: { serve?: string };
  };
  const script = manifest.scripts?.serve ?? "";
  const [program, ...args] = script.trim().split(/\s+/);
  if (program !== "node" || !args.at(-1)?.endsWith(".mjs")) {
    throw new Error(`apps/server's serve script is not "node … <entry>.mjs": ${script}`);
  }
  return { cwd: path.join(REPO_ROOT, "apps/server"), args };
}

export function startEvenkeel(options: EvenkeelStart): Promise<ServerHandle> {
  const url = `http://127.0.0.1:${options.port}`;
  const { cwd, args } = serveCommand();
  return startNode("evenkeel", cwd, args, url, options.cpuProfDir, {
    NODE_ENV: "production",
    LOG_LEVEL: BENCH_LOG_LEVEL,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: path.join(REPO_ROOT, "apps/web/dist"),
    JWT_SECRET: options.jwtSecret,
    ...options.env,
  });
}

export function startFloor(options: { dataDir: string; port: number; cpuProfDir?: string }) {
  const url = `http://127.0.0.1:${options.port}`;
  return startNode(
    "floor",
    REPO_ROOT,
    ["--import", "tsx", "bench/floor-server.ts", options.dataDir, String(options.port)],
    url,
    options.cpuProfDir,
    {
      NODE_ENV: "production",
    },
  );
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startNode(
  name: string,
  cwd: string,
  nodeArgs: readonly string[],
  url: string,
  cpuProfDir: string | undefined,
  env: Record<string, string>,
): Promise<ServerHandle> {
  // One file per thread (tsx's loader runs in a worker thread); the main thread's is the large one.
  const profiling = cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${path.join(cpuProfDir, name)}`] : [];
  const child = spawn(process.execPath, [...profiling, ...nodeArgs], {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} did not start`);

  await waitForHealth(url, exited, () => output.join(""), name);
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, readPeakRssMb(pid));
  };
  const poll = setInterval(sample, 500);
  return {
    url,
    pid,
    peakRssMb: () => {
      sample();
      return peak;
    },
    cpuMs: () => readCpuMs(pid),
    recentOutput: () => output.join(""),
    stop: () => stopChild(child, exited, () => clearInterval(poll), sample),
  };
}

async function waitForHealth(url: string, exited: Promise<number | null>, log: () => string, name: string) {
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`${name} exited before answering:\n${log()}`);
    try {
      const answer = await fetch(`${url}/healthz`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url}/healthz within 60 s:\n${log()}`);
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<number | null>,
  stopPolling: () => void,
  lastSample: () => void,
): Promise<void> {
  lastSample();
  stopPolling();
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** utime + stime of /proc/<pid>/stat (clock ticks of 10 ms on Linux), in ms. */
export function readCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** VmHWM of /proc/<pid>/status: the process's peak resident set, in MB (0 once it is gone). */
export function readPeakRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
