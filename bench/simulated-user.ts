// One benchmark user's history from the domain's demo simulator: wearable metrics every day,
// moods on ~85% of days (today left unlogged, as in the demo), a daily score by the demo
// score rule, and a dozen insights written by the demo's insight writer.
//
// The demo simulator's day generators are not exported by @evenkeel/domain (the product only
// needs generateDemoData, fixed at 90 days), so they are imported from its source here.
import { randomUUID } from "node:crypto";
import { DEMO_CONFIDENCE_MAX, DEMO_CONFIDENCE_MIN, type Insight } from "@evenkeel/contracts";
import { addDays, dateRange, generateDemoData, scoreDemoDay } from "@evenkeel/domain";
import { createSeededRandom } from "../packages/domain/src/demo/seeded-random.ts";
import { simulateMetrics } from "../packages/domain/src/demo/simulate-metrics.ts";
import { simulateMoods } from "../packages/domain/src/demo/simulate-moods.ts";

/** Rows in the column order of the seed's INSERT statements (seed.ts). */
export type MetricRow = [string, string, number, number, number, number, number, number, number];
export type MoodRow = [string, string, number, string | null, string];
export type ScoreRow = [string, string, number, string, string, string, number, number, string];

export interface SimulatedHistory {
  metrics: MetricRow[]; // date, id, recovery, resting_hr, hrv, sleep min, sleep quality, strain, workouts
  moods: MoodRow[]; // date, id, rating, notes, created_at
  scores: ScoreRow[]; // date, id, score, level, risk_factors, contributions, confidence, points, calculated_at
}

/** ± points of day-to-day variation, as generateDemoData draws them. */
const DEMO_SCORE_JITTER = 3;

/** `days` days ending `today`, deterministic for a seed. */
export function simulateHistory(seed: number, today: string, days: number): SimulatedHistory {
  const random = createSeededRandom(seed);
  const dates = dateRange(addDays(today, -(days - 1)), today);
  const simulated = simulateMetrics(dates, random);
  const metrics: MetricRow[] = simulated.map((day) => [
    day.date,
    randomUUID(),
    day.recovery_score,
    day.resting_hr,
    day.hrv,
    day.sleep_duration_minutes,
    day.sleep_quality_score,
    day.day_strain,
    day.workout_count,
  ]);
  const moods: MoodRow[] = simulateMoods(simulated, random).map((mood) => [
    mood.date,
    randomUUID(),
    mood.rating,
    mood.notes,
    `${mood.date}T20:30:00.000Z`,
  ]);
  const scores: ScoreRow[] = simulated.map((day, index) => {
    const score = scoreDemoDay(day, {
      jitter: random.uniform(-DEMO_SCORE_JITTER, DEMO_SCORE_JITTER),
      confidence: random.integer(DEMO_CONFIDENCE_MIN, DEMO_CONFIDENCE_MAX),
    });
    return [
      day.date,
      randomUUID(),
      score.overall_risk_score,
      score.risk_level ?? "low",
      JSON.stringify(score.risk_factors),
      JSON.stringify(score.contributions),
      score.confidence_score ?? 90,
      Math.min(index + 1, 30),
      `${day.date}T14:00:00.000Z`,
    ];
  });
  return { metrics, moods, scores };
}

/**
 * Insights are the slow part of the demo generator (~0.1 s per person), so a few people's
 * dozen insights are written once and handed round: user i gets template i mod N, re-keyed.
 */
export function insightTemplates(count: number, today: string, now: string): Insight[][] {
  return Array.from(
    { length: count },
    (_, index) => generateDemoData({ seed: 9000 + index, today, now, userId: "template" }).insights,
  );
}
