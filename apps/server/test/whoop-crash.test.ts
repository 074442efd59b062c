// A sync killed with SIGKILL in the middle (docs/security.md #18, #19): the database reopens intact,
// every day it kept is whole, and the next sync completes the year with no gap or duplicate.
import { spawn } from "node:child_process";
import path from "node:path";
import type { SyncResult } from "@evenkeel/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { SERVER_PACKAGE_DIR } from "./support/server-process.ts";
import {
  connectNewUser,
  expectedValues,
  memberDate,
  metricRows,
  startWhoopPair,
  type WhoopPair,
  waitFor,
} from "./support/whoop-fixtures.ts";

let pair: WhoopPair;
beforeAll(async () => {
  pair = await startWhoopPair();
});
afterAll(async () => {
  await pair.close();
});

it("A sync killed midway leaves whole days only, and the next sync completes the year", async () => {
  const connected = await connectNewUser(pair, { offset: "+09:00" });
  const { memberId } = connected;
  const range = { start_date: memberDate(pair, memberId, 364), end_date: memberDate(pair, memberId) };
  const backfillStart = (await metricRows(pair, connected.user.id))[0]?.date as string;
  const olderRows = async () =>
    (await metricRows(pair, connected.user.id)).filter((row) => row.date < backfillStart);

  pair.fake.setDelay(40);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join("test", "support", "whoop-sync-child.ts")],
    {
      cwd: SERVER_PACKAGE_DIR,
      env: {
        ...process.env,
        ...pair.fake.env(),
        DATA_DIR: pair.server.dataDir,
        WHOOP_REQUESTS_PER_MINUTE: "100000",
        SYNC_USER_ID: connected.user.id,
        SYNC_START_DATE: range.start_date,
        SYNC_END_DATE: range.end_date,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal)),
  );

  // Past the backfilled quarter, with older chunks still to come: kill it.
  await waitFor(async () => (await olderRows()).length > 0, 30_000);
  child.kill("SIGKILL");
  expect(await exited).toBe("SIGKILL");
  pair.fake.setDelay(0);
  expect(output).not.toContain("success");

  const { rows: integrity } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
    pair.server.db,
  );
  expect(integrity).toEqual([{ integrity_check: "ok" }]);
  const kept = await metricRows(pair, connected.user.id);
  const keptOlder = await olderRows();
  expect(keptOlder.length).toBeGreaterThan(0);
  expect(keptOlder.length).toBeLessThan(365 - 92);
  for (const row of kept) {
    const { id, user_id, source, hrv_measure, created_at, updated_at, ...values } = row;
    // WHOOP measures no stress (docs/decisions/031) and no steps: those columns stay empty.
    expect(values).toEqual({
      ...expectedValues(pair.fake.world, memberId, row.date),
      stress_high_minutes: null,
      recovery_high_minutes: null,
      stress_day_summary: null,
      steps: null,
    });
  }

  const again = await api(pair.server, connected.user.accessToken).post<SyncResult>(
    "/whoop/sync/manual",
    undefined,
    range,
  );
  expect(again.body.success).toBe(true);
  const complete = await metricRows(pair, connected.user.id);
  const dates = complete.map((row) => row.date);
  const expectedDates = Array.from({ length: 365 }, (_, back) =>
    memberDate(pair, memberId, 364 - back),
  ).filter((date) => expectedValues(pair.fake.world, memberId, date) !== null);
  expect(dates).toEqual(expectedDates);
  expect(new Set(dates).size).toBe(dates.length);
});
