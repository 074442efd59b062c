import { describe, expect, it } from "vitest";
import { qualifiedLevelLabel, scoreStanding } from "./score-standing.ts";

const restingHrOnly = {
  contributions: { mood: null, recovery: 31.5, hrv: null, sleep_quality: null, strain: null },
  confidence_score: 32,
};

describe("what a score stood on", () => {
  it("counts the signals with data and names them", () => {
    const standing = scoreStanding({
      contributions: { mood: 6, recovery: 5.4, hrv: 0, sleep_quality: null, strain: null },
      confidence_score: 80,
    });
    expect(standing).toMatchObject({
      signals: { used: 3, total: 5, factors: ["mood", "recovery", "hrv"] },
      basedOn: "Based on 3 of 5 signals",
      basedOnWhich: "based on mood, recovery or resting heart rate and HRV",
      lowConfidence: false,
    });
  });

  it("qualifies high and critical at low confidence, and only those", () => {
    const standing = scoreStanding(restingHrOnly);
    expect(standing.basedOn).toBe("Based on 1 of 5 signals");
    expect(standing.basedOnWhich).toBe("based on recovery or resting heart rate only");
    expect(qualifiedLevelLabel("High Risk", "high", standing)).toBe("High Risk (low confidence)");
    expect(qualifiedLevelLabel("Critical Risk", "critical", standing)).toBe("Critical Risk (low confidence)");
    expect(qualifiedLevelLabel("Moderate Risk", "moderate", standing)).toBe("Moderate Risk");
  });

  it("leaves a confident score, one at the threshold and one without a confidence unqualified", () => {
    for (const confidence_score of [50, 90, null, undefined]) {
      const standing = scoreStanding({ ...restingHrOnly, confidence_score });
      expect(qualifiedLevelLabel("High Risk", "high", standing)).toBe("High Risk");
    }
  });

  it("says nothing about signals for a score that keeps no contributions", () => {
    expect(scoreStanding({ confidence_score: 20 })).toEqual({
      signals: null,
      basedOn: null,
      basedOnWhich: null,
      lowConfidence: true,
    });
  });
});
