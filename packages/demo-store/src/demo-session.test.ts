// Activating, exiting and resetting the demo: the flag, the tokens, and the 7-day re-seed rule.
import { DEMO_METRIC_DAYS, DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { DEMO_DATA_KEYS } from "./demo-keys.ts";
import { activateDemo, exitDemo, resetDemo } from "./demo-session.ts";
import { createMemoryStorage } from "./key-value-storage.ts";
import { DAY_MS, START, startDemo, TODAY } from "./testing/demo-test-kit.ts";

const at = (ms: number) => new Date(START.getTime() + ms);

describe("activating the demo", () => {
  it("sets the flag active, clears both tokens and seeds 90 days ending on the visitor's local today", async () => {
    const storage = createMemoryStorage({
      [DEVICE_STORAGE_KEYS.accessToken]: "access",
      [DEVICE_STORAGE_KEYS.refreshToken]: "refresh",
    });
    // 02:00 UTC on the 11th is still the 10th in New York.
    const result = activateDemo(storage, new Date("2026-03-11T02:00:00.000Z"), {
      timeZone: "America/New_York",
    });

    expect(result).toEqual({ seeded: true });
    expect(storage.getItem(DEVICE_STORAGE_KEYS.demoFlag)).toBe("active");
    expect(storage.getItem(DEVICE_STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.getItem(DEVICE_STORAGE_KEYS.refreshToken)).toBeNull();
    const metrics = JSON.parse(storage.getItem(DEMO_DATA_KEYS.metrics) ?? "[]") as { date: string }[];
    expect(metrics).toHaveLength(DEMO_METRIC_DAYS);
    expect(metrics.at(-1)?.date).toBe("2026-03-10");
  });

  it("keeps what the visitor did when they come back within 7 days", async () => {
    const demo = startDemo();
    await (await demo.caller()).mood.create({ date: TODAY, rating: 9, notes: "kept" });

    const again = activateDemo(demo.storage, at(7 * DAY_MS - 1), { timeZone: "UTC" });

    expect(again).toEqual({ seeded: false });
    const [mood] = await (await demo.caller()).mood.list({ start_date: TODAY, end_date: TODAY });
    expect(mood).toMatchObject({ rating: 9, notes: "kept" });
  });

  it("re-seeds when the last seeding was 7 or more days ago, ending on the new today", async () => {
    const demo = startDemo();
    await (await demo.caller()).mood.create({ date: TODAY, rating: 9, notes: "gone after re-seed" });

    const again = activateDemo(demo.storage, at(7 * DAY_MS), { timeZone: "UTC" });

    expect(again).toEqual({ seeded: true });
    const metrics = JSON.parse(demo.storage.getItem(DEMO_DATA_KEYS.metrics) ?? "[]") as { date: string }[];
    expect(metrics.at(-1)?.date).toBe("2026-03-17");
    const moods = JSON.parse(demo.storage.getItem(DEMO_DATA_KEYS.moods) ?? "[]") as {
      notes: string | null;
    }[];
    expect(moods.some((mood) => mood.notes === "gone after re-seed")).toBe(false);
    expect(demo.storage.getItem(DEMO_DATA_KEYS.seededAt)).toBe(at(7 * DAY_MS).toISOString());
  });

  it("always starts fresh after an exit", () => {
    const demo = startDemo();
    exitDemo(demo.storage);
    expect(activateDemo(demo.storage, at(DAY_MS), { timeZone: "UTC" })).toEqual({ seeded: true });
    expect(demo.storage.getItem(DEMO_DATA_KEYS.user)).not.toBeNull();
  });
});

describe("exiting the demo", () => {
  it("sets the flag to exited and leaves no demo data, but other keys alone", () => {
    const demo = startDemo();
    demo.storage.setItem("someone.else", "untouched");

    exitDemo(demo.storage);

    expect(demo.storage.getItem(DEVICE_STORAGE_KEYS.demoFlag)).toBe("exited");
    for (const key of Object.values(DEMO_DATA_KEYS)) expect(demo.storage.getItem(key), key).toBeNull();
    expect(demo.storage.getItem("someone.else")).toBe("untouched");
  });
});

describe("resetting the demo", () => {
  it("restores the seeded data after the visitor changed it, whatever its age", async () => {
    const demo = startDemo();
    const caller = await demo.caller();
    const [latest] = await caller.mood.list({ limit: 1 });
    if (!latest) throw new Error("the seeded demo has moods");
    await caller.mood.delete({ date: latest.date });

    resetDemo(demo.storage, at(DAY_MS), { timeZone: "UTC" });

    const restored = await (await demo.caller()).mood.list({
      start_date: latest.date,
      end_date: latest.date,
    });
    expect(restored).toHaveLength(1);
    expect(demo.storage.getItem(DEVICE_STORAGE_KEYS.demoFlag)).toBe("active");
  });
});
