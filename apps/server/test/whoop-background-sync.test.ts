// The six-hourly background sync: it visits enabled connections whose last sync is six hours
// old, skips the rest, and rescores what changed, like a manual sync.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config/env.ts";
import { createLogger } from "../src/logger.ts";
import { createServerAdapters } from "../src/router-ports.ts";
import {
  type ConnectedUser,
  connectNewUser,
  memberDate,
  metricRows,
  PUBLIC_URL,
  startWhoopPair,
  type WhoopPair,
} from "./support/whoop-fixtures.ts";

let pair: WhoopPair;
beforeAll(async () => {
  pair = await startWhoopPair();
});
afterAll(async () => {
  await pair.close();
});

const HOUR = 3_600_000;

async function setConnection(
  connected: ConnectedUser,
  values: { last_synced_at?: string; sync_enabled?: 0 | 1 },
) {
  await pair.server.db
    .updateTable("wearable_connections")
    .set(values)
    .where("id", "=", connected.connection.id)
    .execute();
}

async function lastSynced(connected: ConnectedUser) {
  const row = await pair.server.db
    .selectFrom("wearable_connections")
    .select("last_synced_at")
    .where("id", "=", connected.connection.id)
    .executeTakeFirstOrThrow();
  return row.last_synced_at;
}

describe("Background sync", () => {
  it("syncs and rescores connections last synced six hours ago, and leaves the others alone", async () => {
    const due = await connectNewUser(pair);
    const recent = await connectNewUser(pair);
    const disabled = await connectNewUser(pair);
    const sevenHoursAgo = new Date(Date.now() - 7 * HOUR).toISOString();
    await setConnection(due, { last_synced_at: sevenHoursAgo });
    await setConnection(recent, { last_synced_at: new Date(Date.now() - HOUR).toISOString() });
    await setConnection(disabled, { last_synced_at: sevenHoursAgo, sync_enabled: 0 });
    const recentBefore = await lastSynced(recent);

    // WHOOP revised yesterday for the due member: its strain, and a night far below the
    // member's normal (HRV and recovery down, resting heart rate up), which moves the score.
    const yesterday = memberDate(pair, due.memberId, 1);
    const day = pair.fake.world.day(due.memberId, yesterday);
    const cycle = day?.cycle;
    if (!cycle?.score) throw new Error("the fake has no scored cycle yesterday");
    if (!day?.recovery?.score) throw new Error("the fake has no scored recovery yesterday");
    cycle.score.strain = 20.5;
    Object.assign(day.recovery.score, { hrv_rmssd_milli: 12, resting_heart_rate: 90, recovery_score: 3 });
    const scoreBefore = await pair.server.db
      .selectFrom("burnout_scores")
      .select(["calculated_at", "overall_risk_score"])
      .where("user_id", "=", due.user.id)
      .where("date", "=", yesterday)
      .executeTakeFirst();

    const config = parseConfig({
      ...pair.fake.env(),
      DATA_DIR: pair.server.dataDir,
      PUBLIC_URL,
      LOG_LEVEL: "silent",
      WHOOP_REQUESTS_PER_MINUTE: "100000",
    });
    const adapters = createServerAdapters({ db: pair.server.db, config, logger: createLogger(config) });
    const scheduler = adapters.wearables.startBackgroundSync(adapters.ports, adapters.jobs, {
      firstTickMs: 3_600_000,
    });
    try {
      await scheduler.runOnce();
    } finally {
      await scheduler.stop();
    }

    expect((await lastSynced(due)) ?? "").not.toBe(sevenHoursAgo);
    expect(Date.parse((await lastSynced(due)) ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(await lastSynced(recent)).toBe(recentBefore);
    expect(await lastSynced(disabled)).toBe(sevenHoursAgo);
    const row = (await metricRows(pair, due.user.id)).find((r) => r.date === yesterday);
    expect(row?.day_strain).toBe(20.5);
    const scoreAfter = await pair.server.db
      .selectFrom("burnout_scores")
      .select(["calculated_at", "overall_risk_score"])
      .where("user_id", "=", due.user.id)
      .where("date", "=", yesterday)
      .executeTakeFirstOrThrow();
    // Rescored: a changed score is written again (one that came out the same would be left).
    expect(scoreAfter.overall_risk_score).not.toBe(scoreBefore?.overall_risk_score);
    expect(scoreAfter.calculated_at > (scoreBefore?.calculated_at ?? "")).toBe(true);
  });
});
