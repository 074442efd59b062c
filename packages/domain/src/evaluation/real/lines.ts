// The lines the real-data evaluation runs side by side on the same people and days
// (docs/score.md "Real data"): the score's versions with and without the person's mood,
// Respire's formula, and the naive forecast from the person's own diary.
import type { RiskLevel } from "@evenkeel/contracts";
import { dateFromDayNumber, dayNumber } from "../../burnout/calendar.ts";
import type { BurnoutMood } from "../../burnout/inputs.ts";
import type { BurnoutParameters } from "../../burnout/parameters.ts";
import { computeBurnoutSeries } from "../../burnout/series.ts";
import { computeRespireSeries } from "../respire.ts";
import type { RealPerson } from "./cohorts.ts";

export interface LineSpec {
  name: string;
  kind: "score" | "respire" | "naive";
  /** Whether the person's mood is an input. */
  mood: boolean;
  parameters?: BurnoutParameters;
}

/** What a line says about one person, by date. */
export interface LineDays {
  score: Map<string, number>;
  /** Level by date; null for the naive forecast, which has none. */
  level: Map<string, RiskLevel> | null;
  /** Each factor's risk by date (score lines only), for the factors' own associations. */
  factors: Map<string, Record<string, number | null>> | null;
}

/** Days the naive forecast averages: the scored day and the 6 before it. */
export const NAIVE_DAYS = 7;

/** The first and last date a person is scored on: from their first entry to their last record. */
export function personSpan(person: RealPerson): { from: string; to: string } {
  const first = [person.records[0]?.date, person.moods[0]?.date].filter((d): d is string => !!d).sort()[0];
  return { from: first as string, to: person.records.at(-1)?.date as string };
}

/**
 * The moods as a line reads them. A same-day line must not read the day's own self-report
 * (it may be the outcome), so each check-in is read from the next day on: shifted a day later.
 */
export function moodsFor(person: RealPerson, mood: boolean, shift: number): BurnoutMood[] {
  if (!mood) return [];
  if (shift === 0) return person.moods;
  return person.moods.map((m) => ({ ...m, date: dateFromDayNumber(dayNumber(m.date) + shift) }));
}

/** The naive forecast: 10 − the mean of the person's moods over the last 7 days (≥ 1 mood). */
function naiveLine(moods: readonly BurnoutMood[], from: string, to: string): LineDays {
  const byDay = new Map(moods.map((m) => [dayNumber(m.date), m.rating]));
  const score = new Map<string, number>();
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    let sum = 0;
    let count = 0;
    for (let d = day - NAIVE_DAYS + 1; d <= day; d++) {
      const rating = byDay.get(d);
      if (rating !== undefined) {
        sum += rating;
        count++;
      }
    }
    if (count > 0) score.set(dateFromDayNumber(day), 10 - sum / count);
  }
  return { score, level: null, factors: null };
}

export function runLine(spec: LineSpec, person: RealPerson, shift: number): LineDays {
  const { from, to } = personSpan(person);
  const moods = moodsFor(person, spec.mood, shift);
  if (spec.kind === "naive") return naiveLine(moods, from, to);
  const input = { from, to, records: person.records, moods };
  const score = new Map<string, number>();
  const level = new Map<string, RiskLevel>();
  if (spec.kind === "respire") {
    for (const day of computeRespireSeries(input)) {
      score.set(day.date, day.overall_risk_score);
      level.set(day.date, day.risk_level);
    }
    return { score, level, factors: null };
  }
  const factors = new Map<string, Record<string, number | null>>();
  for (const day of computeBurnoutSeries({ ...input, parameters: spec.parameters })) {
    score.set(day.date, day.overall_risk_score);
    level.set(day.date, day.risk_level);
    factors.set(day.date, { mood: day.mood_risk, ...day.risk_factors });
  }
  return { score, level, factors };
}
