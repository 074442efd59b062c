// Associations are reported only with ≥ 14 pairs and |ρ| ≥ 0.3, and told in the person's units.
import { describe, expect, it } from "vitest";
import { buildInsightFacts } from "./facts.ts";
import { syntheticHistory } from "./synthetic-history.ts";

const endDate = "2025-03-15";

describe("buildInsightFacts: associations", () => {
  const sleepMinutes = (day: number) => 360 + ((day * 37) % 150); // 6.0 – 8.5 h, scrambled
  const moodAfter = (minutes: number) => (minutes > 420 ? 7 : 5) + (minutes % 2);

  it("finds last night's sleep → today's mood with enough pairs and explains it in hours", () => {
    const history = syntheticHistory({
      endDate,
      days: 30,
      record: (day) => ({ sleep_duration_minutes: sleepMinutes(day) }),
      mood: (day) => moodAfter(sleepMinutes(day)),
    });
    const facts = buildInsightFacts({ type: "trend_analysis", days: 14, endDate, ...history, scores: [] });
    const link = facts.associations.find((a) => a.driver === "sleep_hours");
    expect(link?.lag).toBe(0);
    expect(link?.rho).toBeGreaterThanOrEqual(0.3);
    expect(link?.threshold).toBe(7);
    expect(link?.meanAbove).toBeGreaterThan(link?.meanBelow ?? 99);
    expect(link?.pairs).toBe(30);
  });

  it("stays silent below 14 pairs, however strong the link looks", () => {
    const history = syntheticHistory({
      endDate,
      days: 13,
      record: (day) => ({ sleep_duration_minutes: sleepMinutes(day) }),
      mood: (day) => moodAfter(sleepMinutes(day)),
    });
    const facts = buildInsightFacts({ type: "trend_analysis", days: 14, endDate, ...history, scores: [] });
    expect(facts.associations).toEqual([]);
  });

  it("stays silent when the two series do not move together", () => {
    const history = syntheticHistory({
      endDate,
      days: 40,
      record: (day) => ({ sleep_duration_minutes: sleepMinutes(day) }),
      mood: (day) => [5, 7, 6, 8, 5, 6, 7][day % 7] as number,
    });
    const facts = buildInsightFacts({ type: "trend_analysis", days: 14, endDate, ...history, scores: [] });
    expect(facts.associations.filter((a) => a.driver === "sleep_hours")).toEqual([]);
  });
});
