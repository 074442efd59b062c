import type { BurnoutScore, RiskLevel } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { decideEarlyWarning } from "./early-warning.ts";

function scores(
  levels: RiskLevel[],
  confidence = 80,
): Pick<BurnoutScore, "date" | "risk_level" | "confidence_score">[] {
  return levels.map((level, index) => ({
    date: `2026-09-0${index + 1}`,
    risk_level: level,
    confidence_score: confidence,
  }));
}

describe("the early warning's rule", () => {
  it("fires on the third day at high or above, not the second", () => {
    expect(
      decideEarlyWarning({ date: "2026-09-02", scores: scores(["high", "high"]), moods: [], alerts: [] }),
    ).toBeNull();
    expect(
      decideEarlyWarning({
        date: "2026-09-03",
        scores: scores(["high", "critical", "high"]),
        moods: [],
        alerts: [],
      }),
    ).toEqual({ date: "2026-09-03", level: "high", status: "sent" });
  });

  it("fires on a rise from high to critical at once", () => {
    expect(
      decideEarlyWarning({
        date: "2026-09-03",
        scores: scores(["low", "high", "critical"]),
        moods: [],
        alerts: [],
      }),
    ).toEqual({ date: "2026-09-03", level: "critical", status: "sent" });
  });

  it("keeps one alert per level per 7 days", () => {
    const input = { date: "2026-09-03", scores: scores(["high", "high", "high"]), moods: [] };
    expect(decideEarlyWarning({ ...input, alerts: [{ date: "2026-08-28", level: "high" }] })).toBeNull();
    expect(decideEarlyWarning({ ...input, alerts: [{ date: "2026-08-27", level: "high" }] })).not.toBeNull();
    expect(
      decideEarlyWarning({ ...input, alerts: [{ date: "2026-09-01", level: "critical" }] }),
    ).not.toBeNull();
  });

  it("stays silent on low confidence, and holds for an illness tag that week", () => {
    expect(
      decideEarlyWarning({
        date: "2026-09-03",
        scores: scores(["high", "high", "high"], 40),
        moods: [],
        alerts: [],
      }),
    ).toBeNull();
    expect(
      decideEarlyWarning({
        date: "2026-09-03",
        scores: scores(["high", "high", "high"]),
        moods: [{ date: "2026-08-28", tags: ["ill"] }],
        alerts: [],
      }),
    ).toMatchObject({ status: "held" });
  });
});
