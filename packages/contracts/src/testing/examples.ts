// Valid example values of every entity, for this package's tests (not exported by the package).
import type { BurnoutScore } from "../entities/burnout-score.ts";
import type { Dashboard } from "../entities/dashboard.ts";
import type { HealthMetric } from "../entities/health-metric.ts";
import type { Insight } from "../entities/insight.ts";
import { METRIC_SOURCE_KEYS, type MetricSources } from "../entities/metric-sources.ts";
import type { Mood, MoodStats } from "../entities/mood.ts";
import type { User } from "../entities/user.ts";
import type { SyncResult, WearableConnection } from "../entities/wearable.ts";

export const NOW = "2024-05-01T08:30:00.000Z";

export const exampleUser: User = {
  id: "u-1",
  email: "ada@example.com",
  user_metadata: { first_name: "Ada", last_name: null, profile_picture_url: "/api/uploads/3f9c0a.webp" },
  created_at: NOW,
};

export const exampleHealthMetric: HealthMetric = {
  id: "hm-1",
  user_id: "u-1",
  date: "2024-04-30",
  recovery_score: 64,
  resting_hr: 52,
  hrv: 61.4,
  sleep_duration_minutes: 432,
  sleep_quality_score: 81,
  day_strain: 12.7,
  workout_count: 1,
  source: "whoop",
  hrv_measure: "rmssd",
  created_at: NOW,
  updated_at: NOW,
};

export const exampleMood: Mood = {
  id: "m-1",
  user_id: "u-1",
  date: "2024-04-30",
  rating: 7,
  notes: "Good run in the morning",
  tags: ["deadline"],
  created_at: NOW,
  updated_at: NOW,
};

export const exampleMoodStats: MoodStats = {
  average_rating: 6.5,
  total_entries: 2,
  rating_distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0, "6": 1, "7": 1, "8": 0, "9": 0, "10": 0 },
  trend: "stable",
  statistics: { average: 6.5, highest: 7 },
  data_points: 2,
  period_days: 30,
};

const insightBase = {
  id: "i-1",
  user_id: "u-1",
  title: "Your week",
  content: "Recovery held steady while sleep improved.",
  recommendations: { items: ["Keep a fixed bedtime"] },
  date_range_start: "2024-04-24",
  date_range_end: "2024-04-30",
  created_at: NOW,
  helpful: null,
  feedback: null,
};

export const exampleWeeklySummary: Insight = {
  ...insightBase,
  insight_type: "weekly_summary",
  structured_data: {
    title: "Your week",
    summary: "A steady week.",
    key_metrics: [{ name: "Recovery", value: "64%", trend: "improving", status: "good" }],
    focus_areas: [{ area: "Sleep", description: "Bedtime drifted late.", priority: "medium" }],
    recommendations: [{ category: "Sleep", action: "Lights out by 23:00", impact: "high" }],
  },
};

export const exampleBurnoutAlert: Insight = {
  ...insightBase,
  id: "i-2",
  insight_type: "burnout_alert",
  structured_data: {
    title: "Your numbers look strained",
    risk_level: "high",
    message: "HRV has been below your usual range for 9 days.",
    warning_signs: [{ sign: "HRV down 18%", severity: "high" }],
    immediate_actions: [{ action: "Take a rest day", why: "Recovery is low", timeframe: "Tomorrow" }],
    support_resources: ["988 Suicide & Crisis Lifeline"],
  },
};

export const exampleTrendAnalysis: Insight = {
  ...insightBase,
  id: "i-3",
  insight_type: "trend_analysis",
  structured_data: {
    title: "Trends",
    overview: "Sleep is improving.",
    trends: [{ metric: "Sleep", direction: "increasing", significance: "medium", insight: "+25 min" }],
    patterns: [{ pattern: "Weekend dip", observation: "Mood is lower on Sundays." }],
    recommendations: [{ based_on: "Weekend dip", action: "Plan something on Sunday" }],
  },
};

export const exampleBurnoutScore: BurnoutScore = {
  id: "b-1",
  user_id: "u-1",
  date: "2024-04-30",
  overall_risk_score: 42.5,
  risk_level: "moderate",
  risk_factors: { recovery: 30, hrv: 55, sleep_quality: null, strain: 10 },
  confidence_score: 88,
  data_points_used: 60,
  calculated_at: NOW,
  mood_risk: 20,
  calibrating: false,
  algorithm_version: "ek-1",
  contributions: { mood: 6, recovery: 5.4, hrv: 16, sleep_quality: null, strain: 1.2 },
};

export const exampleWearableConnection: WearableConnection = {
  id: "w-1",
  user_id: "u-1",
  provider: "whoop",
  connected_at: NOW,
  last_synced_at: null,
  sync_enabled: true,
  needs_reconnect: false,
  unavailable_data: [],
};

export const exampleSyncResult: SyncResult = { success: true, message: "Synced 14 days", records_synced: 14 };

export const exampleDashboard: Dashboard = {
  user_id: "u-1",
  metrics: {
    latest_recovery: 64,
    latest_hrv: 61.4,
    latest_resting_hr: 52,
    latest_strain: 12.7,
    latest_sleep_quality: 81,
    latest_mood: 7,
    burnout_risk_score: 42.5,
    burnout_trend: "stable",
    days_tracked: 30,
    mood_entries: 25,
    last_sync: NOW,
    latest_source: "whoop",
  },
  recent_health_data: [
    {
      date: "2024-04-30",
      recovery_score: 64,
      hrv: 61.4,
      sleep_quality_score: 81,
      day_strain: null,
      source: "whoop",
    },
  ],
  recent_moods: [{ date: "2024-04-30", rating: 7, notes: null }],
  latest_burnout_score: exampleBurnoutScore,
  latest_insight: exampleWeeklySummary,
};

/** A user with WHOOP first and Oura second, who reads HRV from Oura. */
export const exampleMetricSources: MetricSources = {
  sources: ["whoop", "oura"],
  metrics: METRIC_SOURCE_KEYS.map((metric) => {
    const sources = metric === "day_strain" ? ["whoop"] : metric === "stress" ? ["oura"] : ["whoop", "oura"];
    const preferred = metric === "hrv" ? "oura" : null;
    return { metric, sources, preferred, effective: preferred ?? sources[0] ?? null };
  }),
};
