// A constant offered load: the rate users send, not as many as the server can answer. Each
// of `connections` keep-alive connections sends one request a second, and their seconds
// begin spread over the first second: 200 connections offer 200 requests a second. autocannon's
// `overallRate` caps the requests a second of an instance's connections, but autocannon 8
// lets each connection send its share of a second back to back as its second begins, and all
// connections of one instance begin their seconds together: 200 a second from one instance's
// 50 connections arrive as a burst of 50 at once, 4 on each connection, and the p99 measures
// the burst's queue rather than the server. So the connections are split into instances of
// GROUP_CONNECTIONS, each with `overallRate` one a second a connection, started evenly over
// the first second: at 200 a second, 5 requests every 25 ms. (One instance per connection
// would be smoother, but an instance takes milliseconds to start: 200 of them would still
// be starting when the count begins.) A response later than a second holds its connection's
// next request back: the answered rate then falls below the offered one, and the figures show it.
import autocannon, { type Instance } from "autocannon";
import { countedLoad, type LoadResult, type LoadSpec } from "./load.ts";

/** Connections of one autocannon instance: they send together, once a second each. */
const GROUP_CONNECTIONS = 5;

/** `spec.connections` requests a second for `spec.seconds`, counted from a lead-in after every connection started. */
export async function runAtRate(spec: LoadSpec): Promise<LoadResult> {
  const connections = spec.connections;
  if (!Number.isInteger(connections) || connections < 1) {
    throw new Error(`a constant rate needs a whole number of connections, not ${connections}`);
  }
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let counting = false;
  const instances: Instance[] = [];
  const leadInSeconds = spec.leadInSeconds ?? 0;
  const groups = Math.ceil(connections / GROUP_CONNECTIONS);
  const start = (group: number) => {
    const first = group * GROUP_CONNECTIONS;
    const size = Math.min(GROUP_CONNECTIONS, connections - first);
    let next = first;
    const instance = autocannon({
      url: spec.url,
      connections: size,
      overallRate: size,
      // An upper bound: every instance is stopped once `seconds` have been counted.
      duration: 1 + leadInSeconds + spec.seconds + 2,
      timeout: 10,
      setupClient: (client) => client.setRequests(spec.requestsFor(next++)),
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      if (!counting) return;
      latencies.push(ms);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    });
    instances.push(instance);
  };
  const startedAt = performance.now();
  const starts = Array.from({ length: groups }, (_, group) =>
    setTimeout(() => start(group), (group * 1000) / groups),
  );
  // The count begins a lead-in after the last instance started: a fresh connection's first
  // answers are not the steady state, and counting them would count some connections' first
  // request and the request of their second after it in one window.
  while (instances.length < groups) await sleep(0.01);
  const late = performance.now() - startedAt - ((groups - 1) * 1000) / groups;
  if (late > 100) {
    process.stdout.write(
      `  (the last connections started ${late.toFixed(0)} ms late: the machine was busy, and the rate came in bursts)\n`,
    );
  }
  await sleep(leadInSeconds);
  counting = true;
  const countingFrom = performance.now();
  const cpuBefore = spec.serverCpuMs?.() ?? 0;
  await sleep(spec.seconds);
  counting = false;
  const cpuMs = (spec.serverCpuMs?.() ?? 0) - cpuBefore;
  const seconds = (performance.now() - countingFrom) / 1000;
  for (const timer of starts) clearTimeout(timer);
  for (const instance of instances) instance.stop();
  const results = await Promise.all(instances);
  const socketErrors = results.reduce((sum, result) => sum + result.errors, 0);
  return countedLoad(latencies, statusCounts, socketErrors, seconds, cpuMs);
}

function sleep(seconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}
