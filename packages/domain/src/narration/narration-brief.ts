// What the language model is given (docs/decisions/028-what-leaves-the-server.md): the facts the
// deterministic writer computed, each number with its unit and each date in ISO form, and the
// deterministic insight itself. Never the name, e-mail or (unless the user allows it) notes.
import { countOf, type InsightType } from "@evenkeel/contracts";
import { formatAmount, formatValue } from "../insights/display-format.ts";
import type { InsightFacts } from "../insights/facts.ts";
import { METRIC_CATALOG, TRACKED_METRICS, type TrackedMetric } from "../insights/metric-catalog.ts";
import type { MetricFacts } from "../insights/metric-facts.ts";
import { FACTOR_NOUN } from "../insights/risk-wording.ts";
import type { WrittenInsight } from "../insights/written-insight.ts";

/** A mood note the user allowed to be sent, cut to a length a prompt can carry. */
export interface NarrationNote {
  date: string;
  note: string;
}

/** Notes sent at most, newest first, each cut to this many characters. */
export const NOTES_SENT_MAX = 14;
export const NOTE_CHARACTERS_MAX = 400;

type Amount = string | null;

export interface NarrationBrief {
  insight_type: InsightType;
  period: { start: string; end: string; days: string; weeks: string | null };
  this_week: { start: string; end: string };
  last_week: { start: string; end: string };
  usual_range_from: { start: string; end: string; days: string };
  mood_scale: string;
  days_with_data: { wearable: string; mood: string };
  metrics: {
    name: string;
    this_week_average: Amount;
    last_week_average: Amount;
    change_from_last_week: Amount;
    week_trend: string;
    usual: Amount;
    difference_from_usual: Amount;
    against_usual: string | null;
    smallest_worthwhile_change: Amount;
    period_trend: {
      direction: string | null;
      change: Amount;
      from: string | null;
      to: string | null;
      days_with_data: string;
      days_needed: string;
    };
    best_day: { date: string; value: string } | null;
    lowest_day: { date: string; value: string } | null;
    latest: { date: string; value: string } | null;
    status: string | null;
  }[];
  burnout_risk: {
    latest: { date: string; score: string; level: string; confidence: Amount; calibrating: boolean };
    this_week_average: Amount;
    last_week_average: Amount;
    change: Amount;
    peak: { date: string; score: string; level: string };
    scored_days: string;
    days_high_or_above: string;
    largest_factors: { factor: string; points: string }[];
  } | null;
  links: {
    between: string;
    lag_days: string;
    spearman_rho: string;
    pairs: string;
    over_last: string;
    split_at: string;
    average_when_above: string;
    average_when_at_or_below: string;
  }[];
  best_day: DayBrief | null;
  hardest_day: DayBrief | null;
  support: {
    suggested: boolean;
    reasons: string[];
    low_mood_days: string;
    low_mood_rating: string;
    window: string;
    resources: readonly string[];
  };
  data_needs: { purpose: string; subject: string; have: string; need: string; missing: string }[];
  mood_notes?: NarrationNote[];
  evenkeel_insight: Pick<WrittenInsight, "title" | "content" | "recommendations" | "structured_data">;
}

interface DayBrief {
  date: string;
  mood: string | null;
  recovery: string | null;
  sleep: string | null;
}

