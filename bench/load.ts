// Drives one server with autocannon: N keep-alive connections, each cycling through its own
// list of prepared requests (so many users' tokens are in play without rebuilding a request
// per call), for a fixed time. Latency percentiles come from every response's own time.
import autocannon, { type Request } from "autocannon";

export type LoadRequest = Request & { method: "GET" | "POST" | "DELETE" };

export interface LoadSpec {
  url: string;
  connections: number;
  /** The requests connection `index` cycles through. */
  requestsFor(index: number): LoadRequest[];
  /** The server's CPU time so far (ms), to report CPU per request. */
  serverCpuMs?: () => number;
  /** Seconds of responses counted. */
  seconds: number;
  /**
   * Seconds at the start, before `seconds`, whose responses and CPU are not counted: a server
   * that was idle a moment ago is not in its steady state. The count also waits for every
   * connection's first answer (RAMP_LIMIT_SECONDS).
   */
  leadInSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers other than 2xx and 304 (a revalidated read). */
  errors: number;
  responses: number;
  /** Server CPU time per response (all threads), ms; 0 when unknown. */
  cpuMsPerRequest: number;
  /** The load's measured length and the server's CPU time over it (0 when unknown). */
  seconds: number;
  cpuMs: number;
  statusCounts: Record<string, number>;
  /** Every response's time, ascending (to combine loads on several servers). */
  sortedLatenciesMs: number[];
}

/**
 * Fresh connections are not the steady state either. libuv accepts one connection per turn of
 * the event loop, so when 50 connect at once to a busy server, the k-th is accepted after k − 1
 * turns in which every connection already accepted is answered: its first request waits about
 * k²/2 answers (2.8 s for the 50th at 2.2 ms an answer). Counting starts once every connection
 * has been answered once, or after this many seconds past the lead-in whatever happened.
 */
const RAMP_LIMIT_SECONDS = 15;

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let nextConnection = 0;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const leadIn = spec.leadInSeconds ?? 0;
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    // An upper bound: the load is stopped once `seconds` have been counted.
    duration: leadIn + RAMP_LIMIT_SECONDS + spec.seconds + 1,
    timeout: 10,
    setupClient: (client) => client.setRequests(spec.requestsFor(nextConnection++)),
  });
  // Responses are counted once the lead-in is over and every connection has been answered once
  // (see RAMP_LIMIT_SECONDS); socket errors and timeouts always count.
  const answered = new Set<unknown>();
  let leadInOver = leadIn === 0;
  let counting = false;
  let countingFrom = 0;
  let cpuBefore = 0;
  let stopTimer: NodeJS.Timeout | undefined;
  const startCounting = () => {
    if (counting) return;
    counting = true;
    countingFrom = performance.now();
    cpuBefore = spec.serverCpuMs?.() ?? 0;
    stopTimer = setTimeout(() => instance.stop(), spec.seconds * 1000);
  };
  instance.on("response", (client, status, _bytes, ms) => {
    if (!counting) {
      answered.add(client);
      if (leadInOver && answered.size >= spec.connections) startCounting();
      return;
    }
    latencies.push(ms);
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  });
  const leadInTimer = setTimeout(() => {
    leadInOver = true;
    if (answered.size >= spec.connections) startCounting();
  }, leadIn * 1000);
  // A connection that never answers (the server refuses it) must not keep the count from starting.
  const rampTimer = setTimeout(startCounting, (leadIn + RAMP_LIMIT_SECONDS) * 1000);
  const result = await instance;
  const stoppedAt = performance.now();
  for (const timer of [leadInTimer, rampTimer, stopTimer]) clearTimeout(timer);
  const cpuMs = counting ? (spec.serverCpuMs?.() ?? 0) - cpuBefore : 0;
  const seconds = counting ? (stoppedAt - countingFrom) / 1000 : 0;
  return countedLoad(latencies, statusCounts, result.errors, seconds, cpuMs);
}

