// The clinician report's content (docs/clinician-report.md) as plain numbers and
// sentences, computed from the stored days; the PDF renderer only lays it out. Every figure
// printed comes from here, so the test that reads the PDF back can compare against it.
import type { BurnoutScore, HealthMetric, Insight, Mood, MoodTag, RiskLevel } from "@evenkeel/contracts";
import { daysHeldNote, RISK_LEVELS, SCORE_FACTORS } from "@evenkeel/contracts";
import { gaugeRiskLevel } from "../bands/risk-levels.ts";
import { holdNumbers, shownLevel } from "../bands/shown-level.ts";
import { addDays, dateRange } from "../dates/calendar-date.ts";

/** Days before the period whose values make the person's own normal band. */
export const BASELINE_DAYS = 60;
/** With fewer baseline days than this, the band comes from the period itself. */
export const BASELINE_MIN_DAYS = 14;
/** Tags whose days the report lists (the tags on moods). */
export const REPORT_FLAGGED_TAGS: readonly MoodTag[] = ["ill", "alcohol", "travel"];
export const REPORT_MAX_INSIGHTS = 5;

export interface DayValue {
  date: string;
  value: number | null;
}

export interface Band {
  low: number;
  high: number;
  /** "baseline": the days before the period; "period": the period itself (too little history). */
  from: "baseline" | "period";
}

export interface MeasureSummary {
  series: DayValue[];
  average: number | null;
  band: Band | null;
  daysAbove: number;
  daysBelow: number;
}

export interface ClinicianReport {
  weeks: number;
  from: string;
  to: string;
  generatedAt: string;
  personName: string | null;
  mood: {
    series: DayValue[];
    entries: number;
    average: number | null;
    lowest: number | null;
    highest: number | null;
    notes: number;
    tags: { tag: MoodTag; days: number }[];
  };
  sleep: {
    series: DayValue[];
    averageHours: number | null;
    /** Standard deviation of nightly duration, minutes: lower is more regular. */
    variabilityMinutes: number | null;
    nightsUnder6h: number;
  };
  hrv: MeasureSummary;
  restingHr: MeasureSummary;
  burnout: {
    series: DayValue[];
    average: number | null;
    latest: { date: string; score: number; level: RiskLevel | undefined } | null;
    levels: { level: RiskLevel; days: number }[];
    /**
     * Days whose stored level is not the band their number falls in, by level and rule, each
     * with its sentence (a chart above a line with no day counted at that level).
     */
    held: { level: RiskLevel; days: number; note: string }[];
    /** Factors by their mean contribution over the period, largest first. */
    drivers: { factor: string; points: number }[];
  };
  flaggedDays: { date: string; tags: MoodTag[] }[];
  insights: { date: string; title: string; sentence: string }[];
  coverage: { days: number; metricDays: number; moodDays: number; scoreDays: number };
}

export interface ReportInputs {
  weeks: number;
  today: string;
  generatedAt: string;
  personName: string | null;
  /** From BASELINE_DAYS before the period to its end. */
  metrics: readonly HealthMetric[];
  moods: readonly Mood[];
  scores: readonly BurnoutScore[];
  insights: readonly Insight[];
}

export function reportPeriod(weeks: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(weeks * 7 - 1)), to: today };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function standardDeviation(values: readonly number[]): number | null {
  const average = mean(values);
  if (average === null || values.length < 2) return null;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1));
}

/** Linear-interpolated quantile of sorted values. */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower] ?? 0;
  const b = sorted[upper] ?? a;
  return a + (b - a) * (position - lower);
}

/** The middle 80% (10th–90th percentile) of the person's own values. */
function personalBand(baseline: readonly number[], period: readonly number[]): Band | null {
  const from = baseline.length >= BASELINE_MIN_DAYS ? "baseline" : "period";
  const values = [...(from === "baseline" ? baseline : period)].sort((a, b) => a - b);
  if (values.length < 3) return null;
  return { low: round(quantile(values, 0.1), 1), high: round(quantile(values, 0.9), 1), from };
}

/** The tags a mood carries; none before tags exist. */
export function moodTags(mood: Mood): MoodTag[] {
  const tags = (mood as Mood & { tags?: MoodTag[] }).tags;
  return Array.isArray(tags) ? tags : [];
}

function present(values: readonly DayValue[]): number[] {
  return values.flatMap((day) => (day.value === null ? [] : [day.value]));
}

function measure(
  inputs: ReportInputs,
  dates: readonly string[],
  from: string,
  pick: (metric: HealthMetric) => number | null,
): MeasureSummary {
  const byDate = new Map(inputs.metrics.map((metric) => [metric.date, pick(metric)]));
  const series = dates.map((date) => ({ date, value: byDate.get(date) ?? null }));
  const baseline = inputs.metrics
    .filter((metric) => metric.date < from)
    .flatMap((metric) => {
      const value = pick(metric);
      return value === null ? [] : [value];
    });
  const values = present(series);
  const band = personalBand(baseline, values);
  const average = mean(values);
  return {
    series,
    average: average === null ? null : round(average, 1),
    band,
    daysAbove: band ? values.filter((value) => value > band.high).length : 0,
    daysBelow: band ? values.filter((value) => value < band.low).length : 0,
  };
}

/** The first sentence of an insight's text, for the report's short list. */
function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  const sentence = match?.[1] ?? flat;
  return sentence.length > 220 ? `${sentence.slice(0, 217)}...` : sentence;
}

