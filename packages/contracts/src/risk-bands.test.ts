import { describe, expect, it } from "vitest";
import {
  DEMO_RISK_BANDS,
  GAUGE_DESCRIPTIONS,
  GAUGE_RISK_BANDS,
  HISTORY_FALLBACK_RISK_BANDS,
  RISK_LABELS,
  riskLevelFromBands,
} from "./risk-bands.ts";

describe("gauge bands", () => {
  it.each([
    [null, "low"],
    [undefined, "low"],
    [0, "low"],
    [24.9, "low"],
    [25, "moderate"],
    [49.9, "moderate"],
    [50, "high"],
    [74.9, "high"],
    [75, "critical"],
    [100, "critical"],
  ] as const)("score %j is %s", (score, level) => {
    expect(riskLevelFromBands(GAUGE_RISK_BANDS, score)).toBe(level);
  });
});

describe("demo bands", () => {
  it.each([
    [29.9, "low"],
    [30, "moderate"],
    [49.9, "moderate"],
    [50, "high"],
    [69.9, "high"],
    [70, "critical"],
  ] as const)("score %j is %s", (score, level) => {
    expect(riskLevelFromBands(DEMO_RISK_BANDS, score)).toBe(level);
  });
});

describe("history fallback bands", () => {
  it.each([
    [0, "Low"],
    [39.9, "Low"],
    [40, "Moderate"],
    [69.9, "Moderate"],
    [70, "High"],
    [100, "High"],
  ] as const)("score %j is %s", (score, level) => {
    expect(riskLevelFromBands(HISTORY_FALLBACK_RISK_BANDS, score)).toBe(level);
  });
});

describe("labels and descriptions", () => {
  it("uses the fixed labels and descriptions of docs/screens.md", () => {
    expect(RISK_LABELS).toEqual({
      low: "Low Risk",
      moderate: "Moderate Risk",
      high: "High Risk",
      critical: "Critical Risk",
    });
    expect(GAUGE_DESCRIPTIONS.low).toBe("You are doing great! Keep up the healthy habits.");
    expect(GAUGE_DESCRIPTIONS.critical).toBe("Immediate attention needed. Consider professional support.");
  });
});
