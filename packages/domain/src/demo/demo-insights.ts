// The demo's 12 insights (6 weekly_summary, 3 burnout_alert, 3 trend_analysis),
// written by the same writers as the server's from the simulated numbers, spread over the story.
import {
  type BurnoutScore,
  DEFAULT_INSIGHT_GENERATION_DAYS,
  DEMO_INSIGHT_COUNTS,
  type HealthMetric,
  type Insight,
  type InsightType,
  type Mood,
} from "@evenkeel/contracts";
import { addDays, dayOfWeek } from "../dates/calendar-date.ts";
import { buildInsightFacts } from "../insights/facts.ts";
import { writeInsight } from "../insights/write-insight.ts";
import type { SeededRandom } from "./seeded-random.ts";
import { timestampOn } from "./timestamps.ts";

export interface DemoInsightInput {
  dates: readonly string[];
  metrics: readonly HealthMetric[];
  moods: readonly Mood[];
  scores: readonly BurnoutScore[];
  userId: string;
  now: string;
  random: SeededRandom;
}

/** Oldest first. Each insight ends on its own date and was "generated" that evening. */
export function writeDemoInsights(input: DemoInsightInput): Insight[] {
  const plan = insightPlan(input.dates);
  const insights = plan.map(({ type, endDate }): Insight => {
    const facts = buildInsightFacts({
      type,
      days: DEFAULT_INSIGHT_GENERATION_DAYS,
      endDate,
      metrics: input.metrics,
      moods: input.moods,
      scores: input.scores,
    });
    const written = writeInsight(type, facts);
    const created_at = timestampOn(endDate, input.random.integer(18, 21), input.random, input.now);
    return {
      ...written,
      id: input.random.uuid(),
      user_id: input.userId,
      created_at,
      helpful: null,
      feedback: null,
    };
  });
  return insights.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

/**
 * Weekly summaries end on Saturdays (weeks start on Sunday), every other week back from the
 * last one; alerts sit as the story turns high, at its peak and in recovery; trend analyses
 * early in the build-up, at the end of the peak and near today.
 */
function insightPlan(dates: readonly string[]): { type: InsightType; endDate: string }[] {
  const n = dates.length;
  const today = dates[n - 1] as string;
  const at = (fraction: number) => dates[Math.min(n - 2, Math.round(fraction * n))] as string;
  const daysSinceSaturday = (dayOfWeek(today) + 1) % 7 || 7;
  const lastSaturday = addDays(today, -daysSinceSaturday);
  const weekly = Array.from({ length: DEMO_INSIGHT_COUNTS.weekly_summary }, (_, k) =>
    addDays(lastSaturday, -14 * k),
  );
  const alerts = [at(0.57), at(0.71), addDays(today, -5)].slice(0, DEMO_INSIGHT_COUNTS.burnout_alert);
  const trends = [at(0.42), at(0.74), addDays(today, -3)].slice(0, DEMO_INSIGHT_COUNTS.trend_analysis);
  return [
    ...weekly.map((endDate) => ({ type: "weekly_summary" as const, endDate })),
    ...alerts.map((endDate) => ({ type: "burnout_alert" as const, endDate })),
    ...trends.map((endDate) => ({ type: "trend_analysis" as const, endDate })),
  ];
}
