// Every writer of a day's data rescores through the one mechanism, the router's
// services/rescoring.ts (docs/decisions/042-one-way-to-rescore.md): its entry points are
// observed here while the demo home's router writes moods and syncs its simulated WHOOP. The
// server's own writers (background sync, webhooks, imports, upgrades) are checked in
// apps/server/test/one-rescoring-mechanism.test.ts.
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as rescoring from "../../domain/src/router/services/rescoring.ts";
import { DAY_MS, startDemo, TODAY } from "./testing/demo-test-kit.ts";

vi.mock("../../domain/src/router/services/rescoring.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../domain/src/router/services/rescoring.ts")>();
  return {
    ...actual,
    rescoreChange: vi.fn(actual.rescoreChange),
    rescoreSync: vi.fn(actual.rescoreSync),
    changeDayAndRescore: vi.fn(actual.changeDayAndRescore),
  };
});

const whoop = { provider: "whoop" } as const;

beforeEach(() => {
  vi.mocked(rescoring.rescoreChange).mockClear();
  vi.mocked(rescoring.rescoreSync).mockClear();
  vi.mocked(rescoring.changeDayAndRescore).mockClear();
});

describe("one way to rescore", () => {
  it("takes every mood write: create, update and delete rescore their day in its transaction", async () => {
    const demo = startDemo();
    const caller = await demo.caller();
    const yesterday = "2026-03-09";
    await caller.mood.delete({ date: yesterday }).catch(() => undefined);
    vi.mocked(rescoring.changeDayAndRescore).mockClear();

    await caller.mood.create({ date: yesterday, rating: 3 });
    await caller.mood.update({ date: yesterday, rating: 8 });
    await caller.mood.delete({ date: yesterday });

    const calls = vi.mocked(rescoring.changeDayAndRescore).mock.calls;
    expect(calls.map(([, , date, today]) => [date, today])).toEqual([
      [yesterday, TODAY],
      [yesterday, TODAY],
      [yesterday, TODAY],
    ]);
    // Yesterday's score is stored again, from what is left after the delete.
    const [score] = await caller.burnout.history({ start_date: yesterday, end_date: yesterday, limit: 1 });
    expect(score?.date).toBe(yesterday);
  });

  it("takes a manual sync: the days it wrote are handed over as its change, and scored", async () => {
    const demo = startDemo();
    demo.advance(3 * DAY_MS);
    const caller = await demo.caller();

    const result = await caller.wearable.sync(whoop);

    expect(result.records_synced).toBe(3);
    const [call] = vi.mocked(rescoring.rescoreSync).mock.calls;
    expect(call?.[2].changed).toEqual({ from: "2026-03-11", to: "2026-03-13" });
    const scores = await caller.burnout.history({
      start_date: "2026-03-11",
      end_date: "2026-03-13",
      limit: 30,
    });
    expect(scores.map((score) => score.date)).toEqual(["2026-03-13", "2026-03-12", "2026-03-11"]);
  });

  it("rescores nothing for a sync that wrote nothing", async () => {
    const demo = startDemo();
    const caller = await demo.caller();

    expect((await caller.wearable.sync(whoop)).records_synced).toBe(0);

    const [call] = vi.mocked(rescoring.rescoreSync).mock.calls;
    expect(call?.[2].changed).toBeNull();
  });
});