export function buildNarrationBrief(
  facts: InsightFacts,
  deterministic: WrittenInsight,
  notes: readonly NarrationNote[] | null,
): NarrationBrief {
  const { windows, risk, safety } = facts;
  const days = (n: number) => countOf(n, "day");
  const brief: NarrationBrief = {
    insight_type: deterministic.insight_type,
    period: {
      start: windows.period.start,
      end: windows.period.end,
      days: days(windows.period.days),
      // "the last two weeks" is the same span in other words, not an invented number.
      weeks: windows.period.days % 7 === 0 ? `${windows.period.days / 7} weeks` : null,
    },
    this_week: { start: windows.recent.start, end: windows.recent.end },
    last_week: { start: windows.prior.start, end: windows.prior.end },
    usual_range_from: {
      start: windows.baseline.start,
      end: windows.baseline.end,
      days: days(windows.baseline.days),
    },
    mood_scale: `1 to ${facts.moodScale.max}`,
    days_with_data: {
      wearable: days(facts.coverage.recordDays),
      mood: `${facts.coverage.moodDays} ratings`,
    },
    // Every metric with any data in the windows: the period, last week or the usual range.
    metrics: TRACKED_METRICS.filter((k) => {
      const m = facts.metrics[k];
      return m.period.days + m.prior.days + m.baseline.days > 0;
    }).map((k) => metricBrief(facts.metrics[k], days)),
    burnout_risk: risk && {
      latest: {
        date: risk.latest.date,
        score: points(risk.latest.score),
        level: risk.latest.level,
        confidence: risk.latest.confidence === null ? null : `${risk.latest.confidence}%`,
        calibrating: risk.latest.calibrating,
      },
      this_week_average: risk.weeks.recentMean === null ? null : points(risk.weeks.recentMean),
      last_week_average: risk.weeks.priorMean === null ? null : points(risk.weeks.priorMean),
      change: risk.change === null ? null : points(risk.change),
      peak: { date: risk.peak.date, score: points(risk.peak.score), level: risk.peak.level },
      scored_days: days(risk.scoredDays),
      days_high_or_above: days(risk.daysHighOrAbove),
      largest_factors: risk.factors.map((f) => ({ factor: FACTOR_NOUN[f.factor], points: points(f.points) })),
    },
    links: facts.associations.map((a) => ({
      between: `${METRIC_CATALOG[a.driver].noun} and ${METRIC_CATALOG[a.outcome].noun}`,
      lag_days: days(a.lag),
      spearman_rho: a.rho.toFixed(2),
      pairs: days(a.pairs),
      over_last: days(a.lookbackDays),
      split_at: formatValue(a.driver, a.threshold),
      average_when_above: formatValue(a.outcome, a.meanAbove),
      average_when_at_or_below: formatValue(a.outcome, a.meanBelow),
    })),
    best_day: facts.bestDay && dayBrief(facts.bestDay),
    hardest_day: facts.worstDay && dayBrief(facts.worstDay),
    support: {
      suggested: safety.supportSuggested,
      reasons: [...safety.reasons],
      low_mood_days: days(safety.lowMood.days),
      low_mood_rating: `${safety.lowMood.rating}/10 or lower`,
      window: `the last ${days(safety.lowMood.windowDays)}`,
      resources: safety.resources,
    },
    data_needs: facts.dataNeeds.map((n) => ({
      purpose: n.purpose,
      subject: n.subject,
      have: days(n.have),
      need: days(n.need),
      missing: days(n.missing),
    })),
    evenkeel_insight: {
      title: deterministic.title,
      content: deterministic.content,
      recommendations: deterministic.recommendations,
      structured_data: deterministic.structured_data,
    },
  };
  if (notes && notes.length > 0) brief.mood_notes = trimNotes(notes);
  return brief;
}

function metricBrief(m: MetricFacts, days: (n: number) => string): NarrationBrief["metrics"][number] {
  const k: TrackedMetric = m.metric;
  const value = (v: number | null) => (v === null ? null : formatValue(k, v));
  const amount = (v: number | null) => (v === null ? null : formatAmount(k, v));
  const dated = (p: { date: string; value: number } | null) =>
    p && { date: p.date, value: formatValue(k, p.value) };
  return {
    name: METRIC_CATALOG[k].label,
    this_week_average: value(m.recent.mean),
    last_week_average: value(m.prior.mean),
    change_from_last_week: amount(m.weekChange),
    week_trend: m.weekTrend,
    usual: value(m.baseline.centre),
    difference_from_usual: amount(m.vsBaseline),
    against_usual: m.deviation,
    smallest_worthwhile_change: amount(m.swc),
    period_trend: {
      direction: m.trend.direction,
      change: amount(m.trend.change),
      from: m.trend.firstDate,
      to: m.trend.lastDate,
      days_with_data: days(m.trend.points),
      days_needed: days(m.trend.pointsNeeded),
    },
    best_day: dated(m.period.best),
    lowest_day: dated(m.period.worst),
    latest: dated(m.latest),
    status: m.status,
  };
}

function dayBrief(day: NonNullable<InsightFacts["bestDay"]>): DayBrief {
  return {
    date: day.date,
    mood: day.mood === null ? null : `${day.mood}/10`,
    recovery: day.recovery_score === null ? null : formatValue("recovery_score", day.recovery_score),
    sleep: day.sleep_hours === null ? null : formatValue("sleep_hours", day.sleep_hours),
  };
}

function points(value: number): string {
  return `${value.toFixed(1)} points`;
}

function trimNotes(notes: readonly NarrationNote[]): NarrationNote[] {
  return [...notes]
    .filter((n) => n.note.trim().length > 0)
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .slice(0, NOTES_SENT_MAX)
    .map((n) => ({ date: n.date, note: n.note.trim().slice(0, NOTE_CHARACTERS_MAX) }));
}
