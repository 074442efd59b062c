// Demo data: reproducible, believable, valid against the contracts, telling the whole story.
import {
  burnoutScoreSchema,
  DEMO_CONFIDENCE_MAX,
  DEMO_CONFIDENCE_MIN,
  healthMetricSchema,
  insightSchema,
  moodSchema,
  wearableConnectionSchema,
} from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { demoRiskLevel } from "../bands/risk-levels.ts";
import { addDays } from "../dates/calendar-date.ts";
import { generateDemoData } from "./generate-demo-data.ts";

const today = "2025-03-20";
const now = "2025-03-20T15:30:00.000Z";
const demo = generateDemoData({ seed: 42, today, now, userId: "demo-user" });

describe("generateDemoData", () => {
  it("is reproducible: same seed, today and now give the same data; another seed does not", () => {
    expect(generateDemoData({ seed: 42, today, now, userId: "demo-user" })).toEqual(demo);
    expect(generateDemoData({ seed: 43, today, now, userId: "demo-user" }).metrics).not.toEqual(demo.metrics);
  });

  it("makes 90 days of metrics, one per day, through today, within believable ranges", () => {
    expect(demo.metrics).toHaveLength(90);
    expect(demo.metrics[0]?.date).toBe(addDays(today, -89));
    expect(demo.metrics.at(-1)?.date).toBe(today);
    demo.metrics.forEach((m, i) => {
      expect(healthMetricSchema.parse(m)).toEqual(m);
      expect(m.date).toBe(addDays(today, i - 89));
      expect(m.recovery_score).toBeGreaterThanOrEqual(20);
      expect(m.recovery_score).toBeLessThanOrEqual(99);
      expect(m.resting_hr).toBeGreaterThanOrEqual(48);
      expect(m.resting_hr).toBeLessThanOrEqual(70);
      expect(m.hrv).toBeGreaterThanOrEqual(25);
      expect(m.hrv).toBeLessThanOrEqual(110);
      expect(m.sleep_duration_minutes).toBeGreaterThanOrEqual(300);
      expect(m.sleep_duration_minutes).toBeLessThanOrEqual(540);
      expect(m.sleep_quality_score).toBeGreaterThanOrEqual(50);
      expect(m.sleep_quality_score).toBeLessThanOrEqual(100);
      expect(m.day_strain).toBeGreaterThanOrEqual(4);
      expect(m.day_strain).toBeLessThanOrEqual(19);
      expect([0, 1, 2]).toContain(m.workout_count);
    });
  });

  it("logs a mood on about 85% of days, rated 3–10, leaving today for the visitor", () => {
    expect(demo.moods.length).toBe(77); // round(0.85 × 90)
    expect(new Set(demo.moods.map((m) => m.date)).size).toBe(demo.moods.length);
    expect(demo.moods.some((m) => m.date === today)).toBe(false);
    for (const mood of demo.moods) {
      expect(moodSchema.parse(mood)).toEqual(mood);
      expect(mood.rating).toBeGreaterThanOrEqual(3);
      expect(mood.rating).toBeLessThanOrEqual(10);
    }
    expect(new Set(demo.moods.map((m) => m.rating)).size).toBeGreaterThanOrEqual(5);
  });

  it("scores every day by the demo rule, with demo-band levels and 85–95 confidence", () => {
    expect(demo.scores.map((s) => s.date)).toEqual(demo.metrics.map((m) => m.date));
    for (const score of demo.scores) {
      expect(burnoutScoreSchema.parse(score)).toEqual(score);
      expect(score.risk_level).toBe(demoRiskLevel(score.overall_risk_score));
      expect(score.confidence_score).toBeGreaterThanOrEqual(DEMO_CONFIDENCE_MIN);
      expect(score.confidence_score).toBeLessThanOrEqual(DEMO_CONFIDENCE_MAX);
    }
  });

  it("tells a story that shows every level: calm, a build-up to high risk, then recovery", () => {
    for (const seed of [1, 2, 3, 42, "demo"]) {
      const { scores } = generateDemoData({ seed, today, now, userId: "demo-user" });
      expect(new Set(scores.map((s) => s.risk_level))).toEqual(
        new Set(["low", "moderate", "high", "critical"]),
      );
      const mean = (from: number, to: number) =>
        scores.slice(from, to).reduce((sum, s) => sum + s.overall_risk_score, 0) / (to - from);
      expect(mean(0, 30), `seed ${seed}: calm month`).toBeLessThan(35);
      expect(mean(54, 67), `seed ${seed}: peak`).toBeGreaterThanOrEqual(60);
      expect(mean(83, 90), `seed ${seed}: recovered`).toBeLessThan(40);
    }
  });

  it("writes 6 weekly summaries, 3 burnout alerts and 3 trend analyses, spread over the story", () => {
    const count = (type: string) => demo.insights.filter((i) => i.insight_type === type).length;
    expect([count("weekly_summary"), count("burnout_alert"), count("trend_analysis")]).toEqual([6, 3, 3]);
    for (const insight of demo.insights) {
      expect(insightSchema.parse(insight)).toEqual(insight);
      expect(insight.structured_data).not.toBeNull();
      expect(insight.created_at <= now).toBe(true);
      expect(insight.date_range_end < today).toBe(true);
    }
    const ends = demo.insights.map((i) => `${i.insight_type} ${i.date_range_end}`);
    expect(new Set(ends).size).toBe(12);
    const sortedStarts = demo.insights.map((i) => i.date_range_start).sort();
    expect(sortedStarts[0] ?? "").toBeTruthy();
    expect((sortedStarts[0] ?? today) < addDays(today, -60)).toBe(true);
    expect(new Set(demo.insights.map((i) => i.id)).size).toBe(12);
    const alertLevels = demo.insights.flatMap((i) =>
      i.insight_type === "burnout_alert" ? [i.structured_data?.risk_level] : [],
    );
    expect(alertLevels.some((level) => level === "high" || level === "critical")).toBe(true);
  });

  it("has a WHOOP connection last synced 2 hours before now, and nothing stamped after now", () => {
    expect(wearableConnectionSchema.parse(demo.connection)).toEqual(demo.connection);
    expect(demo.connection).toMatchObject({
      provider: "whoop",
      sync_enabled: true,
      last_synced_at: "2025-03-20T13:30:00.000Z",
    });
    const stamps = [
      ...demo.metrics.flatMap((m) => [m.created_at, m.updated_at]),
      ...demo.moods.map((m) => m.created_at),
      ...demo.scores.map((s) => s.calculated_at),
    ];
    for (const stamp of stamps) expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.parse(now));
    for (const m of demo.metrics)
      expect(m.updated_at <= (demo.connection.last_synced_at as string)).toBe(true);
    expect(demo.connection.connected_at < (demo.metrics[0]?.created_at ?? "")).toBe(true);
  });

  it("refuses a malformed today, an instant without an offset and an empty user id", () => {
    expect(() => generateDemoData({ seed: 1, today: "2025-02-30", now, userId: "u" })).toThrow(RangeError);
    expect(() => generateDemoData({ seed: 1, today, now: "2025-03-20T15:30:00", userId: "u" })).toThrow(
      RangeError,
    );
    expect(() => generateDemoData({ seed: 1, today, now, userId: " " })).toThrow(RangeError);
  });
});
