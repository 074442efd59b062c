// Free loopback ports for the browser-test stack. The servers Playwright starts need their
// addresses before they run, so the ports are found once, in the runner process, by asking
// the operating system for port 0 (held together so they differ), and handed to the workers
// and the started servers through the environment. See docs/testing.md.
import { execFileSync } from "node:child_process";

const PICK_PORTS = `
const net = require("node:net");
const count = Number(process.argv[1]);
const servers = [];
let open = 0;
for (let i = 0; i < count; i += 1) {
  const server = net.createServer();
  servers.push(server);
  server.listen(0, "127.0.0.1", () => {
    open += 1;
    if (open < count) return;
    process.stdout.write(servers.map((s) => s.address().port).join(","));
    for (const s of servers) s.close();
  });
}
`;

/** `count` distinct ports that were free a moment ago on 127.0.0.1. */
export function freePorts(count: number): number[] {
  const out = execFileSync(process.execPath, ["-e", PICK_PORTS, String(count)], { encoding: "utf8" });
  const ports = out.split(",").map(Number);
  if (ports.length !== count || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
    throw new Error(`Could not find ${count} free ports (got "${out}")`);
  }
  return ports;
}

/**
 * The port in `process.env[name]`, or (first call in the run) a free one written there, so
 * every later evaluation of the config and every worker sees the same number. A port given
 * in the environment is used as it is.
 */
export function portFromEnvironment(names: readonly string[]): Record<string, number> {
  const missing = names.filter((name) => !process.env[name]);
  const picked = missing.length > 0 ? freePorts(missing.length) : [];
  missing.forEach((name, index) => {
    process.env[name] = String(picked[index]);
  });
  return Object.fromEntries(names.map((name) => [name, Number(process.env[name])]));
}