/**
 * The result of the responses a load counted: their times (in any order) and statuses, the
 * socket errors and timeouts it met, its counted seconds and the server's CPU time over them.
 */
export function countedLoad(
  latencies: number[],
  statusCounts: Record<string, number>,
  socketErrors: number,
  seconds: number,
  cpuMs: number,
): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors:
      socketErrors +
      Object.entries(statusCounts)
        .filter(([status]) => !status.startsWith("2") && status !== "304")
        .reduce((sum, [, count]) => sum + count, 0),
    responses: latencies.length,
    cpuMsPerRequest: latencies.length > 0 ? cpuMs / latencies.length : 0,
    seconds,
    cpuMs,
    statusCounts,
    sortedLatenciesMs: latencies,
  };
}

/** Seconds of one turn of a measurement in turns. */
const TURN_SECONDS = 2;

/** How many turns `seconds` of load on each server take (at least one). */
export function turnsOf(seconds: number): number {
  return Math.max(1, Math.round(seconds / TURN_SECONDS));
}

/**
 * Seconds not counted at the start of a measured load, on top of the wait for every fresh
 * connection's first answer (RAMP_LIMIT_SECONDS): a server that was idle a moment ago (the other server's
 * turn, a clean-up) is not how a server under steady load answers.
 */
export const LEAD_IN_SECONDS = 0.5;

/**
 * Loads on several servers in alternating turns, `turns` slices each, in the order given, each
 * server's slices pooled (docs/decisions/040-reads-through-the-stock-stack.md): every server sees the same drifting machine.
 * `run` drives one slice: as fast as the connections go (runLoad) or at a set rate.
 */
export async function loadsInTurns(
  specs: readonly LoadSpec[],
  turns: number,
  run: (spec: LoadSpec) => Promise<LoadResult> = runLoad,
): Promise<LoadResult[]> {
  const slices = specs.map((): LoadResult[] => []);
  for (let turn = 0; turn < turns; turn++) {
    for (const [index, spec] of specs.entries()) slices[index]?.push(await run(spec));
  }
  return slices.map((results) => successiveLoads(results));
}

/**
 * Loads that ran one after another against one server, as one: responses per second over their
 * whole time, percentiles of every response, CPU per response over all of them.
 */
export function successiveLoads(results: readonly LoadResult[]): LoadResult {
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const cpuMs = results.reduce((sum, result) => sum + result.cpuMs, 0);
  return pooled(results, (responses) => (seconds > 0 ? responses / seconds : 0), cpuMs, seconds);
}

/** Loads that ran at the same time against several servers, as one: their rates add up. */
export function concurrentLoads(results: readonly LoadResult[], cpuMs: number): LoadResult {
  const rate = results.reduce((sum, result) => sum + result.requestsPerSecond, 0);
  return pooled(results, () => rate, cpuMs, Math.max(0, ...results.map((result) => result.seconds)));
}

function pooled(
  results: readonly LoadResult[],
  rate: (responses: number) => number,
  cpuMs: number,
  seconds: number,
): LoadResult {
  const latencies = results.flatMap((result) => result.sortedLatenciesMs).sort((a, b) => a - b);
  const statusCounts: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statusCounts))
      statusCounts[status] = (statusCounts[status] ?? 0) + count;
  }
  return {
    requestsPerSecond: rate(latencies.length),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    responses: latencies.length,
    cpuMsPerRequest: latencies.length > 0 ? cpuMs / latencies.length : 0,
    seconds,
    cpuMs,
    statusCounts,
    sortedLatenciesMs: latencies,
  };
}

/** Nearest-rank percentile of sorted values; 0 when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

/** A one-line summary for progress output. */
export function describeLoad(result: LoadResult): string {
  const statuses = Object.entries(result.statusCounts)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  const cpu = result.cpuMsPerRequest > 0 ? `, server CPU ${result.cpuMsPerRequest.toFixed(2)} ms/req` : "";
  return `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, errors ${result.errors}${cpu} [${statuses}]`;
}
