// Insight facts: windows, Theil–Sen trends against the SWC, week-over-week, risk and safety.
import { describe, expect, it } from "vitest";
import { buildInsightFacts } from "./facts.ts";
import { steadyRecord, syntheticHistory } from "./synthetic-history.ts";

const endDate = "2025-03-15";

describe("buildInsightFacts: windows", () => {
  it("covers the requested days, this week and last week, and a lagged 60-day baseline", () => {
    const facts = buildInsightFacts({
      type: "weekly_summary",
      days: 14,
      endDate,
      metrics: [],
      moods: [],
      scores: [],
    });
    expect(facts.windows.period).toEqual({ start: "2025-03-02", end: endDate, days: 14 });
    expect(facts.windows.recent).toEqual({ start: "2025-03-09", end: endDate, days: 7 });
    expect(facts.windows.prior).toEqual({ start: "2025-03-02", end: "2025-03-08", days: 7 });
    expect(facts.windows.baseline).toEqual({ start: "2025-01-07", end: "2025-03-07", days: 60 });
  });

  it("ignores anything dated after the end date", () => {
    const history = syntheticHistory({
      endDate: "2025-03-20",
      days: 30,
      record: steadyRecord,
      mood: () => 7,
    });
    const facts = buildInsightFacts({ type: "weekly_summary", days: 14, endDate, ...history, scores: [] });
    expect(facts.metrics.mood.latest?.date).toBe(endDate);
    expect(facts.coverage.recordDays).toBe(14);
  });
});

describe("buildInsightFacts: trends and the smallest worthwhile change", () => {
  it("calls a falling HRV trend by Theil–Sen, with a personal SWC once the baseline has 14 days", () => {
    const history = syntheticHistory({
      endDate,
      days: 74,
      record: (day) => ({
        ...steadyRecord(day),
        hrv: day < 60 ? 62 + (((day * 7) % 5) - 2) : 62 - 1.5 * (day - 60),
      }),
    });
    const hrv = buildInsightFacts({
      type: "trend_analysis",
      days: 14,
      endDate,
      ...history,
      moods: [],
      scores: [],
    }).metrics.hrv;
    expect(hrv.swcSource).toBe("personal");
    expect(hrv.trend.direction).toBe("decreasing");
    // 1.5 ms a day: fitted 62 → 42.5 ms, shown as 62 → 43, so the change is the −19 a reader can check.
    expect(hrv.trend).toMatchObject({ fittedStart: 62, fittedEnd: 43, change: -19 });
    expect(hrv.trend.significance).toBe("high");
    expect(hrv.deviation).toBe("worse");
  });

  it("does not let one wild day make a trend", () => {
    const history = syntheticHistory({
      endDate,
      days: 14,
      record: (day) => ({ ...steadyRecord(day), recovery_score: day === 13 ? 15 : 70 }),
    });
    const recovery = buildInsightFacts({
      type: "trend_analysis",
      days: 14,
      endDate,
      ...history,
      moods: [],
      scores: [],
    }).metrics.recovery_score;
    expect(recovery.trend.direction).toBe("stable");
    expect(recovery.swcSource).toBe("fixed");
  });

  it("reports a small drift inside the SWC as stable, not as a trend", () => {
    const history = syntheticHistory({
      endDate,
      days: 14,
      record: (day) => ({ sleep_duration_minutes: 430 - day }), // 13 minutes over the period < 0.3 h
    });
    const sleep = buildInsightFacts({
      type: "trend_analysis",
      days: 14,
      endDate,
      ...history,
      moods: [],
      scores: [],
    }).metrics.sleep_hours;
    expect(sleep.trend.direction).toBe("stable");
    expect(Math.abs(sleep.trend.change ?? 99)).toBeLessThanOrEqual(sleep.swc);
  });

  it("invents nothing with 4 days of data, and says how many more it needs", () => {
    const history = syntheticHistory({
      endDate,
      days: 4,
      record: (day) => ({ ...steadyRecord(day), hrv: 70 - 5 * day }),
      mood: () => 6,
    });
    const facts = buildInsightFacts({ type: "trend_analysis", days: 14, endDate, ...history, scores: [] });
    for (const metric of Object.values(facts.metrics)) expect(metric.trend.direction).toBeNull();
    expect(facts.metrics.hrv.weekChange).toBeNull();
    expect(facts.dataNeeds).toContainEqual({
      purpose: "trend",
      subject: "wearable",
      have: 4,
      need: 7,
      missing: 3,
    });
    expect(facts.dataNeeds).toContainEqual({
      purpose: "association",
      subject: "sleep_and_mood",
      have: 4,
      need: 14,
      missing: 10,
    });
  });
});

