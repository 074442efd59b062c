// Moods in the demo, through the router: a second create for a date replaces the first
// (docs/screens.md), and editing or deleting a date without a mood says so.
import { describe, expect, it } from "vitest";
import { failureOf, startDemo, TODAY } from "../testing/demo-test-kit.ts";

describe("demo moods", () => {
  it("replaces the mood of a date when one is created again, keeping one entry", async () => {
    const caller = await startDemo().caller();
    await caller.mood.create({ date: TODAY, rating: 4, notes: "first" });

    const second = await caller.mood.create({ date: TODAY, rating: 8, notes: "second" });

    const onDate = await caller.mood.list({ start_date: TODAY, end_date: TODAY });
    expect(onDate).toEqual([second]);
    expect(second).toMatchObject({ date: TODAY, rating: 8, notes: "second" });
  });

  it("replaces a seeded mood too, and the total count stays the same", async () => {
    const caller = await startDemo().caller();
    const [seeded] = await caller.mood.list({ limit: 1 });
    if (!seeded) throw new Error("the seeded demo has moods");
    const before = await caller.mood.list({ limit: 1000 });

    await caller.mood.create({ date: seeded.date, rating: 3, notes: null });

    const after = await caller.mood.list({ limit: 1000 });
    expect(after).toHaveLength(before.length);
    expect(after.find((mood) => mood.date === seeded.date)).toMatchObject({ rating: 3, notes: null });
  });

  it("updates only the fields given", async () => {
    const caller = await startDemo().caller();
    await caller.mood.create({ date: TODAY, rating: 6, notes: "keep me" });

    const updated = await caller.mood.update({ date: TODAY, rating: 9 });

    expect(updated).toMatchObject({ rating: 9, notes: "keep me" });
  });

  it("refuses to update or delete a date without a mood with the demo's words", async () => {
    const caller = await startDemo().caller();
    await caller.mood.delete({ date: TODAY }).catch(() => undefined);

    expect(await failureOf(caller.mood.update({ date: TODAY, rating: 5 }))).toEqual({
      code: "NOT_FOUND",
      message: `Mood not found for date: ${TODAY}`,
    });
    expect(await failureOf(caller.mood.delete({ date: TODAY }))).toEqual({
      code: "NOT_FOUND",
      message: `Mood not found for date: ${TODAY}`,
    });
  });

  it("lists newest first within the range, at most the limit", async () => {
    const caller = await startDemo().caller();
    const moods = await caller.mood.list({ start_date: "2026-02-01", end_date: "2026-02-28", limit: 5 });

    expect(moods.length).toBeLessThanOrEqual(5);
    expect(moods.map((mood) => mood.date)).toEqual([...moods.map((mood) => mood.date)].sort().reverse());
    for (const mood of moods) expect(mood.date >= "2026-02-01" && mood.date <= "2026-02-28").toBe(true);
  });
});
