// What a sync fetches: the requested days padded for time zones, or since three days before
// the last sync (90 days the first time), the last three cycles, and days still pending;
// merged and cut into 30-day chunks, newest first.
import { describe, expect, it } from "vitest";
import { firstSyncStartDate, planSyncWindows } from "../src/wearables/core/sync-plan.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const base = {
  nowMs: NOW,
  range: undefined,
  lastSyncedAt: null,
  pendingDates: [],
  recentCyclesStartMs: null,
};
const iso = (ms: number) => new Date(ms).toISOString();
const spans = (windows: { startMs: number; endMs: number }[]) =>
  windows.map((w) => [iso(w.startMs), iso(w.endMs)]);

describe("A sync plan", () => {
  it("covers 90 days on a first sync, newest chunk first", () => {
    const windows = planSyncWindows(base);
    expect(windows[0]?.endMs).toBe(NOW);
    expect(windows).toHaveLength(4);
    expect(windows.every((w) => w.endMs - w.startMs <= 30 * DAY)).toBe(true);
  });

  it("fetches on a first sync exactly what a manual sync of the same 90 dates fetches, the first day's cycle included", () => {
    // 2026-03-18 to 2026-06-15 are the 90 dates ending today; the first one's cycle began the
    // evening before, hours before the instant 90 days ago for a member east of UTC.
    expect(firstSyncStartDate(NOW)).toBe("2026-03-18");
    const manual = planSyncWindows({ ...base, range: { start_date: "2026-03-18", end_date: "2026-06-15" } });
    expect(planSyncWindows(base)).toEqual(manual);
    const firstCycleStart = Date.parse("2026-03-17T09:00:00.000Z");
    expect(planSyncWindows(base).at(-1)?.startMs).toBeLessThanOrEqual(firstCycleStart);
  });

  it("never reaches further back than 366 days (and the padding) however old the requested start", () => {
    for (const start_date of ["1900-01-01", "2025-01-01"]) {
      const windows = planSyncWindows({ ...base, range: { start_date } });
      expect(windows.at(-1)?.startMs).toBe(NOW - 368 * DAY);
      expect(windows).toHaveLength(13);
    }
    const beforeOldRange = planSyncWindows({
      ...base,
      range: { start_date: "1900-01-01", end_date: "1900-02-01" },
    });
    expect(beforeOldRange).toEqual([]);
  });

  it("starts three days before the last sync otherwise", () => {
    const windows = planSyncWindows({ ...base, lastSyncedAt: "2026-06-14T08:00:00.000Z" });
    expect(spans(windows)).toEqual([["2026-06-11T08:00:00.000Z", iso(NOW)]]);
  });

  it("pads requested dates so the first and last day's cycles are complete, never past now", () => {
    const windows = planSyncWindows({ ...base, range: { start_date: "2026-05-01", end_date: "2026-05-10" } });
    expect(spans(windows)).toEqual([["2026-04-29T00:00:00.000Z", "2026-05-13T00:00:00.000Z"]]);
    const upToToday = planSyncWindows({
      ...base,
      range: { start_date: "2026-06-14", end_date: "2026-06-15" },
    });
    expect(upToToday[0]?.endMs).toBe(NOW);
  });

  it("adds the last three cycles and the days still pending, merging overlaps", () => {
    const windows = planSyncWindows({
      ...base,
      range: { start_date: "2026-03-01", end_date: "2026-03-05" },
      recentCyclesStartMs: Date.parse("2026-06-12T22:00:00.000Z"),
      pendingDates: ["2026-03-06", "2026-04-20"],
    });
    expect(spans(windows)).toEqual([
      ["2026-06-12T22:00:00.000Z", iso(NOW)],
      ["2026-04-18T00:00:00.000Z", "2026-04-23T00:00:00.000Z"],
      ["2026-02-27T00:00:00.000Z", "2026-03-09T00:00:00.000Z"],
    ]);
  });
});
