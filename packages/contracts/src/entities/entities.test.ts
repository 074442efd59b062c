import { describe, expect, it } from "vitest";
import {
  exampleBurnoutAlert,
  exampleBurnoutScore,
  exampleDashboard,
  exampleHealthMetric,
  exampleMood,
  exampleMoodStats,
  exampleSyncResult,
  exampleTrendAnalysis,
  exampleUser,
  exampleWearableConnection,
  exampleWeeklySummary,
} from "../testing/examples.ts";
import { authResponseSchema, refreshResponseSchema } from "./auth.ts";
import { burnoutScoreSchema } from "./burnout-score.ts";
import { dashboardSchema } from "./dashboard.ts";
import { healthMetricSchema } from "./health-metric.ts";
import { insightSchema } from "./insight.ts";
import { burnoutAlertDataSchema, weeklySummaryDataSchema } from "./insight-structured-data.ts";
import { moodSchema, moodStatsSchema } from "./mood.ts";
import { userSchema } from "./user.ts";
import { syncResultSchema, wearableConnectionSchema } from "./wearable.ts";

describe("user", () => {
  it("accepts a user and strips unknown keys", () => {
    expect(userSchema.parse({ ...exampleUser, password_hash: "x" })).toEqual(exampleUser);
  });

  it.each([
    ["an outside picture URL", { profile_picture_url: "https://evil.example/a.png" }],
    ["a traversal path", { profile_picture_url: "/api/uploads/../db.sqlite" }],
    ["a missing first_name", { first_name: undefined }],
  ])("refuses %s", (_label, metadata) => {
    const user = { ...exampleUser, user_metadata: { ...exampleUser.user_metadata, ...metadata } };
    expect(userSchema.safeParse(user).success).toBe(false);
  });
});

describe("health metric", () => {
  it("accepts a day, and a day with every value missing", () => {
    expect(healthMetricSchema.parse(exampleHealthMetric)).toEqual(exampleHealthMetric);
    const empty = {
      ...exampleHealthMetric,
      recovery_score: null,
      resting_hr: null,
      hrv: null,
      sleep_duration_minutes: null,
      sleep_quality_score: null,
      day_strain: null,
      workout_count: null,
    };
    expect(healthMetricSchema.safeParse(empty).success).toBe(true);
  });

  it.each([
    { recovery_score: 101 },
    { day_strain: 22 },
    { workout_count: 1.5 },
    { date: "2024-02-30" },
    { hrv: "61" },
    { updated_at: "yesterday" },
  ])("refuses %j", (change) => {
    expect(healthMetricSchema.safeParse({ ...exampleHealthMetric, ...change }).success).toBe(false);
  });
});

describe("mood", () => {
  it("accepts a mood with and without notes", () => {
    expect(moodSchema.parse(exampleMood)).toEqual(exampleMood);
    expect(moodSchema.safeParse({ ...exampleMood, notes: null }).success).toBe(true);
  });

  it.each([
    { rating: 0 },
    { rating: 11 },
    { rating: 5.5 },
    { notes: "x".repeat(10_001) },
    { date: "30/04/2024" },
  ])("refuses %j", (change) => {
    expect(moodSchema.safeParse({ ...exampleMood, ...change }).success).toBe(false);
  });

  it("accepts stats, also with no data", () => {
    expect(moodStatsSchema.parse(exampleMoodStats)).toEqual(exampleMoodStats);
    const none = {
      ...exampleMoodStats,
      average_rating: null,
      total_entries: 0,
      statistics: { average: null, highest: null },
      data_points: 0,
    };
    expect(moodStatsSchema.safeParse(none).success).toBe(true);
  });

  it("needs a count for every rating and a known trend", () => {
    const { "10": _ten, ...nine } = exampleMoodStats.rating_distribution;
    expect(moodStatsSchema.safeParse({ ...exampleMoodStats, rating_distribution: nine }).success).toBe(false);
    expect(moodStatsSchema.safeParse({ ...exampleMoodStats, trend: "up" }).success).toBe(false);
  });
});

describe("insight", () => {
  it.each([exampleWeeklySummary, exampleBurnoutAlert, exampleTrendAnalysis])(
    "accepts a $insight_type insight with its structured data",
    (insight) => {
      expect(insightSchema.parse(insight)).toEqual(insight);
    },
  );

  it("accepts plain content without structured data, and rated insights", () => {
    const plain = { ...exampleTrendAnalysis, structured_data: null, helpful: false, feedback: "Too vague" };
    expect(insightSchema.parse(plain)).toEqual(plain);
  });

  it("refuses structured data of another type", () => {
    const mixed = { ...exampleWeeklySummary, structured_data: exampleBurnoutAlert.structured_data };
    expect(insightSchema.safeParse(mixed).success).toBe(false);
  });

  it.each([
    { insight_type: "daily_digest" },
    { helpful: "yes" },
    { recommendations: ["Sleep more"] },
    { date_range_end: "2024-02-30" },
    { title: "" },
  ])("refuses %j", (change) => {
    expect(insightSchema.safeParse({ ...exampleWeeklySummary, ...change }).success).toBe(false);
  });

  it("checks the enums inside structured data", () => {
    const weekly = exampleWeeklySummary.structured_data;
    const alert = exampleBurnoutAlert.structured_data;
    if (!weekly || !alert) throw new Error("examples carry structured data");
    const badStatus = {
      ...weekly,
      key_metrics: [{ name: "HRV", value: 50, trend: "stable", status: "bad" }],
    };
    expect(weeklySummaryDataSchema.safeParse(badStatus).success).toBe(false);
    expect(burnoutAlertDataSchema.safeParse({ ...alert, risk_level: "severe" }).success).toBe(false);
    expect(burnoutAlertDataSchema.safeParse({ ...alert, support_resources: [1] }).success).toBe(false);
  });
});

