// Item 1 of the security review, second half: `npm start` comes back by itself. The server's
// start script (a supervisor running the serve script) restarts a server killed with SIGKILL,
// stops cleanly on SIGTERM, and does not loop on a server that cannot start at all.
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  packageScriptArgs,
  spawnServer,
  stopSupervised,
  supervisedServerPids,
  waitUntilListening,
} from "./support/server-process.ts";
import { makeTempDir } from "./support/temp-dir.ts";

describe("the production start command", () => {
  it("restarts the server after kill -9 of it, and stops both on SIGTERM", async () => {
    const dataDir = path.join(makeTempDir("evenkeel-restart"), "data");
    const supervisor = spawnServer({ NODE_ENV: "production", DATA_DIR: dataDir }, packageScriptArgs("start"));
    try {
      const firstUrl = await waitUntilListening(supervisor);
      expect((await fetch(`${firstUrl}/healthz`)).status).toBe(200);
      const [firstPid = 0] = supervisedServerPids(supervisor);
      // (process.kill(0) would signal this test's own process group.)
      expect(firstPid).toBeGreaterThan(0);
      expect(firstPid).not.toBe(supervisor.child.pid);

      process.kill(firstPid, "SIGKILL");
      const secondUrl = await waitUntilListening(supervisor, 20_000, 2);
      const [, secondPid = 0] = supervisedServerPids(supervisor);
      expect(secondPid).not.toBe(firstPid);
      expect((await fetch(`${secondUrl}/healthz`)).status).toBe(200);
      expect(supervisor.stderr()).toContain("the server died (signal SIGKILL); restarting in");

      supervisor.child.kill("SIGTERM");
      expect((await supervisor.exited).code).toBe(0);
      expect(supervisor.logLines.map((line) => line.msg)).toContain("Evenkeel stopped");
      expect(() => process.kill(secondPid, 0)).toThrow();
    } finally {
      await stopSupervised(supervisor);
    }
  }, 60_000);

  it("does not restart a server that never started, and exits with its code", async () => {
    const supervisor = spawnServer({ PORT: "not-a-port" }, packageScriptArgs("start"));
    const { code } = await supervisor.exited;
    expect(code).toBe(1);
    expect(supervisor.stderr()).toContain("PORT");
    expect(supervisor.stderr()).toContain("not restarting");
  }, 30_000);
});
