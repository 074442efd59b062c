// One level per day: the stored level wins over every band set, and a hold says which rule.
import { describe, expect, it } from "vitest";
import { gaugeRiskLevel, historyRiskLabel } from "./risk-levels.ts";
import { scoreBand, shownLevel } from "./shown-level.ts";

const gauge = gaugeRiskLevel;
const history = (value: number) => historyRiskLabel(value).toLowerCase() as "low" | "moderate" | "high";

describe("shownLevel", () => {
  it("shows the stored High for a 75, never the gauge's Critical, and says what holds it", () => {
    const shown = shownLevel(
      { overall_risk_score: 75, risk_level: "high", calibrating: false, confidence_score: 80 },
      gauge,
    );
    expect(gauge(75)).toBe("critical");
    expect(shown).toMatchObject({ level: "high", stored: true, hold: "critical_needs_time" });
    expect(shown.note).toBe(
      "75 — held at High: Critical needs two weeks at High, with two signals strained.",
    );
  });

  it("gives the same level whichever band set a screen falls back to", () => {
    const score = {
      overall_risk_score: 45,
      risk_level: "high" as const,
      calibrating: false,
      confidence_score: 70,
    };
    expect(shownLevel(score, gauge).level).toBe("high");
    expect(shownLevel(score, history).level).toBe("high");
    expect(shownLevel(score, gauge).note).toBe(
      "45 — still High: the level comes down after 3 days in a row at 45 or under.",
    );
  });

  it("names calibration, coverage and the two days high needs", () => {
    const base = { overall_risk_score: 62.4, risk_level: "moderate" as const, confidence_score: 80 };
    expect(shownLevel({ ...base, calibrating: true }, gauge).note).toBe(
      "62.4 — held at Moderate: while your baseline is calibrating (about two weeks of data), the level stays at Moderate at most.",
    );
    // A number at 50 or above had coverage (the rule keeps a day without it under 50, mood
    // alone may carry it), so at a low confidence too what holds it is the two days high needs.
    expect(shownLevel({ ...base, calibrating: false, confidence_score: 30 }, gauge).hold).toBe(
      "high_needs_two_days",
    );
    expect(
      shownLevel(
        { ...base, overall_risk_score: 35, risk_level: "low", calibrating: false, confidence_score: 30 },
        gauge,
      ).hold,
    ).toBe("coverage");
    expect(shownLevel({ ...base, calibrating: false }, gauge).note).toBe(
      "62.4 — held at Moderate: High needs two days in a row at 50 or above, and no illness tagged in the two weeks before.",
    );
  });

  it("says nothing when number and level agree, and falls back only without a stored level", () => {
    expect(shownLevel({ overall_risk_score: 55, risk_level: "high" }, gauge)).toMatchObject({
      hold: null,
      note: null,
    });
    expect(shownLevel({ overall_risk_score: 27 }, gauge)).toMatchObject({ level: "moderate", stored: false });
    expect(shownLevel({ overall_risk_score: 27 }, history).level).toBe("low");
  });
});

describe("a demo day", () => {
  it("is never held: the demo rule's level is its band", () => {
    const shown = shownLevel(
      { overall_risk_score: 72, risk_level: "critical", algorithm_version: "demo-1" },
      gauge,
    );
    expect(shown).toMatchObject({ level: "critical", hold: null, note: null });
    expect(shown.boundaries).toEqual({ low: 0, moderate: 30, high: 50, critical: 70 });
  });
});

describe("scoreBand", () => {
  it.each([
    [0, "low"],
    [29.9, "low"],
    [30, "moderate"],
    [50, "high"],
    [69.9, "high"],
    [70, "critical"],
  ] as const)("%s → %s", (score, level) => {
    expect(scoreBand(score)).toBe(level);
  });
});