describe("burnout score", () => {
  it("accepts a full score and an older one without explanation fields", () => {
    expect(burnoutScoreSchema.parse(exampleBurnoutScore)).toEqual(exampleBurnoutScore);
    const {
      mood_risk: _m,
      calibrating: _c,
      algorithm_version: _a,
      contributions: _k,
      risk_level: _r,
      ...older
    } = exampleBurnoutScore;
    expect(
      burnoutScoreSchema.safeParse({ ...older, confidence_score: null, data_points_used: null }).success,
    ).toBe(true);
  });

  it.each([
    { overall_risk_score: 100.1 },
    { overall_risk_score: -1 },
    { risk_level: "High" },
    { risk_factors: { recovery: 30, hrv: 55, sleep_quality: null } },
    { contributions: { mood: 1, recovery: 1, hrv: 1, sleep_quality: 1, strain: 1, stress: 1 } },
  ])("refuses %j", (change) => {
    expect(burnoutScoreSchema.safeParse({ ...exampleBurnoutScore, ...change }).success).toBe(false);
  });
});

describe("wearable", () => {
  it("accepts a connection and a sync result", () => {
    expect(wearableConnectionSchema.parse(exampleWearableConnection)).toEqual(exampleWearableConnection);
    expect(syncResultSchema.parse(exampleSyncResult)).toEqual(exampleSyncResult);
  });

  it("refuses an unknown provider, a missing needs_reconnect and a negative count", () => {
    expect(
      wearableConnectionSchema.safeParse({ ...exampleWearableConnection, provider: "garmin" }).success,
    ).toBe(false);
    const { needs_reconnect: _n, ...old } = exampleWearableConnection;
    expect(wearableConnectionSchema.safeParse(old).success).toBe(false);
    expect(syncResultSchema.safeParse({ ...exampleSyncResult, records_synced: -1 }).success).toBe(false);
  });
});

describe("dashboard", () => {
  it("accepts a full dashboard", () => {
    expect(dashboardSchema.parse(exampleDashboard)).toEqual(exampleDashboard);
  });

  it("accepts a new user's empty dashboard", () => {
    const empty = {
      user_id: "u-1",
      metrics: {
        latest_recovery: null,
        latest_hrv: null,
        latest_resting_hr: null,
        latest_strain: null,
        latest_sleep_quality: null,
        latest_mood: null,
        burnout_risk_score: null,
        burnout_trend: null,
        days_tracked: 0,
        mood_entries: 0,
        last_sync: null,
      },
      recent_health_data: [],
      recent_moods: [],
      latest_burnout_score: null,
      latest_insight: null,
    };
    expect(dashboardSchema.safeParse(empty).success).toBe(true);
  });

  it("refuses a bad nested value", () => {
    const badTrend = { ...exampleDashboard, metrics: { ...exampleDashboard.metrics, burnout_trend: "up" } };
    expect(dashboardSchema.safeParse(badTrend).success).toBe(false);
    const badMood = { ...exampleDashboard, recent_moods: [{ date: "2024-04-30", rating: 0, notes: null }] };
    expect(dashboardSchema.safeParse(badMood).success).toBe(false);
    const badInsight = {
      ...exampleDashboard,
      latest_insight: { ...exampleWeeklySummary, insight_type: "x" },
    };
    expect(dashboardSchema.safeParse(badInsight).success).toBe(false);
  });
});

describe("auth responses", () => {
  it("accepts a session and a confirmation-required answer", () => {
    const session = {
      access_token: "a.b.c",
      refresh_token: "r",
      user: exampleUser,
      requires_confirmation: false,
      message: null,
    };
    expect(authResponseSchema.parse(session)).toEqual(session);
    const pending = {
      ...session,
      access_token: null,
      refresh_token: null,
      requires_confirmation: true,
      message: "Please check your email to confirm your account.",
    };
    expect(authResponseSchema.safeParse(pending).success).toBe(true);
  });

  it("refuses a refresh answer without tokens", () => {
    expect(refreshResponseSchema.safeParse({ access_token: "a", refresh_token: null }).success).toBe(false);
    expect(refreshResponseSchema.safeParse({ access_token: "a", refresh_token: "r" }).success).toBe(true);
  });
});
