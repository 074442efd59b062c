// One level per day: an insight names the stored level and, when a rule holds it
// apart from the number, says which, in the gauge's words.
import type { BurnoutScore } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import { insightWindows } from "./insight-windows.ts";
import { computeRiskFacts } from "./risk-facts.ts";
import { scoreSentence } from "./risk-wording.ts";

const end = "2026-11-20";
const day = (back: number, score: number, level: BurnoutScore["risk_level"]): BurnoutScore => ({
  id: `s${back}`,
  user_id: "u",
  date: addDays(end, -back),
  overall_risk_score: score,
  risk_level: level,
  risk_factors: { recovery: 40, hrv: 40, sleep_quality: 40, strain: 40 },
  confidence_score: 80,
  calibrating: false,
  calculated_at: "2026-11-20T08:00:00.000Z",
  contributions: { mood: 40, recovery: 15, hrv: 10, sleep_quality: 7, strain: 3 },
});

describe("an insight's score sentence", () => {
  it("says a 75 stored at High is held there, and why", () => {
    const risk = computeRiskFacts([day(1, 74, "high"), day(0, 75, "high")], insightWindows(end, 14));
    expect(risk?.latest.level).toBe("high");
    expect(scoreSentence(risk as NonNullable<typeof risk>)).toContain(
      "was 75.0 (high). The level is held at High: Critical needs two weeks at High, with two signals strained.",
    );
  });

  it("says nothing more when the number and the level agree", () => {
    const risk = computeRiskFacts([day(0, 60, "high")], insightWindows(end, 14));
    expect(risk?.latest.hold).toBeNull();
    expect(scoreSentence(risk as NonNullable<typeof risk>)).not.toContain("The level is");
  });
});
