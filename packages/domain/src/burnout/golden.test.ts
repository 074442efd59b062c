// Pins the exact outputs of the score (number, level, confidence, factors, contributions,
// coverage, and the hold sentence a screen shows for the stored level) on simulated people of
// every device profile, for ek-3 and ek-2, through both entry points. A change that is meant to
// make the score faster must leave every digit as it was (docs/score.md "Computation"); a change
// that is meant to move the score updates the digests below, on purpose.
import { describe, expect, it } from "vitest";
import { gaugeRiskLevel } from "../bands/risk-levels.ts";
import { shownLevel } from "../bands/shown-level.ts";
import { type DeviceProfile, simulateCohort } from "../evaluation/cohort.ts";
import { type BurnoutParameters, EK2_PARAMETERS } from "./parameters.ts";
import { EK3_PARAMETERS } from "./parameters-ek3.ts";
import type { BurnoutScoreResult } from "./result.ts";
import { computeBurnoutScore } from "./score.ts";
import { computeBurnoutSeries } from "./series.ts";

const DAYS = 200;
const USERS = 2;
/** The profiles the digests were pinned on, by name: a new device profile leaves them as they are. */
const PINNED_PROFILES: readonly DeviceProfile[] = ["full", "oura", "fitbit", "apple", "mood_only", "calm"];

/** Two 32-bit FNV-1a hashes (different offsets) of every result and its hold sentence. */
function digest(results: readonly BurnoutScoreResult[]): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (const result of results) {
    const text = JSON.stringify(result) + JSON.stringify(shownLevel(result, gaugeRiskLevel).note);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x01000193) + i;
    }
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

function levelCounts(results: readonly BurnoutScoreResult[]): string {
  const counts = { low: 0, moderate: 0, high: 0, critical: 0 };
  for (const result of results) counts[result.risk_level]++;
  return `${counts.low}/${counts.moderate}/${counts.high}/${counts.critical}`;
}

function run(parameters: BurnoutParameters) {
  const series: BurnoutScoreResult[] = [];
  const days: BurnoutScoreResult[] = [];
  for (const profile of PINNED_PROFILES) {
    for (const user of simulateCohort({ users: USERS, days: DAYS, seed: 20260101, profile })) {
      const input = { records: user.records, moods: user.moods, parameters };
      const scored = computeBurnoutSeries({ ...input, from: user.from, to: user.to });
      series.push(...scored);
      // One day at a time, as the server and the micro-benchmark call it: every third day.
      for (let d = 0; d < scored.length; d += 3) {
        days.push(computeBurnoutScore({ ...input, date: (scored[d] as BurnoutScoreResult).date }));
      }
    }
  }
  return { series, days };
}

describe("golden outputs of the score", () => {
  it("ek-3 gives exactly the pinned results on simulated people of every profile", () => {
    const { series, days } = run(EK3_PARAMETERS);
    expect(series).toHaveLength(PINNED_PROFILES.length * USERS * DAYS);
    expect(levelCounts(series)).toBe("2234/121/45/0");
    expect(digest(series)).toBe("2391785974135887");
    expect(digest(days)).toBe("3a0321aee398884f");
  });

  it("ek-2 gives exactly the pinned results on simulated people of every profile", () => {
    const { series, days } = run(EK2_PARAMETERS);
    expect(levelCounts(series)).toBe("2287/102/11/0");
    expect(digest(series)).toBe("572423952fcd4c00");
    expect(digest(days)).toBe("5a045e3a08031d6a");
  });
});
