// Demo scores follow the demo rule (SPEC.md §9), which ignores mood: logging a mood leaves
// the day's seeded score as it was, and burnout.calculate answers that score.
import { describe, expect, it } from "vitest";
import { startDemo, TODAY } from "../testing/demo-test-kit.ts";

describe("demo scores", () => {
  it("keeps today's demo-rule score when a mood is logged and when a score is calculated", async () => {
    const caller = await startDemo().caller();
    const [before] = await caller.burnout.history({ start_date: TODAY, end_date: TODAY, limit: 1 });

    await caller.mood.create({ date: TODAY, rating: 1, notes: "awful" });
    const calculated = await caller.burnout.calculate({});

    expect(before?.algorithm_version).toBe("demo-1");
    expect(calculated).toEqual(before);
  });

  it("scores each of the 90 seeded days with a demo-band level", async () => {
    const caller = await startDemo().caller();
    const scores = await caller.burnout.history({ start_date: "2025-01-01", end_date: TODAY, limit: 1000 });
    expect(scores).toHaveLength(90);
    for (const score of scores) {
      const expected =
        score.overall_risk_score < 30
          ? "low"
          : score.overall_risk_score < 50
            ? "moderate"
            : score.overall_risk_score < 70
              ? "high"
              : "critical";
      expect(score.risk_level).toBe(expected);
    }
  });
});
