// The browser-test stack must not assume a port is free: with the old
// fixed ports (3100-3102, 3125) held by another program, the config still finds its own.
import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts } from "../e2e/support/free-ports";

const OLD_FIXED_PORTS = [3100, 3101, 3102, 3125];
const held: net.Server[] = [];

beforeAll(async () => {
  for (const port of OLD_FIXED_PORTS) {
    const server = net.createServer();
    // A port some other program already holds is just as good for this test.
    await new Promise<void>((resolve) => {
      server.once("error", () => resolve());
      server.listen(port, "127.0.0.1", () => {
        held.push(server);
        resolve();
      });
    });
  }
});

afterAll(async () => {
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
});

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

describe("browser-test ports", () => {
  it("freePorts gives distinct ports that can be listened on", async () => {
    const ports = freePorts(4);
    expect(new Set(ports).size).toBe(4);
    for (const port of ports) expect(await canListen(port)).toBe(true);
  });

  it("the Playwright stack picks free ports while the old fixed ones are busy, and keeps them stable", async () => {
    const env = { ...process.env };
    for (const name of ["EK_E2E_PORT", "EK_E2E_WHOOP_PORT", "EK_E2E_MAIL_SERVER_PORT", "EK_E2E_SMTP_PORT"]) {
      delete env[name];
    }
    const script = [
      'const stack = await import("./e2e/support/stack.ts");',
      "const first = [stack.MAIN_PORT, stack.WHOOP_PORT, stack.MAIL_SERVER_PORT, stack.SMTP_PORT];",
      // A worker re-evaluates the config with the runner's environment: same ports.
      'const again = await import("./e2e/support/stack.ts?again");',
      "const second = [again.MAIN_PORT, again.WHOOP_PORT, again.MAIL_SERVER_PORT, again.SMTP_PORT];",
      "process.stdout.write(JSON.stringify({ first, second }));",
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    const { first, second } = JSON.parse(run.stdout) as { first: number[]; second: number[] };
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(4);
    for (const port of first) {
      expect(OLD_FIXED_PORTS).not.toContain(port);
      expect(await canListen(port)).toBe(true);
    }
  });
});
