// The sentences the screens say about the score (packages/contracts messages.ts) checked against
// ek-3's parameters and against what ek-3 does on simulated people of every device profile: each
// claim is derived from the rule it quotes, so a change of parameter that makes a text false
// fails here (docs/score.md "Coverage before level", "Levels").
import {
  ALERTS_HINT,
  alertWaitsForDataNote,
  LOW_CONFIDENCE_BELOW,
  levelHoldRule,
  RISK_LEVELS,
  type RiskLevel,
} from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { gaugeRiskLevel } from "../bands/risk-levels.ts";
import { holdNumbers, LEVEL_BOUNDARIES, shownLevel } from "../bands/shown-level.ts";
import { DEVICE_PROFILES, type DeviceProfile, simulateCohort } from "../evaluation/cohort.ts";
import { dateFromDayNumber, dayNumber } from "./calendar.ts";
import { EK3_PARAMETERS } from "./parameters-ek3.ts";
import type { BurnoutScoreResult } from "./result.ts";
import { computeBurnoutSeries } from "./series.ts";

const P = EK3_PARAMETERS;
const rank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

/** ek-3 on simulated people of each profile, a year each. */
const cohorts: Record<DeviceProfile, BurnoutScoreResult[][]> = Object.fromEntries(
  DEVICE_PROFILES.map((profile) => [
    profile,
    simulateCohort({ users: 12, days: 365, seed: 20260102, profile }).map((user) =>
      computeBurnoutSeries({ records: user.records, moods: user.moods, from: user.from, to: user.to }),
    ),
  ]),
) as Record<DeviceProfile, BurnoutScoreResult[][]>;
const everyDay = Object.values(cohorts).flat(2);

describe("'mood alone never reaches it' (a confidence of LOW_CONFIDENCE_BELOW)", () => {
  it("is said by the alert texts about that threshold, the one the coverage rule uses", () => {
    expect(ALERTS_HINT).toContain(`under ${LOW_CONFIDENCE_BELOW}% (mood alone never reaches it)`);
    expect(alertWaitsForDataNote(30)).toContain("mood alone never reaches it");
    expect(P.coverage.minConfidence).toBe(LOW_CONFIDENCE_BELOW);
  });

  it("holds by the formula: confidence is at most 100 × the weights present, and mood's is under it", () => {
    expect(100 * P.weights.mood).toBeLessThan(LOW_CONFIDENCE_BELOW);
  });

  it("holds for a perfect diary: a check-in every day for 90 days and no wearable", () => {
    const start = dayNumber("2026-01-01");
    const moods = Array.from({ length: 90 }, (_, i) => ({
      date: dateFromDayNumber(start + i),
      rating: i < 60 ? 7 : 2,
    }));
    const days = computeBurnoutSeries({
      records: [],
      moods,
      from: dateFromDayNumber(start),
      to: dateFromDayNumber(start + 89),
    });
    const best = Math.max(...days.map((day) => day.confidence_score));
    expect(best).toBeGreaterThan(30);
    expect(best).toBeLessThan(LOW_CONFIDENCE_BELOW);
    // …while mood alone may still carry the level to high (the coverage text's exception).
    expect(days.some((day) => rank(day.risk_level) >= rank("high"))).toBe(true);
  });

  it("holds on every simulated mood-only day", () => {
    const moodOnly = cohorts.mood_only.flat();
    expect(moodOnly.length).toBeGreaterThan(1000);
    for (const day of moodOnly) expect(day.confidence_score).toBeLessThan(LOW_CONFIDENCE_BELOW);
  });
});

describe("the rules a held level quotes", () => {
  const numbers = holdNumbers("high");

  it("critical: two weeks at High, with two signals strained", () => {
    expect(levelHoldRule("critical_needs_time", numbers)).toContain("two weeks at High, with two signals");
    expect(P.levels.critical.scoredDays).toBe(14);
    expect(P.levels.critical.factorsAtLeast).toBe(2);
    expect(P.levels.critical.factorRiskAtLeast).toBe(P.levels.boundaries.high);
    const critical = everyDay.filter((day) => day.risk_level === "critical");
    expect(critical.length).toBeGreaterThan(0);
  });

  it("high: two days in a row at the boundary, and no illness in the two weeks before", () => {
    expect(levelHoldRule("high_needs_two_days", numbers)).toBe(
      `High needs two days in a row at ${LEVEL_BOUNDARIES.high} or above, and no illness tagged in the two weeks before.`,
    );
    expect(LEVEL_BOUNDARIES.high).toBe(P.levels.boundaries.high);
    expect(P.levels.enterHighDays).toBe(2);
    expect(P.levels.illTagDays).toBe(14);
    // A day that enters high stands on itself and the scored day before at the boundary or above.
    for (const days of Object.values(cohorts).flat()) {
      for (let i = 1; i < days.length; i++) {
        const day = days[i] as BurnoutScoreResult;
        const before = days[i - 1] as BurnoutScoreResult;
        if (rank(day.risk_level) >= rank("high") && rank(before.risk_level) < rank("high")) {
          expect(day.overall_risk_score).toBeGreaterThanOrEqual(P.levels.boundaries.high);
        }
      }
    }
  });

  it("calibrating: about two weeks of data, Moderate at most", () => {
    expect(levelHoldRule("calibrating", numbers)).toContain("about two weeks of data");
    expect(levelHoldRule("calibrating", numbers)).toContain("Moderate at most");
    expect(P.confidence.calibratingBelowDays).toBe(14);
    expect(P.levels.calibratingHighest).toBe("moderate");
    for (const day of everyDay) if (day.calibrating) expect(rank(day.risk_level)).toBeLessThanOrEqual(1);
  });

  it("coverage: two signals, unless mood alone is at High", () => {
    expect(levelHoldRule("coverage", numbers)).toBe(
      "High needs enough data from at least two signals, unless your mood alone is at High.",
    );
    expect(P.coverage.minSystems).toBe(2);
    expect(P.coverage.moodCarries).toBe(true);
    for (const day of everyDay) {
      if (rank(day.risk_level) < rank("high")) continue;
      const moodAtHigh = (day.mood_risk ?? 0) >= P.levels.boundaries.high;
      expect(day.coverage.systems.length >= 2 || moodAtHigh).toBe(true);
    }
  });

  it("coming down: the days and the number the note quotes", () => {
    expect(levelHoldRule("leaving", holdNumbers("high"))).toBe(
      `the level comes down after ${P.levels.hysteresis.days} days in a row at ${P.levels.boundaries.high - P.levels.hysteresis.pointsUnder} or under.`,
    );
  });

  it("names the coverage rule only for a day that lacked coverage", () => {
    const reasons = new Set<string>();
    for (const day of everyDay) {
      const shown = shownLevel(day, gaugeRiskLevel);
      if (shown.hold) reasons.add(shown.hold);
      if (shown.hold === "coverage") expect(day.coverage.enough_for_high).toBe(false);
      if (shown.hold === "high_needs_two_days") expect(day.overall_risk_score).toBeGreaterThanOrEqual(50);
    }
    expect([...reasons].sort()).toEqual(
      expect.arrayContaining(["critical_needs_time", "high_needs_two_days", "leaving"]),
    );
  });
});
