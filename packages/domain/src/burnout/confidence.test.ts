// Confidence: coverage, share of factor weight present, nothing-to-score days.
import { describe, expect, it } from "vitest";
import { computeBurnoutScore } from "./score.ts";
import { syntheticHistory } from "./synthetic-history.ts";

const END = "2025-06-30";

describe("confidence", () => {
  it("falls with the square root of coverage of the present factors", () => {
    const full = computeBurnoutScore({ date: END, ...syntheticHistory({ end: END, days: 120 }) });
    const everyOtherDay = syntheticHistory({ end: END, days: 120 });
    const sparse = {
      records: everyOtherDay.records.filter((_, i) => i % 2 === 0),
      moods: everyOtherDay.moods.filter((_, i) => i % 2 === 0),
    };
    const half = computeBurnoutScore({ date: END, ...sparse });
    expect(half.confidence_score / full.confidence_score).toBeCloseTo(Math.sqrt(11 / 21), 1);
  });

  it("scales with the share of the factor weights present (mood alone is 0.35)", () => {
    const moodsOnly = { records: [], moods: syntheticHistory({ end: END, days: 120 }).moods };
    expect(computeBurnoutScore({ date: END, ...moodsOnly }).confidence_score).toBeCloseTo(35, 5);
  });

  it("is 0 when nothing can be scored", () => {
    const result = computeBurnoutScore({ date: END, records: [], moods: [] });
    expect(result).toMatchObject({
      confidence_score: 0,
      overall_risk_score: 0,
      risk_level: "low",
      data_points_used: 0,
    });
  });
});
