// Demo scores come from the demo's scoring rule (docs/decisions/004-demo-score-and-seed-story.md), which ignores mood: logging a
// mood rescores the day to the same score it was seeded with, and burnout.calculate answers it.
import { DEMO_RISK_BANDS, riskLevelFromBands } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { startDemo, TODAY } from "../testing/demo-test-kit.ts";

describe("demo scores", () => {
  it("keeps today's demo-rule score when a mood is logged and when a score is calculated", async () => {
    const caller = await startDemo().caller();
    const [before] = await caller.burnout.history({ start_date: TODAY, end_date: TODAY, limit: 1 });

    await caller.mood.create({ date: TODAY, rating: 1, notes: "awful", tags: ["ill"] });
    const calculated = await caller.burnout.calculate({});

    expect(before?.algorithm_version).toBe("demo-1");
    expect(calculated).toEqual({ ...before, calculated_at: calculated.calculated_at });
  });

  it("scores each of the 90 seeded days with a demo-band level", async () => {
    const caller = await startDemo().caller();
    const scores = await caller.burnout.history({ start_date: "2025-01-01", end_date: TODAY, limit: 1000 });
    expect(scores).toHaveLength(90);
    for (const score of scores) {
      expect(score.risk_level).toBe(riskLevelFromBands(DEMO_RISK_BANDS, score.overall_risk_score));
    }
  });

  it("reports no background rescoring: the demo's rule is the version of every seeded score", async () => {
    const caller = await startDemo().caller();
    expect(await caller.burnout.rescoring({})).toMatchObject({ state: "idle", algorithm_version: "demo-1" });
  });
});
