// Oura's documents to Evenkeel's day (docs/wearables.md, docs/decisions/031): the
// daily_stress fields, a day with only stress, and an unmeasured stress document.
import { describe, expect, it } from "vitest";
import { mapOuraDays, stressOf } from "../src/wearables/providers/oura/day-mapping.ts";
import type { OuraBatch } from "../src/wearables/providers/oura/records.ts";

const EMPTY: OuraBatch = { readiness: [], dailySleep: [], sleeps: [], workouts: [], stress: [] };

describe("Oura's daily_stress", () => {
  it("keeps stress_high and recovery_high in minutes, and day_summary, on the document's day", () => {
    const batch: OuraBatch = {
      ...EMPTY,
      readiness: [{ id: "r1", day: "2026-11-20", score: 81 }],
      stress: [
        { id: "s1", day: "2026-11-20", stress_high: 5400, recovery_high: 1800, day_summary: "stressful" },
        { id: "s2", day: "2026-11-21", stress_high: 600, recovery_high: 7200, day_summary: "restored" },
      ],
    };
    const days = mapOuraDays(batch, { from: "2026-11-20", to: "2026-11-21" });
    expect(days.map((day) => [day.values.date, day.stress])).toEqual([
      ["2026-11-21", { stress_high_minutes: 10, recovery_high_minutes: 120, stress_day_summary: "restored" }],
      ["2026-11-20", { stress_high_minutes: 90, recovery_high_minutes: 30, stress_day_summary: "stressful" }],
    ]);
    // A day with only its stress still becomes a day, its other values empty.
    expect(days[0]?.values).toMatchObject({ recovery_score: null, hrv: null, workout_count: 0 });
    expect(days[1]?.values.recovery_score).toBe(81);
  });

  it("reads an unmeasured document (every field null) as no stress, and leaves out days outside the window", () => {
    expect(
      stressOf({ id: "s", day: "2026-11-20", stress_high: null, recovery_high: null, day_summary: null }),
    ).toBeNull();
    expect(stressOf(undefined)).toBeNull();
    expect(stressOf({ id: "s", day: "2026-11-20", stress_high: 0, recovery_high: null })).toEqual({
      stress_high_minutes: 0,
      recovery_high_minutes: null,
      stress_day_summary: null,
    });
    const days = mapOuraDays(
      { ...EMPTY, stress: [{ id: "s", day: "2026-11-19", stress_high: 60, recovery_high: 60 }] },
      { from: "2026-11-20", to: "2026-11-21" },
    );
    expect(days).toEqual([]);
  });
});