describe("buildInsightFacts: week over week", () => {
  it("compares this week's mean with last week's and judges it against the SWC", () => {
    const history = syntheticHistory({
      endDate,
      days: 14,
      record: (day) => ({ sleep_duration_minutes: day < 7 ? 450 : 390 }),
    });
    const sleep = buildInsightFacts({
      type: "weekly_summary",
      days: 14,
      endDate,
      ...history,
      moods: [],
      scores: [],
    }).metrics.sleep_hours;
    expect(sleep.recent.mean).toBe(6.5);
    expect(sleep.prior.mean).toBe(7.5);
    expect(sleep.weekChange).toBe(-1);
    expect(sleep.weekTrend).toBe("declining");
  });
});

describe("buildInsightFacts: risk, safety and recommendations", () => {
  const contributions = { mood: 6, recovery: 4, hrv: 9, sleep_quality: 14, strain: 2 };

  it("reads the latest score, the change from a week before and the top factor", () => {
    const history = syntheticHistory({
      endDate,
      days: 14,
      score: (day) => ({ score: 40 + day, level: day === 13 ? "high" : "moderate", contributions }),
    });
    const facts = buildInsightFacts({ type: "burnout_alert", days: 14, endDate, ...history });
    expect(facts.risk?.latest).toMatchObject({ date: endDate, score: 53, level: "high" });
    expect(facts.risk?.change).toBe(7);
    expect(facts.risk?.factors.map((f) => f.factor)).toEqual([
      "sleep_quality",
      "hrv",
      "mood",
      "recovery",
      "strain",
    ]);
    expect(facts.recommendations[0]?.topic).toBe("support"); // high level: support first
    expect(facts.recommendations[1]).toMatchObject({ topic: "sleep_quality", stance: "act" });
  });

  it("falls back to the 30/50/70 bands for a score stored without a level", () => {
    const history = syntheticHistory({ endDate, days: 2, score: () => ({ score: 50 }) });
    expect(
      buildInsightFacts({ type: "burnout_alert", days: 14, endDate, ...history }).risk?.latest.level,
    ).toBe("high");
  });

  it("ignores a score from before the period rather than presenting it as current", () => {
    const history = syntheticHistory({
      endDate: "2025-02-01",
      days: 3,
      score: () => ({ score: 80, level: "critical" }),
    });
    expect(buildInsightFacts({ type: "burnout_alert", days: 14, endDate, ...history }).risk).toBeNull();
  });

  it("applies the safety rule at 5 of 7 low-mood days, not at 4", () => {
    const lowOn = (lowDays: number) =>
      syntheticHistory({ endDate, days: 7, mood: (day) => (day < lowDays ? 3 : 6) });
    const five = buildInsightFacts({
      type: "weekly_summary",
      days: 14,
      endDate,
      ...lowOn(5),
      metrics: [],
      scores: [],
    }).safety;
    const four = buildInsightFacts({
      type: "weekly_summary",
      days: 14,
      endDate,
      ...lowOn(4),
      metrics: [],
      scores: [],
    }).safety;
    expect(five).toMatchObject({ supportSuggested: true, reasons: ["low_mood"] });
    expect(five.lowMood.days).toBe(5);
    expect(four.supportSuggested).toBe(false);
  });

  it("asks for more tracking only when tracking would help", () => {
    const little = syntheticHistory({ endDate, days: 3, record: steadyRecord, mood: () => 6 });
    const facts = buildInsightFacts({ type: "weekly_summary", days: 14, endDate, ...little, scores: [] });
    expect(facts.recommendations.map((r) => r.topic)).toContain("tracking");
  });
});
