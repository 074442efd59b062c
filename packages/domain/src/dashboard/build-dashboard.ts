// buildDashboard: the dashboard response as of a selected date, from rows the
// router has already read. Pure, so both homes answer the same numbers.
import type { BurnoutScore, Dashboard, Insight } from "@evenkeel/contracts";
import type { DashboardMetricDay, DashboardMoodDay } from "../router/ports.ts";
import { burnoutTrend } from "../trends/burnout-trend.ts";

export interface DashboardSources {
  userId: string;
  /** Records of the chart window (the days up to the selected date), oldest first. */
  recentRecords: readonly DashboardMetricDay[];
  /** The last record on or before the selected date (may be older than the chart window). */
  latestRecord: DashboardMetricDay | null;
  /** Moods of the chart window, oldest first. */
  recentMoods: readonly DashboardMoodDay[];
  /** The last mood on or before the selected date. */
  latestMood: Pick<DashboardMoodDay, "rating"> | null;
  daysTracked: number;
  moodEntries: number;
  lastSync: string | null;
  /** The selected date's score, and the overall risk of the stored score before it (for the trend). */
  score: BurnoutScore | null;
  previousRisk: number | null;
  latestInsight: Insight | null;
}

export function buildDashboard(sources: DashboardSources): Dashboard {
  const { latestRecord: record, score } = sources;
  return {
    user_id: sources.userId,
    metrics: {
      latest_recovery: record?.recovery_score ?? null,
      latest_hrv: record?.hrv ?? null,
      latest_resting_hr: record?.resting_hr ?? null,
      latest_strain: record?.day_strain ?? null,
      latest_sleep_quality: record?.sleep_quality_score ?? null,
      latest_mood: sources.latestMood?.rating ?? null,
      burnout_risk_score: score?.overall_risk_score ?? null,
      burnout_trend: score ? burnoutTrend(score.overall_risk_score, sources.previousRisk) : null,
      days_tracked: sources.daysTracked,
      mood_entries: sources.moodEntries,
      last_sync: sources.lastSync,
      latest_source: record?.source ?? null,
    },
    recent_health_data: sources.recentRecords.map((r) => ({
      date: r.date,
      recovery_score: r.recovery_score,
      hrv: r.hrv,
      sleep_quality_score: r.sleep_quality_score,
      day_strain: r.day_strain,
      source: r.source,
    })),
    recent_moods: sources.recentMoods.map((m) => ({ date: m.date, rating: m.rating, notes: m.notes })),
    latest_burnout_score: score,
    latest_insight: sources.latestInsight,
  };
}
