// The simulated WHOOP: a sync waits 1.5 s, fills the missing days up to today and answers
// like the server; disconnected, every wearable call says "WHOOP not connected".
import { describe, expect, it } from "vitest";
import { DAY_MS, failureOf, startDemo, TODAY } from "../testing/demo-test-kit.ts";

const whoop = { provider: "whoop" } as const;

describe("the demo's simulated sync", () => {
  it("waits DEMO_SYNC_DELAY_MS and reports nothing new on the day of seeding", async () => {
    const demo = startDemo();
    const result = await (await demo.caller()).wearable.sync(whoop);

    expect(demo.sleeps).toEqual([1500]);
    expect(result).toEqual({
      success: true,
      message: "Your simulated WHOOP data is already up to date",
      records_synced: 0,
    });
  });

  it("adds the days missed since the last seeding, scores them, and marks the connection synced", async () => {
    const demo = startDemo();
    demo.advance(3 * DAY_MS);
    const caller = await demo.caller();

    const result = await caller.wearable.sync(whoop);

    expect(result).toEqual({
      success: true,
      message: "Synced 3 days of simulated WHOOP data",
      records_synced: 3,
    });
    const metrics = await caller.health.metrics({ start_date: TODAY, end_date: "2026-03-13", limit: 30 });
    expect(metrics.map((day) => day.date)).toEqual(["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"]);
    const scores = await caller.burnout.history({
      start_date: "2026-03-11",
      end_date: "2026-03-13",
      limit: 30,
    });
    expect(scores.map((score) => [score.date, score.algorithm_version])).toEqual([
      ["2026-03-13", "demo-1"],
      ["2026-03-12", "demo-1"],
      ["2026-03-11", "demo-1"],
    ]);
    const connection = await caller.wearable.connection(whoop);
    expect(connection.last_synced_at).toBe(demo.now().toISOString());
    // A second sync finds nothing missing.
    expect((await caller.wearable.sync(whoop)).records_synced).toBe(0);
  });

  it("never writes past today, even when asked to", async () => {
    const demo = startDemo();
    demo.advance(DAY_MS);
    const caller = await demo.caller();
    const result = await caller.wearable.sync({ ...whoop, start_date: "2026-03-11", end_date: "2026-03-11" });
    expect(result.records_synced).toBe(1);
    expect(
      await caller.health.metrics({ start_date: "2026-03-12", end_date: "2026-03-20", limit: 30 }),
    ).toEqual([]);
  });
});

describe("the demo's connection", () => {
  it("is seeded as connected, last synced 2 hours before seeding", async () => {
    const connection = await (await startDemo().caller()).wearable.connection(whoop);
    expect(connection).toMatchObject({
      provider: "whoop",
      sync_enabled: true,
      last_synced_at: "2026-03-10T13:00:00.000Z",
    });
  });

  it('answers "WHOOP not connected" to every wearable call after a disconnect', async () => {
    const caller = await startDemo().caller();
    expect(await caller.wearable.disconnect(whoop)).toEqual({
      message: "WHOOP account disconnected successfully",
    });

    const notConnected = { code: "NOT_FOUND", message: "WHOOP not connected" };
    expect(await failureOf(caller.wearable.connection(whoop))).toEqual(notConnected);
    expect(await failureOf(caller.wearable.sync(whoop))).toEqual(notConnected);
    expect(await failureOf(caller.wearable.disconnect(whoop))).toEqual(notConnected);
  });

  it("cannot connect a real account from the demo, and says what to do instead", async () => {
    const caller = await startDemo().caller();
    const failure = await failureOf(
      caller.wearable.authorize({ ...whoop, redirect_uri: "http://localhost/settings/whoop/callback" }),
    );
    expect(failure.code).toBe("FORBIDDEN");
    expect(failure.message).toContain("Reset Demo");
  });
});
