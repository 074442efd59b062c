// The real-data evaluation's arithmetic on small generated data (runs in CI without the real
// data): within-person statistics, the forward windows, the bootstrap, and that a line never
// reads the self-report it is judged against.
import { describe, expect, it } from "vitest";
import { dateFromDayNumber, dayNumber } from "../../burnout/calendar.ts";
import { SeededRandom } from "../seeded-random.ts";
import { pmdataCohort } from "./cohorts.ts";
import { evaluateRealCohort, forwardOutcome } from "./real-evaluation.ts";
import { REAL_DATA_LINES, runRealEvaluation } from "./real-run.ts";
import { auroc, bootstrapDifference, ranks, spearman, withinPersonAuroc, withinPersonRho } from "./stats.ts";

describe("within-person statistics", () => {
  it("ranks ties by their mean position and computes Spearman's ρ", () => {
    expect([...ranks([10, 20, 20, 5])]).toEqual([2, 3.5, 3.5, 1]);
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    // Hand-computed: ranks x 1..5, y 2,1,4,3,5 → 1 − 6·4/(5·24) = 0.8.
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
  });

  it("centres each person on their own mean: ranking people earns nothing", () => {
    // Between people x and y agree perfectly; within each person they run opposite ways.
    const people = [0, 10, 20].map((level) => ({
      x: [level, level + 1, level + 2],
      y: [level + 2, level + 1, level],
    }));
    expect(
      spearman(
        people.flatMap((p) => p.x),
        people.flatMap((p) => p.y),
      ),
    ).toBeCloseTo(0.8, 12);
    expect(withinPersonRho(people)).toBeCloseTo(-1, 12);
  });

  it("counts AUROC ties as half, and judges each person's worst days against their own", () => {
    expect(auroc([1, 2, 3, 4], [false, false, true, true])).toBe(1);
    expect(auroc([1, 1, 1, 1], [false, true, false, true])).toBe(0.5);
    expect(auroc([1, 2, 2, 3], [false, true, false, true])).toBe(0.875);
    // One person runs high throughout, yet within each person the worst day scores highest.
    const people = [
      { x: [50, 51, 60], y: [0, 0, 1] },
      { x: [1, 2, 9], y: [0, 0, 1] },
    ];
    expect(withinPersonAuroc(people)).toBe(1);
  });

  it("bootstraps people reproducibly, and a line against itself differs by nothing", () => {
    const random = new SeededRandom(5);
    const people = Array.from({ length: 12 }, () => {
      const x = Array.from({ length: 10 }, () => random.normal());
      return { x, y: x.map((v) => v + random.normal()) };
    });
    const interval = bootstrapDifference(people, people, withinPersonRho, 200, 1);
    expect(interval).toEqual({ low: 0, high: 0 });
    const noisy = people.map((p) => ({ x: p.x.map((v, i) => (i % 2 ? -v : v)), y: p.y }));
    const a = bootstrapDifference(people, noisy, withinPersonRho, 200, 1);
    expect(a).toEqual(bootstrapDifference(people, noisy, withinPersonRho, 200, 1));
    expect(a.low as number).toBeGreaterThan(0);
    expect(a.high as number).toBeGreaterThanOrEqual(a.low as number);
  });
});

describe("the forward window", () => {
  const reports = new Map([
    ["2025-01-02", 4],
    ["2025-01-03", 6],
    ["2025-01-05", 8],
    ["2025-01-08", 2],
    ["2025-01-09", 100],
  ]);
  it("reads the 7 days after the scored day, never the day itself", () => {
    expect(forwardOutcome(reports, "2025-01-01", "mean", 4)).toBe(5);
    // 01-03 … 01-09: four reports.
    expect(forwardOutcome(reports, "2025-01-02", "mean", 4)).toBe(29);
    expect(forwardOutcome(reports, "2025-01-02", "mean", 5)).toBeUndefined();
    expect(forwardOutcome(reports, "2025-01-02", "first", 1)).toBe(6);
    expect(forwardOutcome(reports, "2025-01-09", "first", 1)).toBeUndefined();
  });
});

/** PMData-shaped CSV text: `people` people, `days` days, moods from `moodOf`. */
function pmdataText(people: number, days: number, moodOf: (person: number, day: number) => number) {
  const daily = [
    "id,date,resting_hr,sleep_score_rhr,minutes_asleep,time_in_bed,sleep_efficiency,sleep_score,active_minutes,srpe_load",
  ];
  const wellness = [
    "id,date,report_time,reports,fatigue,mood,readiness,sleep_quality,soreness,stress,sleep_duration_h",
  ];
  const random = new SeededRandom(11);
  for (let p = 0; p < people; p++) {
    for (let d = 0; d < days; d++) {
      const date = dateFromDayNumber(dayNumber("2025-01-01") + d);
      const rhr = Math.round(55 + random.normal() * 2);
      const sleep = Math.round(420 + random.normal() * 30);
      daily.push(`p${p},${date},${rhr},${rhr},${sleep},${sleep + 30},92,78,40,`);
      const mood = moodOf(p, d);
      wellness.push(`p${p},${date},08:00,1,3,${mood},5,3,3,3,7`);
    }
  }
  return { daily: daily.join("\n"), wellness: wellness.join("\n") };
}

describe("the real-data evaluation on generated people", () => {
  it("never lets a same-day line read the self-report it is judged against", () => {
    // Moods independent from day to day: the diary of the days before says nothing of today.
    const random = new SeededRandom(3);
    const { daily, wellness } = pmdataText(8, 60, () => random.integer(1, 5));
    const cohort = pmdataCohort(daily, wellness);
    const lines = REAL_DATA_LINES.filter((line) => line.name === "naive_mood");
    const [naive] = evaluateRealCohort(cohort, { lines, comparisons: [], draws: 10, seed: 1 });
    // Today's mood would give ρ = 1 with the same-day mood item; the days before give ~0.
    expect(Math.abs(naive?.same_day.mood as number)).toBeLessThan(0.15);
  });

  it("finds a slow mood cycle forward, scores every day without errors, on the same days for every line", () => {
    // Mood in 8-week waves: last week's diary forecasts next week's distress.
    const { daily, wellness } = pmdataText(6, 120, (p, d) =>
      Math.max(1, Math.min(5, Math.round(3 + 1.8 * Math.sin((2 * Math.PI * (d + 5 * p)) / 56)))),
    );
    const reports = evaluateRealCohort(pmdataCohort(daily, wellness), {
      lines: REAL_DATA_LINES,
      comparisons: [{ a: "ek-2", b: "naive_mood" }],
      draws: 20,
      seed: 1,
    });
    const naive = reports.find((r) => r.algorithm === "naive_mood");
    expect(naive?.forward.distress_next7).toBeGreaterThan(0.3);
    for (const report of reports) {
      expect(report.errors).toBe(0);
      expect(report.days_scored).toBe(6 * 120);
      expect(report.pairs).toEqual(reports[0]?.pairs);
    }
    expect(reports[0]?.intervals?.minus_naive_mood?.distress_next7?.low).not.toBeNull();
  });

  it("says which files are missing and evaluates nothing without them", () => {
    const result = runRealEvaluation(() => null, { cohorts: ["pmdata"] });
    expect(result).toEqual({
      found: false,
      missing: ["pmdata/pmdata-daily.csv", "pmdata/pmdata-wellness.csv"],
    });
  });
});
