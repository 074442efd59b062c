// Values the store tests write: a day's metrics, a computed score, a written insight.
import type { BurnoutScore, Insight } from "@evenkeel/contracts";
import type { MetricValues } from "@evenkeel/domain/router";

export function metricDay(date: string, values: Partial<MetricValues> = {}): MetricValues {
  return {
    date,
    recovery_score: 64,
    resting_hr: 52,
    hrv: 61.5,
    sleep_duration_minutes: 430,
    sleep_quality_score: 81,
    day_strain: 12.5,
    workout_count: 1,
    ...values,
  };
}

/** A day's result as the domain's score computation hands it to upsertMany. */
export function scoreResult(date: string, overall = 42) {
  return {
    date,
    overall_risk_score: overall,
    risk_level: overall < 25 ? ("low" as const) : ("moderate" as const),
    risk_factors: { recovery: 30, hrv: 40.5, sleep_quality: null, strain: 10 },
    mood_risk: 20,
    calibrating: true,
    algorithm_version: "ek-1",
    contributions: { mood: 4, recovery: 12, hrv: 14, sleep_quality: null, strain: 2 },
    confidence_score: 35.5,
    data_points_used: 10,
    // Returned by the domain, not stored (docs/score.md "Coverage").
    coverage: {
      systems: ["mood" as const, "recovery" as const, "hrv" as const],
      enough_for_high: false,
      shrink: 0.71,
    },
  } satisfies Omit<Required<BurnoutScore>, "id" | "user_id" | "calculated_at"> & { coverage: unknown };
}

/** A weekly summary as a writer returns it (no id, owner, time or feedback yet). */
export function writtenWeeklySummary(end: string, title = "Your week in numbers") {
  return {
    insight_type: "weekly_summary" as const,
    title,
    content: "Recovery held steady this week.",
    recommendations: { items: ["Keep your bedtime within the same half hour."] },
    date_range_start: "2026-11-01",
    date_range_end: end,
    structured_data: {
      title,
      summary: "A steady week.",
      key_metrics: [{ name: "Recovery", value: 64, trend: "stable" as const, status: "good" as const }],
      focus_areas: [{ area: "Sleep", description: "Bedtime drifted late.", priority: "medium" as const }],
      recommendations: [{ category: "Sleep", action: "Go to bed by 23:00.", impact: "high" as const }],
    },
  } satisfies Omit<Insight, "id" | "user_id" | "created_at" | "helpful" | "feedback">;
}