export function buildClinicianReport(inputs: ReportInputs): ClinicianReport {
  const { from, to } = reportPeriod(inputs.weeks, inputs.today);
  const dates = dateRange(from, to);
  const inPeriod = <T extends { date: string }>(rows: readonly T[]) =>
    rows.filter((row) => row.date >= from && row.date <= to);
  const moods = inPeriod(inputs.moods);
  const metrics = inPeriod(inputs.metrics);
  const scores = inPeriod(inputs.scores).sort((a, b) => a.date.localeCompare(b.date));

  const moodOn = new Map(moods.map((mood) => [mood.date, mood.rating]));
  const ratings = moods.map((mood) => mood.rating);
  const tagDays = new Map<MoodTag, number>();
  for (const mood of moods) for (const tag of moodTags(mood)) tagDays.set(tag, (tagDays.get(tag) ?? 0) + 1);

  const sleepOn = new Map(metrics.map((metric) => [metric.date, metric.sleep_duration_minutes]));
  const sleepSeries = dates.map((date) => ({ date, value: sleepOn.get(date) ?? null }));
  const sleepMinutes = present(sleepSeries);
  const sleepAverage = mean(sleepMinutes);
  const sleepSd = standardDeviation(sleepMinutes);

  const scoreOn = new Map(scores.map((score) => [score.date, score.overall_risk_score]));
  const scoreValues = scores.map((score) => score.overall_risk_score);
  const scoreAverage = mean(scoreValues);
  const latest = scores.at(-1);
  const drivers = SCORE_FACTORS.flatMap((factor) => {
    const points = scores.flatMap((score) => {
      const value = score.contributions?.[factor];
      return value === null || value === undefined ? [] : [value];
    });
    const average = mean(points);
    return average === null ? [] : [{ factor, points: round(average, 1) }];
  }).sort((a, b) => b.points - a.points);

  const insights = inputs.insights
    .filter((insight) => insight.created_at.slice(0, 10) >= from && insight.created_at.slice(0, 10) <= to)
    .slice(0, REPORT_MAX_INSIGHTS)
    .map((insight) => ({
      date: insight.created_at.slice(0, 10),
      title: insight.title,
      sentence: firstSentence(
        insight.structured_data && "summary" in insight.structured_data
          ? insight.structured_data.summary
          : insight.content,
      ),
    }));

  return {
    weeks: inputs.weeks,
    from,
    to,
    generatedAt: inputs.generatedAt,
    personName: inputs.personName,
    mood: {
      series: dates.map((date) => ({ date, value: moodOn.get(date) ?? null })),
      entries: moods.length,
      average: ratings.length ? round(mean(ratings) ?? 0, 1) : null,
      lowest: ratings.length ? Math.min(...ratings) : null,
      highest: ratings.length ? Math.max(...ratings) : null,
      notes: moods.filter((mood) => mood.notes?.trim()).length,
      tags: [...tagDays].map(([tag, days]) => ({ tag, days })).sort((a, b) => b.days - a.days),
    },
    sleep: {
      series: sleepSeries,
      averageHours: sleepAverage === null ? null : round(sleepAverage / 60, 1),
      variabilityMinutes: sleepSd === null ? null : Math.round(sleepSd),
      nightsUnder6h: sleepMinutes.filter((minutes) => minutes < 360).length,
    },
    hrv: measure(inputs, dates, from, (metric) => metric.hrv),
    restingHr: measure(inputs, dates, from, (metric) => metric.resting_hr),
    burnout: {
      series: dates.map((date) => ({ date, value: scoreOn.get(date) ?? null })),
      average: scoreAverage === null ? null : round(scoreAverage, 1),
      latest: latest
        ? { date: latest.date, score: round(latest.overall_risk_score, 1), level: latest.risk_level }
        : null,
      levels: RISK_LEVELS.map((level) => ({
        level,
        days: scores.filter((score) => score.risk_level === level).length,
      })),
      held: heldDays(scores),
      drivers,
    },
    flaggedDays: moods.flatMap((mood) => {
      const tags = moodTags(mood).filter((tag) => REPORT_FLAGGED_TAGS.includes(tag));
      return tags.length ? [{ date: mood.date, tags }] : [];
    }),
    insights,
    coverage: {
      days: dates.length,
      metricDays: metrics.length,
      moodDays: moods.length,
      scoreDays: scores.length,
    },
  };
}

/** Stored days held apart from their number, grouped by level and rule, in level order. */
function heldDays(scores: readonly BurnoutScore[]): ClinicianReport["burnout"]["held"] {
  const groups = new Map<
    string,
    { level: RiskLevel; hold: NonNullable<ReturnType<typeof shownLevel>["hold"]>; days: number }
  >();
  for (const score of scores) {
    const shown = shownLevel(score, gaugeRiskLevel);
    if (!shown.hold) continue;
    const key = `${shown.level}:${shown.hold}`;
    const group = groups.get(key) ?? { level: shown.level, hold: shown.hold, days: 0 };
    group.days += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => RISK_LEVELS.indexOf(a.level) - RISK_LEVELS.indexOf(b.level))
    .map(({ level, hold, days }) => ({
      level,
      days,
      note: daysHeldNote(days, level, hold, holdNumbers(level)),
    }));
}
