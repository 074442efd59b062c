// The demo's data stays in its own storage and under its own keys: two storages never see
// each other's changes, the session keys are only the ones contracts name, and rows of
// another user id are invisible.
import { DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { createDemoRouter } from "../demo-router.ts";
import { activateDemo } from "../demo-session.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { createMemoryStorage } from "../key-value-storage.ts";
import { START, startDemo, TODAY } from "../testing/demo-test-kit.ts";

/** A storage that remembers every key written to it. */
function recordingStorage(): KeyValueStorage & { written: Set<string> } {
  const inner = createMemoryStorage();
  const written = new Set<string>();
  return {
    written,
    getItem: (key) => inner.getItem(key),
    setItem: (key, value) => {
      written.add(key);
      inner.setItem(key, value);
    },
    removeItem: (key) => inner.removeItem(key),
  };
}

describe("storage isolation", () => {
  it("keeps two demos apart", async () => {
    const first = startDemo();
    const second = startDemo();
    await (await first.caller()).mood.create({ date: TODAY, rating: 2, notes: "only in the first" });

    const [inSecond] = await (await second.caller()).mood.list({ start_date: TODAY, end_date: TODAY });

    expect(inSecond).toBeUndefined();
  });

  it("writes only the demo flag and keys under the demo's namespace", async () => {
    const storage = recordingStorage();
    activateDemo(storage, START, { timeZone: "UTC" });
    const demo = createDemoRouter(storage, { timeZone: () => "UTC", sleep: async () => undefined });
    const { createCallerFactory } = await import("@evenkeel/domain/router");
    const caller = createCallerFactory(demo.router)(await demo.createContext());
    await caller.mood.create({ date: TODAY, rating: 5 });
    await caller.insights.generate({ insight_type: "trend_analysis" });

    for (const key of storage.written) {
      expect(key === DEVICE_STORAGE_KEYS.demoFlag || key.startsWith("evenkeel.demo_data."), key).toBe(true);
    }
  });

  it("shows nothing of the demo user's rows to another user id", async () => {
    const demo = startDemo();
    const { ports } = createDemoRouter(demo.storage);
    expect(await ports.store.moods.list("someone-else", { limit: 100 })).toEqual([]);
    expect(await ports.store.metrics.countUpTo("someone-else", TODAY)).toBe(0);
    expect(await ports.store.insights.list("someone-else", 100)).toEqual([]);
    expect(await ports.wearables.connection("someone-else", "whoop")).toBeNull();
  });
});
