// The clinician report's figures from known days: the period, mood figures, the personal
// band from the days before the period, score levels and drivers, flagged days, coverage.
import type { BurnoutScore, HealthMetric, Mood } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import { buildClinicianReport } from "./report-model.ts";

const today = "2026-11-23";
const stamp = "2026-11-23T08:00:00.000Z";

function metric(date: string, hrv: number, sleep: number | null = 420): HealthMetric {
  return {
    id: date,
    user_id: "u",
    date,
    recovery_score: 60,
    resting_hr: 50,
    hrv,
    sleep_duration_minutes: sleep,
    sleep_quality_score: 80,
    day_strain: 10,
    workout_count: 0,
    source: "whoop",
    hrv_measure: "rmssd",
    created_at: stamp,
    updated_at: stamp,
  };
}

const baseline = Array.from({ length: 60 }, (_, index) =>
  metric(addDays(today, -28 - index), 40 + (index % 11)),
);
const period = Array.from({ length: 28 }, (_, index) =>
  metric(addDays(today, -index), index < 3 ? 70 : 45, index === 0 ? 300 : 420),
);
const moods: Mood[] = [
  {
    id: "m1",
    user_id: "u",
    date: today,
    rating: 4,
    notes: 'rough, "really"',
    tags: [],
    created_at: stamp,
    updated_at: stamp,
  },
  {
    id: "m2",
    user_id: "u",
    date: addDays(today, -1),
    rating: 8,
    notes: null,
    tags: [],
    created_at: stamp,
    updated_at: stamp,
  },
  Object.assign(
    {
      id: "m3",
      user_id: "u",
      date: addDays(today, -2),
      rating: 6,
      notes: " ",
      created_at: stamp,
      updated_at: stamp,
    },
    { tags: ["ill", "deadline"] },
  ) as Mood,
];
const score = (date: string, value: number, level: BurnoutScore["risk_level"]): BurnoutScore => ({
  id: date,
  user_id: "u",
  date,
  overall_risk_score: value,
  risk_level: level,
  risk_factors: { recovery: 10, hrv: 10, sleep_quality: 10, strain: 10 },
  calculated_at: stamp,
  contributions: { mood: 10, recovery: 2, hrv: 5, sleep_quality: null, strain: 1 },
});

const report = buildClinicianReport({
  weeks: 4,
  today,
  generatedAt: stamp,
  personName: "Ada Lovelace",
  metrics: [...baseline, ...period],
  moods,
  scores: [score(addDays(today, -1), 30, "moderate"), score(today, 60, "high")],
  insights: [],
});

describe("buildClinicianReport", () => {
  it("covers exactly the last 4 weeks", () => {
    expect([report.from, report.to]).toEqual([addDays(today, -27), today]);
    expect(report.mood.series).toHaveLength(28);
  });

  it("states mood figures, counting only real notes and the tags", () => {
    expect(report.mood).toMatchObject({ entries: 3, average: 6, lowest: 4, highest: 8, notes: 1 });
    expect(report.mood.tags).toEqual([
      { tag: "ill", days: 1 },
      { tag: "deadline", days: 1 },
    ]);
    expect(report.flaggedDays).toEqual([{ date: addDays(today, -2), tags: ["ill"] }]);
  });

  it("draws the HRV band from the 60 days before the period and counts days outside it", () => {
    // 60 values cycling 40..50: the 10th percentile falls between the sixth 40 and the first 41.
    expect(report.hrv.band).toEqual({ low: 40.9, high: 49, from: "baseline" });
    expect(report.hrv.daysAbove).toBe(3);
    expect(report.hrv.daysBelow).toBe(0);
  });

  it("reports sleep duration, its regularity and short nights", () => {
    expect(report.sleep.nightsUnder6h).toBe(1);
    expect(report.sleep.averageHours).toBe(6.9);
    expect(report.sleep.variabilityMinutes).toBe(23);
  });

  it("sums up the score: levels, the latest, and the drivers largest first", () => {
    expect(report.burnout.latest).toEqual({ date: today, score: 60, level: "high" });
    expect(report.burnout.levels).toContainEqual({ level: "moderate", days: 1 });
    expect(report.burnout.drivers.map((driver) => driver.factor)).toEqual([
      "mood",
      "hrv",
      "recovery",
      "strain",
    ]);
  });

  it("says which days the rules held below their number, so the chart and the level counts agree", () => {
    // Four days above the critical line, stored at High: critical needs persistence.
    const held = buildClinicianReport({
      weeks: 4,
      today,
      generatedAt: stamp,
      personName: null,
      metrics: period,
      moods: [],
      scores: [
        ...[1, 2, 3, 4].map((back) => score(addDays(today, -back), 75, "high")),
        score(today, 48, "high"),
      ],
      insights: [],
    });
    expect(held.burnout.levels).toContainEqual({ level: "critical", days: 0 });
    expect(held.burnout.held).toEqual([
      {
        level: "high",
        days: 4,
        note: "4 days held at High: Critical needs two weeks at High, with two signals strained.",
      },
      {
        level: "high",
        days: 1,
        note: "1 day still High: the level comes down after 3 days in a row at 45 or under.",
      },
    ]);
    expect(report.burnout.held).toEqual([]);
  });

  it("says how much data there is", () => {
    expect(report.coverage).toEqual({ days: 28, metricDays: 28, moodDays: 3, scoreDays: 2 });
  });
});
