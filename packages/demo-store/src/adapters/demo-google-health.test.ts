// The demo's simulated Google Health (a Fitbit or Pixel Watch): offered beside the seeded
// WHOOP, connected by a simulated consent that returns to the app's own page, its days kept as
// a source of their own in the Fitbit-like device profile (RMSSD, resting HR, minutes asleep,
// workouts; no recovery, strain or sleep score), and read through the same resolution rule as
// the server's.
import { describe, expect, it } from "vitest";
import { DEMO_USER_ID } from "../demo-user.ts";
import { createDemoDataStore } from "../store/demo-data-store.ts";
import { DAY_MS, failureOf, startDemo, TODAY } from "../testing/demo-test-kit.ts";

const google = { provider: "google_health" } as const;
const ORIGIN = "http://localhost:5173";
const redirect_uri = `${ORIGIN}/settings/google_health/callback`;

async function connectGoogle(demo: ReturnType<typeof startDemo>) {
  const caller = await demo.caller();
  const { authorization_url } = await caller.wearable.authorize({ ...google, redirect_uri });
  const back = new URL(authorization_url);
  return caller.wearable.callback({
    ...google,
    code: back.searchParams.get("code") as string,
    state: back.searchParams.get("state") as string,
    redirect_uri,
  });
}

describe("the demo's simulated Google Health", () => {
  it("is offered beside the simulated WHOOP; Oura is not in the demo", async () => {
    const providers = await (await startDemo().caller()).wearable.providers({});
    expect(providers.map(({ provider, configured }) => [provider, configured])).toEqual([
      ["whoop", true],
      ["oura", false],
      ["google_health", true],
    ]);
  });

  it("sends the consent straight back to the app's own return page, and nowhere else", async () => {
    const caller = await startDemo().caller();
    const { authorization_url } = await caller.wearable.authorize({ ...google, redirect_uri });
    const back = new URL(authorization_url);
    expect(`${back.origin}${back.pathname}`).toBe(redirect_uri);
    expect(back.searchParams.get("code")).toBeTruthy();

    const elsewhere = await failureOf(
      caller.wearable.authorize({ ...google, redirect_uri: `${ORIGIN}/somewhere-else` }),
    );
    expect(elsewhere.code).toBe("FORBIDDEN");
    // A code the simulated consent did not give is refused, and nothing is connected.
    const forged = await failureOf(
      caller.wearable.callback({ ...google, code: "stolen", state: "x", redirect_uri }),
    );
    expect(forged.code).toBe("FORBIDDEN");
    expect((await failureOf(caller.wearable.connection(google))).code).toBe("NOT_FOUND");
  });

  it("connects, backfills 90 days in the Fitbit-like profile, and keeps WHOOP's values first", async () => {
    const demo = startDemo();
    const caller = await demo.caller();
    const before = await caller.health.metrics({ start_date: "2025-12-01", end_date: TODAY, limit: 100 });

    const connection = await connectGoogle(demo);
    expect(connection).toMatchObject({
      provider: "google_health",
      sync_enabled: true,
      needs_reconnect: false,
      last_synced_at: demo.now().toISOString(),
    });
    expect(demo.sleeps).toEqual([1500]);

    // WHOOP delivered first, so every shown value stays WHOOP's.
    expect(await caller.health.metrics({ start_date: "2025-12-01", end_date: TODAY, limit: 100 })).toEqual(
      before,
    );
    // Both sources now hold resting HR, HRV, sleep minutes and workouts; recovery, sleep
    // quality and strain only WHOOP.
    const { sources, metrics } = await caller.health.sources({});
    expect(sources).toEqual(["whoop", "google_health"]);
    const withValues = Object.fromEntries(metrics.map((row) => [row.metric, row.sources]));
    expect(withValues).toMatchObject({
      recovery_score: ["whoop"],
      resting_hr: ["whoop", "google_health"],
      hrv: ["whoop", "google_health"],
      sleep_duration_minutes: ["whoop", "google_health"],
      sleep_quality_score: ["whoop"],
      day_strain: ["whoop"],
      workout_count: ["whoop", "google_health"],
    });
  });

  it("after WHOOP is disconnected, its new days come from Google Health: no recovery, strain or sleep score, RMSSD, scored", async () => {
    const demo = startDemo();
    await connectGoogle(demo);
    const caller = await demo.caller();
    await caller.wearable.disconnect({ provider: "whoop" });
    demo.advance(2 * DAY_MS);

    const result = await caller.wearable.sync(google);
    expect(result).toEqual({
      success: true,
      message: "Synced 2 days of simulated Google Health data",
      records_synced: 2,
    });
    const days = await caller.health.metrics({ start_date: "2026-03-11", end_date: "2026-03-12", limit: 30 });
    expect(days).toHaveLength(2);
    for (const day of days) {
      expect(day).toMatchObject({
        source: "google_health",
        recovery_score: null,
        sleep_quality_score: null,
        day_strain: null,
        hrv_measure: "rmssd",
      });
      expect(day.hrv).toBeGreaterThan(0);
      expect(day.resting_hr).toBeGreaterThan(0);
      expect(day.sleep_duration_minutes).toBeGreaterThan(0);
    }
    const scores = await caller.burnout.history({
      start_date: "2026-03-11",
      end_date: "2026-03-12",
      limit: 30,
    });
    expect(scores.map((score) => score.date)).toEqual(["2026-03-12", "2026-03-11"]);
    // A second sync finds nothing missing.
    expect((await caller.wearable.sync(google)).records_synced).toBe(0);
  });

  it("carries both sources' days in an export", async () => {
    const demo = startDemo();
    await connectGoogle(demo);
    const archive = createDemoDataStore(demo.storage).archive;
    const health_metrics = await archive.page(DEMO_USER_ID, "health_metrics", 0, 1000);
    const source_metrics = await archive.page(DEMO_USER_ID, "source_metrics", 0, 1000);
    expect(health_metrics.every((day) => day.source === "whoop")).toBe(true);
    expect(new Set(source_metrics.map((day) => day.source))).toEqual(new Set(["whoop", "google_health"]));
    expect(source_metrics.filter((day) => day.source === "google_health")).toHaveLength(90);
  });
});
