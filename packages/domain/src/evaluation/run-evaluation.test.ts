// The evaluation on a tiny cohort: deterministic, the agreed keys, and a sane score.
import { describe, expect, it } from "vitest";
import { simulateCohort } from "./cohort.ts";
import { runEvaluation } from "./run-evaluation.ts";

const tiny = { users: 20, days: 120, seed: 42, profiles: ["full"] as const };

describe("the score evaluation on a tiny cohort", () => {
  it("is deterministic: the same seed gives the same figures", () => {
    expect(JSON.stringify(runEvaluation(tiny))).toBe(JSON.stringify(runEvaluation(tiny)));
    expect(JSON.stringify(runEvaluation({ ...tiny, seed: 43 }))).not.toBe(
      JSON.stringify(runEvaluation(tiny)),
    );
  });

  it("reports both algorithms with exactly the agreed keys", () => {
    const reports = runEvaluation({ ...tiny, users: 8, profiles: undefined });
    expect(reports.map((r) => `${r.metrics.algorithm} ${r.metrics.profile}`)).toEqual(
      ["full", "oura", "fitbit", "google_health", "apple", "mood_only", "calm"].flatMap((p) => [
        `ek-3 ${p}`,
        `respire ${p}`,
      ]),
    );
    for (const { metrics } of reports) {
      expect(Object.keys(metrics)).toEqual([
        "algorithm",
        "profile",
        "users",
        "days",
        "sensitivity_moderate",
        "sensitivity_severe",
        "median_delay_days",
        "false_high_per_user_year",
        "illness_high_share",
        "illness_critical_share",
        "illness_tagged_high_share",
        "auroc",
        "flips_per_fortnight",
        "calm_high_share",
      ]);
      expect(metrics.calm_high_share === null).toBe(metrics.profile !== "calm");
    }
  });

  it("finds more severe episodes with the current score than it raises false alarms", () => {
    const [ek1] = runEvaluation({ users: 40, days: 150, seed: 7, profiles: ["full"] });
    const severe = ek1?.metrics.sensitivity_severe ?? 0;
    const falsePerYear = ek1?.metrics.false_high_per_user_year ?? Number.POSITIVE_INFINITY;
    expect(ek1?.detail.severe_episodes).toBeGreaterThan(0);
    expect(severe).toBeGreaterThan(0.5);
    expect(falsePerYear).toBeLessThan(severe * 2);
  });
});

describe("the simulated cohort", () => {
  it("misses 10–30 % of wearable days and skips more moods than it has bad days to spare", () => {
    for (const user of simulateCohort({ users: 10, days: 365, seed: 1 })) {
      const missing = 1 - user.records.length / 365;
      expect(missing).toBeGreaterThan(0.03);
      expect(missing).toBeLessThan(0.4);
      expect(user.moods.length).toBeLessThan(365);
      for (const mood of user.moods) expect(Number.isInteger(mood.rating)).toBe(true);
    }
  });

  it("places controls outside the burnout episode", () => {
    for (const user of simulateCohort({ users: 30, days: 365, seed: 2 })) {
      const episode = user.episode;
      if (!episode) continue;
      for (const control of user.controls) {
        expect(control.end < episode.onset || control.start > episode.end).toBe(true);
      }
    }
  });
});
