// "Delete All Account Data" in the demo: every row of the demo user's data goes, the
// demo user (the account) stays, and nothing else on the device is touched.
import { DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import { DEMO_USER_ID } from "../demo-user.ts";
import { failureOf, startDemo, TODAY } from "../testing/demo-test-kit.ts";

describe("erasing the demo user's data", () => {
  it("removes metrics, moods, scores, insights and the connection, keeping the user", async () => {
    const demo = startDemo();
    demo.storage.setItem("unrelated.key", "still here");
    const caller = await demo.caller();

    await caller.auth.deleteAllData({});

    expect(await caller.health.metrics({ start_date: "2025-01-01", end_date: TODAY, limit: 1000 })).toEqual(
      [],
    );
    expect(await caller.mood.list({ limit: 1000 })).toEqual([]);
    expect(await caller.burnout.history({ start_date: "2025-01-01", end_date: TODAY, limit: 1000 })).toEqual(
      [],
    );
    expect(await caller.insights.list({ limit: 100 })).toEqual([]);
    expect(await failureOf(caller.wearable.connection({ provider: "whoop" }))).toEqual({
      code: "NOT_FOUND",
      message: "WHOOP not connected",
    });
    expect((await caller.auth.me()).id).toBe(DEMO_USER_ID);
    expect(demo.storage.getItem(DEVICE_STORAGE_KEYS.demoFlag)).toBe("active");
    expect(demo.storage.getItem("unrelated.key")).toBe("still here");
  });

  it("shows an empty dashboard afterwards", async () => {
    const caller = await startDemo().caller();
    await caller.auth.deleteAllData({});

    const dashboard = await caller.health.dashboard({ selected_date: TODAY });

    expect(dashboard.recent_health_data).toEqual([]);
    expect(dashboard.latest_insight).toBeNull();
    expect(dashboard.metrics.days_tracked).toBe(0);
  });

  it("erases only the rows of the user asked for", async () => {
    const demo = startDemo();
    const { ports } = await (await import("../demo-router.ts")).createDemoRouter(demo.storage);
    await ports.store.eraseUserData("someone-else");
    expect(JSON.parse(demo.storage.getItem(DEMO_DATA_KEYS.metrics) ?? "[]")).toHaveLength(90);
  });
});
