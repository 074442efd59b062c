// Drives one server with autocannon: N keep-alive connections, each cycling through its own
// list of prepared requests (so many users' tokens are in play without rebuilding a request
// per call), for a fixed time. Latency percentiles come from every response's own time.
import autocannon, { type Request } from "autocannon";

export type LoadRequest = Request & { method: "GET" | "POST" | "DELETE" };

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  /** The requests connection `index` cycles through. */
  requestsFor(index: number): LoadRequest[];
  /** The server's CPU time so far (ms), to report CPU per request. */
  serverCpuMs?: () => number;
  /**
   * Seconds at the start (within `seconds`) whose responses and CPU are not counted: fresh
   * connections and a server that was idle a moment ago, not its steady state.
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

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let nextConnection = 0;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    timeout: 10,
    setupClient: (client) => client.setRequests(spec.requestsFor(nextConnection++)),
  });
  // Responses are counted once the lead-in is over; socket errors and timeouts always count.
  const leadIn = spec.leadInSeconds ?? 0;
  let counting = leadIn === 0;
  instance.on("response", (_client, status, _bytes, ms) => {
    if (!counting) return;
    latencies.push(ms);
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  });
  let cpuBefore = spec.serverCpuMs?.() ?? 0;
  let countingFrom = performance.now();
  const leadInTimer = counting
    ? undefined
    : setTimeout(() => {
        counting = true;
        countingFrom = performance.now();
        cpuBefore = spec.serverCpuMs?.() ?? 0;
      }, leadIn * 1000);
  const result = await instance;
  clearTimeout(leadInTimer);
  const cpuMs = (spec.serverCpuMs?.() ?? 0) - cpuBefore;
  const seconds = leadIn > 0 ? (performance.now() - countingFrom) / 1000 : result.duration;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors:
      result.errors +
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
