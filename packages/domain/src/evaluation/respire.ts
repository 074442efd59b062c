// Respire's published burnout formula (docs/score.md "Evaluation", where it runs beside the
// score): five factors over the last 14 days against fixed thresholds, a missing factor counted
// as 50.
import type { RiskLevel } from "@evenkeel/contracts";
import { dateFromDayNumber, dayNumber } from "../burnout/calendar.ts";
import type { BurnoutData, BurnoutRecord } from "../burnout/inputs.ts";

export interface RespireScoreResult {
  date: string;
  overall_risk_score: number;
  risk_level: RiskLevel;
  /** 0–100: data points in the 14 days / 30, capped. */
  confidence_score: number;
  data_points_used: number;
  risk_factors: { recovery: number; hrv: number; sleep_quality: number; strain: number };
  mood_risk: number;
  algorithm_version: "respire";
}

const WINDOW_DAYS = 14;
const MISSING_FACTOR = 50;
const WEIGHTS = { mood: 0.3, recovery: 0.25, hrv: 0.15, sleep: 0.15, strain: 0.15 };

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const cap = (value: number) => Math.min(100, value);
const present = (values: readonly (number | null | undefined)[]) =>
  values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));

function moodRisk(ratings: readonly number[]): number {
  if (ratings.length === 0) return MISSING_FACTOR;
  const average = mean(ratings);
  const sd = Math.sqrt(mean(ratings.map((r) => (r - average) ** 2)));
  let risk = ((10 - average) / 9) * 100 + Math.min(20, sd * 10);
  if (ratings.filter((r) => r <= 4).length > ratings.length / 2) risk *= 1.3;
  return cap(risk);
}

function recoveryRisk(values: readonly number[]): number {
  if (values.length === 0) return MISSING_FACTOR;
  let risk = 100 - mean(values);
  if ((values.at(-1) as number) < (values[0] as number)) risk *= 1.2;
  return cap(risk);
}

function hrvRisk(values: readonly number[]): number {
  if (values.length === 0) return MISSING_FACTOR;
  const average = mean(values);
  let risk = average >= 70 ? 10 : average >= 50 ? 30 : average >= 30 ? 60 : 85;
  if (mean(values.slice(-3)) < 0.9 * mean(values.slice(0, 3))) risk *= 1.2;
  return cap(risk);
}

function sleepRisk(quality: readonly number[], minutes: readonly number[]): number {
  const parts: number[] = [];
  if (quality.length > 0) parts.push(100 - mean(quality));
  if (minutes.length > 0) {
    const hours = mean(minutes) / 60;
    parts.push(
      hours >= 7 && hours <= 9 ? 20 : (hours >= 6 && hours < 7) || (hours > 9 && hours <= 10) ? 40 : 70,
    );
  }
  if (parts.length === 0) return MISSING_FACTOR;
  let risk = mean(parts);
  if (minutes.filter((m) => m < 360).length > 0.3 * minutes.length) risk *= 1.2;
  return cap(risk);
}

function strainRisk(strain: readonly number[], recovery: readonly number[]): number {
  if (strain.length === 0 || recovery.length === 0) return MISSING_FACTOR;
  const balance = (mean(strain) / 21) * 100 - mean(recovery);
  return balance <= 0 ? 20 : balance <= 20 ? 40 : balance <= 40 ? 60 : 80;
}

function level(score: number): RiskLevel {
  return score >= 80 ? "critical" : score >= 60 ? "high" : score >= 30 ? "moderate" : "low";
}

/** Respire's score for every day from `from` to `to`, each from its own last 14 days. */
export function computeRespireSeries(
  input: BurnoutData & { from: string; to: string },
): RespireScoreResult[] {
  const fromDay = dayNumber(input.from);
  const toDay = dayNumber(input.to);
  const firstDay = fromDay - WINDOW_DAYS + 1;
  const recordsByDay: (BurnoutRecord | undefined)[] = [];
  const moodsByDay: (number | undefined)[] = [];
  for (const record of input.records) {
    const i = dayNumber(record.date) - firstDay;
    if (i >= 0 && i <= toDay - firstDay) recordsByDay[i] = record;
  }
  for (const mood of input.moods) {
    const i = dayNumber(mood.date) - firstDay;
    if (i >= 0 && i <= toDay - firstDay) moodsByDay[i] = mood.rating;
  }

  const results: RespireScoreResult[] = [];
  for (let day = fromDay; day <= toDay; day++) {
    const end = day - firstDay;
    const records = recordsByDay.slice(end - WINDOW_DAYS + 1, end + 1).filter((r) => r !== undefined);
    const ratings = present(moodsByDay.slice(end - WINDOW_DAYS + 1, end + 1));
    const recovery = present(records.map((r) => r.recovery_score));
    const factors = {
      mood: moodRisk(ratings),
      recovery: recoveryRisk(recovery),
      hrv: hrvRisk(present(records.map((r) => r.hrv))),
      sleep: sleepRisk(
        present(records.map((r) => r.sleep_quality_score)),
        present(records.map((r) => r.sleep_duration_minutes)),
      ),
      strain: strainRisk(present(records.map((r) => r.day_strain)), recovery),
    };
    const score =
      Math.round(
        10 *
          (WEIGHTS.mood * factors.mood +
            WEIGHTS.recovery * factors.recovery +
            WEIGHTS.hrv * factors.hrv +
            WEIGHTS.sleep * factors.sleep +
            WEIGHTS.strain * factors.strain),
      ) / 10;
    const dataPoints = records.length + ratings.length;
    results.push({
      date: dateFromDayNumber(day),
      overall_risk_score: score,
      risk_level: level(score),
      confidence_score: Math.min(100, Math.round((dataPoints / 30) * 1000) / 10),
      data_points_used: dataPoints,
      risk_factors: {
        recovery: factors.recovery,
        hrv: factors.hrv,
        sleep_quality: factors.sleep,
        strain: factors.strain,
      },
      mood_risk: factors.mood,
      algorithm_version: "respire",
    });
  }
  return results;
}

/** Respire's score of one date. */
export function computeRespireScore(input: BurnoutData & { date: string }): RespireScoreResult {
  const [result] = computeRespireSeries({ ...input, from: input.date, to: input.date });
  if (!result) throw new Error("computeRespireSeries returned no day for a one-day range");
  return result;
}
