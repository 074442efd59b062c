// The demo score rule: baseline 30, raises at each threshold, all four demo levels.
import { describe, expect, it } from "vitest";
import { DEMO_SCORE_RAISES, DEMO_SETTLED_DAY_RELIEF, scoreDemoDay } from "./demo-burnout-score.ts";

const settled = { recovery_score: 75, hrv: 65, sleep_quality_score: 88, day_strain: 10 };
const noJitter = { jitter: 0, confidence: 90 };

describe("scoreDemoDay (the demo's rule, docs/score.md)", () => {
  it("starts from the baseline of 30, lowered on a day that crosses no threshold", () => {
    const score = scoreDemoDay(settled, noJitter);
    expect(score.overall_risk_score).toBe(30 - DEMO_SETTLED_DAY_RELIEF);
    expect(score.risk_level).toBe("low");
    expect(score.confidence_score).toBe(90);
  });

  it("raises the score exactly at each threshold's strict side", () => {
    const raised = (day: Partial<typeof settled>) =>
      scoreDemoDay({ ...settled, ...day }, noJitter).overall_risk_score;
    expect(raised({ recovery_score: 60 })).toBe(24);
    expect(raised({ recovery_score: 59 })).toBe(30 + DEMO_SCORE_RAISES.recovery);
    expect(raised({ hrv: 50 })).toBe(24);
    expect(raised({ hrv: 49.9 })).toBe(30 + DEMO_SCORE_RAISES.hrv);
    expect(raised({ sleep_quality_score: 70 })).toBe(24);
    expect(raised({ sleep_quality_score: 69 })).toBe(30 + DEMO_SCORE_RAISES.sleep_quality);
    expect(raised({ day_strain: 15 })).toBe(24);
    expect(raised({ day_strain: 15.1 })).toBe(30 + DEMO_SCORE_RAISES.strain);
  });

  it("reaches every demo level: one raise moderate, two high, three critical", () => {
    expect(scoreDemoDay({ ...settled, day_strain: 16 }, noJitter).risk_level).toBe("moderate");
    expect(scoreDemoDay({ ...settled, recovery_score: 40, hrv: 45 }, noJitter).risk_level).toBe("high");
    expect(
      scoreDemoDay({ recovery_score: 30, hrv: 40, sleep_quality_score: 60, day_strain: 12 }, noJitter)
        .risk_level,
    ).toBe("critical");
  });

  it("explains itself: each raise is the factor's contribution", () => {
    const score = scoreDemoDay({ ...settled, hrv: 40, day_strain: 17 }, noJitter);
    expect(score.contributions).toEqual({ recovery: 0, hrv: 14, sleep_quality: 0, strain: 10, mood: null });
    expect(score.overall_risk_score).toBe(54);
  });

  it("treats a missing value as no raise and clamps the jitter to ±3", () => {
    const empty = { recovery_score: null, hrv: null, sleep_quality_score: null, day_strain: null };
    expect(scoreDemoDay(empty, noJitter).risk_factors).toEqual({
      recovery: null,
      hrv: null,
      sleep_quality: null,
      strain: null,
    });
    expect(scoreDemoDay(settled, { jitter: 50, confidence: 85 }).overall_risk_score).toBe(27);
  });
});
