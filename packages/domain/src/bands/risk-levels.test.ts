// The three band sets (docs/screens.md), tested at every boundary.
import { describe, expect, it } from "vitest";
import { demoRiskLevel, gaugeRiskLevel, historyRiskLabel } from "./risk-levels.ts";

describe("gaugeRiskLevel (dashboard: 25 / 50 / 75)", () => {
  it.each([
    [0, "low"],
    [24.9, "low"],
    [25, "moderate"],
    [49.9, "moderate"],
    [50, "high"],
    [74.9, "high"],
    [75, "critical"],
    [100, "critical"],
  ] as const)("%s → %s", (score, level) => {
    expect(gaugeRiskLevel(score)).toBe(level);
  });

  it("treats a missing score as low", () => {
    expect(gaugeRiskLevel(null)).toBe("low");
    expect(gaugeRiskLevel(undefined)).toBe("low");
  });
});

describe("demoRiskLevel (demo data: 30 / 50 / 70)", () => {
  it.each([
    [0, "low"],
    [29.9, "low"],
    [30, "moderate"],
    [49.9, "moderate"],
    [50, "high"],
    [69.9, "high"],
    [70, "critical"],
    [100, "critical"],
  ] as const)("%s → %s", (score, level) => {
    expect(demoRiskLevel(score)).toBe(level);
  });
});

describe("historyRiskLabel (history table fallback: 40 / 70)", () => {
  it.each([
    [0, "Low"],
    [39.9, "Low"],
    [40, "Moderate"],
    [69.9, "Moderate"],
    [70, "High"],
    [100, "High"],
  ] as const)("%s → %s", (score, label) => {
    expect(historyRiskLabel(score)).toBe(label);
  });
});
