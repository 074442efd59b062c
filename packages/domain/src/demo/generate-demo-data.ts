// generateDemoData: the demo account's 90 days (docs/decisions/004-demo-score-and-seed-story.md) — metrics through today, moods,
// burnout scores by the demo rule, 12 insights and a WHOOP connection synced 2 hours ago.
// Same seed, today and now → the same data.
import {
  type BurnoutScore,
  DEFAULT_WEARABLE_PROVIDER,
  DEMO_LAST_SYNC_HOURS_AGO,
  DEMO_METRIC_DAYS,
  type HealthMetric,
  type Insight,
  type Mood,
  type WearableConnection,
} from "@evenkeel/contracts";
import { addDays, dateRange, isValidIsoDate } from "../dates/calendar-date.ts";
import { demoScoringRule } from "../scoring/demo-scoring-rule.ts";
import { writeDemoInsights } from "./demo-insights.ts";
import { createSeededRandom } from "./seeded-random.ts";
import { simulateMetrics } from "./simulate-metrics.ts";
import { simulateMoods } from "./simulate-moods.ts";
import { hoursBefore, timestampOn } from "./timestamps.ts";

export interface DemoDataInput {
  seed: number | string;
  /** The visitor's local today, YYYY-MM-DD: the last day of metrics. */
  today: string;
  /** The current instant (ISO with offset): last sync is 2 hours before it. */
  now: string;
  userId: string;
}

export interface DemoData {
  /** Oldest first, one per day from today − 89 through today. */
  metrics: HealthMetric[];
  /** Oldest first; today is left unlogged. */
  moods: Mood[];
  /** Oldest first, one per day with metrics. */
  scores: BurnoutScore[];
  /** Oldest first by created_at. */
  insights: Insight[];
  connection: WearableConnection;
}

export function generateDemoData({ seed, today, now, userId }: DemoDataInput): DemoData {
  if (!isValidIsoDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got "${today}"`);
  if (!/(Z|[+-]\d{2}:\d{2})$/i.test(now) || Number.isNaN(Date.parse(now))) {
    throw new RangeError(`now must be an ISO instant with an offset, got "${now}"`);
  }
  if (userId.trim() === "") throw new RangeError("userId is required");
  const random = createSeededRandom(seed);
  const dates = dateRange(addDays(today, -(DEMO_METRIC_DAYS - 1)), today);
  const lastSync = hoursBefore(now, DEMO_LAST_SYNC_HOURS_AGO);
  const days = simulateMetrics(dates, random);

  const metrics: HealthMetric[] = days.map((day) => {
    const stamp = timestampOn(day.date, 13, random, lastSync);
    const { load: _load, ...values } = day;
    return {
      id: random.uuid(),
      user_id: userId,
      ...values,
      // The simulated connection's days, with an RMSSD like WHOOP's.
      source: DEFAULT_WEARABLE_PROVIDER,
      hrv_measure: "rmssd" as const,
      created_at: stamp,
      updated_at: stamp,
    };
  });

  const moods: Mood[] = simulateMoods(days, random).map((mood) => {
    const stamp = timestampOn(mood.date, random.integer(19, 22), random, now);
    return { id: random.uuid(), user_id: userId, ...mood, created_at: stamp, updated_at: stamp };
  });

  // The same rule later rescoring uses (the demo's ScoringRule), so a rescored day keeps its score.
  const scores: BurnoutScore[] = demoScoringRule
    .scoreDays({ from: dates[0] as string, to: today, records: metrics, moods })
    .map((score) => ({
      id: random.uuid(),
      user_id: userId,
      ...score,
      calculated_at: timestampOn(score.date, 14, random, lastSync),
    }));

  const connection: WearableConnection = {
    id: random.uuid(),
    user_id: userId,
    provider: DEFAULT_WEARABLE_PROVIDER,
    connected_at: timestampOn(addDays(dates[0] as string, -3), 18, random, lastSync),
    last_synced_at: lastSync,
    sync_enabled: true,
    needs_reconnect: false,
    unavailable_data: [],
  };

  const insights = writeDemoInsights({ dates, metrics, moods, scores, userId, now, random });
  return { metrics, moods, scores, insights, connection };
}
