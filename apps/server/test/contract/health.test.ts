// Contract: daily metrics by range and the dashboard for a selected date answer alike in
// both homes. Each home's data came its own way (WHOOP backfill, demo seeding); the values
// the dashboard shows are checked against what the same home answers to other calls.
import {
  dashboardSchema,
  type HealthMetric,
  healthMetricSchema,
  METRIC_SOURCE_KEYS,
  metricSourcesSchema,
  NO_DATA_FROM_SOURCE,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcFailure } from "../support/trpc-client.ts";
import { daysBefore } from "./homes/dates.ts";
import { HOMES, type Home } from "./homes/index.ts";

describe.each(HOMES)("health data in the $name home", (factory) => {
  let home: Home;
  let fortnight: HealthMetric[];

  beforeAll(async () => {
    home = await factory.start();
    fortnight = await home.client.health.metrics.query({
      start_date: daysBefore(home.today, 13),
      end_date: home.today,
      limit: 30,
    });
  });
  afterAll(() => home.close());

  it("lists the days of a range oldest first, each once, none outside it", async () => {
    expect(fortnight.length).toBeGreaterThanOrEqual(7);
    for (const day of fortnight) expect(healthMetricSchema.parse(day)).toEqual(day);
    const dates = fortnight.map((day) => day.date);
    expect(dates).toEqual([...new Set(dates)].sort());
    expect(dates.every((date) => date >= daysBefore(home.today, 13) && date <= home.today)).toBe(true);
    expect(fortnight.every((day) => day.user_id === home.userId)).toBe(true);
  });

  it("answers the most recent days when the limit is smaller than the range", async () => {
    const limited = await home.client.health.metrics.query({
      start_date: daysBefore(home.today, 13),
      end_date: home.today,
      limit: 3,
    });
    expect(limited).toEqual(fortnight.slice(-3));
  });

  it("builds the dashboard of a selected date from that date's data", async () => {
    const selected = fortnight.at(-3) as HealthMetric;
    await home.client.mood.create.mutate({
      date: selected.date,
      rating: 6,
      notes: "Picked for the contract",
    });

    const dashboard = dashboardSchema.parse(
      await home.client.health.dashboard.query({ selected_date: selected.date }),
    );

    expect(dashboard.user_id).toBe(home.userId);
    expect(dashboard.metrics).toMatchObject({
      latest_recovery: selected.recovery_score,
      latest_hrv: selected.hrv,
      latest_resting_hr: selected.resting_hr,
      latest_strain: selected.day_strain,
      latest_sleep_quality: selected.sleep_quality_score,
      latest_mood: 6,
    });
    expect(dashboard.recent_health_data.at(-1)?.date).toBe(selected.date);
    expect(dashboard.recent_health_data.every((day) => day.date <= selected.date)).toBe(true);
    expect(dashboard.recent_moods.find((mood) => mood.date === selected.date)).toMatchObject({ rating: 6 });

    const upToSelected = { start_date: "2000-01-01", end_date: selected.date, limit: 1000 };
    const metricsUpTo = await home.client.health.metrics.query(upToSelected);
    const moodsUpTo = await home.client.mood.list.query(upToSelected);
    expect(dashboard.metrics.days_tracked).toBe(metricsUpTo.length);
    expect(dashboard.metrics.mood_entries).toBe(moodsUpTo.length);

    expect(dashboard.latest_burnout_score?.date).toBe(selected.date);
    expect(dashboard.metrics.burnout_risk_score).toBe(dashboard.latest_burnout_score?.overall_risk_score);
    if (dashboard.latest_insight) expect(dashboard.latest_insight.date_range_end <= selected.date).toBe(true);
  });

  it("says when the data was last synced", async () => {
    const dashboard = await home.client.health.dashboard.query({});
    const connection = await home.client.wearable.connection.query({ provider: "whoop" });
    expect(dashboard.metrics.last_sync).toBe(connection.last_synced_at);
  });

  it("names the one source each metric is read from, keeps a choice of it, and refuses a source without data", async () => {
    const sources = metricSourcesSchema.parse(await home.client.health.sources.query({}));
    expect(sources.sources).toEqual(["whoop"]);
    expect(sources.metrics.map((row) => row.metric)).toEqual([...METRIC_SOURCE_KEYS]);
    expect(sources.metrics.find((row) => row.metric === "hrv")).toEqual({
      metric: "hrv",
      sources: ["whoop"],
      preferred: null,
      effective: "whoop",
    });
    const chosen = await home.client.health.chooseSource.mutate({ metric: "hrv", source: "whoop" });
    expect(chosen.metrics.find((row) => row.metric === "hrv")).toMatchObject({ preferred: "whoop" });
    const refused = home.client.health.chooseSource.mutate({ metric: "hrv", source: "oura" });
    expect(await trpcFailure(refused)).toMatchObject({ detail: NO_DATA_FROM_SOURCE });
    const cleared = await home.client.health.chooseSource.mutate({ metric: "hrv", source: null });
    expect(cleared.metrics.find((row) => row.metric === "hrv")).toMatchObject({ preferred: null });
  });
});
