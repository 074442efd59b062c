// A file that kills the server must not kill it again after every restart (docs/security.md,
// "Imports"). Against the real `npm start` (its supervisor included): the server process is
// killed with SIGKILL while an import runs, twice; the supervisor brings it back each time,
// the first restart takes the import up again, and the second ends it as failed with a
// message the user reads, instead of running it a third time.
import path from "node:path";
import { DATA_IMPORT_STOPPED_TWICE, type DataImport } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { appleHistoryChunks } from "./support/health-exports.ts";
import { uploadExport } from "./support/import-client.ts";
import {
  packageScriptArgs,
  type ServerProcess,
  spawnServer,
  stopSupervised,
  supervisedServerPids,
  waitUntilListening,
} from "./support/server-process.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { signUpUser } from "./support/test-users.ts";

async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Kills the supervisor's nth server process and waits for the one it starts next. */
async function killServer(supervisor: ServerProcess, nth: number): Promise<string> {
  const pid = supervisedServerPids(supervisor)[nth - 1] ?? 0;
  expect(pid).toBeGreaterThan(0);
  process.kill(pid, "SIGKILL");
  return waitUntilListening(supervisor, 60_000, nth + 1);
}

const RESUMING = "imports: resuming an interrupted import";

describe("an import that keeps killing the server", () => {
  it("is taken up again once, then failed with a message, and the server keeps serving", async () => {
    const dataDir = path.join(makeTempDir("evenkeel-import-crash-loop"), "data");
    const supervisor = spawnServer(
      // A dead process's claim on the import pass lapses after the job lease: 2 s, not 2 minutes.
      { NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "info", JOB_LEASE_SECONDS: "2" },
      packageScriptArgs("start"),
    );
    try {
      const firstUrl = await waitUntilListening(supervisor, 60_000);
      const user = await signUpUser({ url: firstUrl });
      // Large enough that parsing it takes a while: the kills land while it runs.
      const xml = [
        ...appleHistoryChunks({ firstDate: "2022-01-01", targetBytes: 60 * 1024 ** 2, fillerPerDay: 200 }),
      ].join("");
      const started = await uploadExport(api({ url: firstUrl }, user.accessToken), xml, "export.xml");
      expect(started.status).toBe(202);
      const id = started.body.id;

      // The first run of the import: its progress is being written.
      await until("the import to run", async () => {
        const answer = await api({ url: firstUrl }, user.accessToken).get<DataImport>(`/imports/${id}`);
        expect(answer.body.status, "the import ended before it could be interrupted").not.toMatch(
          /done|failed/,
        );
        return answer.body.status === "running" ? true : undefined;
      });
      await killServer(supervisor, 1);
      // The restarted server takes it up again, and dies again while it runs.
      await until("the import to be taken up again", () =>
        supervisor.logLines.some((line) => line.msg === RESUMING) ? true : undefined,
      );
      const thirdUrl = await killServer(supervisor, 2);

      const client = api({ url: thirdUrl }, user.accessToken);
      const ended = await until("the import to end", async () => {
        const answer = await client.get<DataImport>(`/imports/${id}`);
        return answer.body.status === "failed" || answer.body.status === "done" ? answer.body : undefined;
      });
      expect(ended).toMatchObject({ status: "failed", message: DATA_IMPORT_STOPPED_TWICE, days_imported: 0 });
      expect((await fetch(`${thirdUrl}/healthz`)).status).toBe(200);
      // Two kills, two restarts, and no third run of the import.
      expect(supervisedServerPids(supervisor)).toHaveLength(3);
      expect(supervisor.logLines.filter((line) => line.msg === RESUMING)).toHaveLength(1);
      expect(
        supervisor.logLines.find((line) => String(line.msg).includes("stopped the import twice")),
      ).toMatchObject({ importId: id, interruptions: 2 });
      // A failed import holds nothing: the user may upload again.
      const again = await uploadExport(client, "not an export", "notes.txt");
      expect(again.status).toBe(400);
    } finally {
      await stopSupervised(supervisor);
    }
  }, 240_000);
});
