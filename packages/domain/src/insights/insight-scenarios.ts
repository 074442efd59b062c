// Test support: a spread of situations every writer must handle — rich demo history at many
// points of its story, a new user, nobody at all, mood only, wearable only, and a crisis.
import type { InsightType } from "@evenkeel/contracts";
import { addDays } from "../dates/calendar-date.ts";
import { generateDemoData } from "../demo/generate-demo-data.ts";
import { buildInsightFacts, type InsightFacts } from "./facts.ts";
import { steadyRecord, syntheticHistory } from "./synthetic-history.ts";

export interface InsightScenario {
  name: string;
  facts: (type: InsightType) => InsightFacts;
}

const TODAY = "2025-03-20";

export function insightScenarios(): InsightScenario[] {
  const demo = generateDemoData({ seed: 7, today: TODAY, now: "2025-03-20T18:00:00Z", userId: "demo" });
  const demoAt = (daysAgo: number): InsightScenario => ({
    name: `demo story, ${daysAgo} days before today`,
    facts: (type) => buildInsightFacts({ type, days: 14, endDate: addDays(TODAY, -daysAgo), ...demo }),
  });
  const synthetic = (name: string, history: ReturnType<typeof syntheticHistory>): InsightScenario => ({
    name,
    facts: (type) => buildInsightFacts({ type, days: 14, endDate: TODAY, ...history }),
  });
  return [
    ...[0, 6, 13, 20, 27, 34, 41, 48, 55, 62, 69, 76].map(demoAt),
    ...[1, 7, 30, 90].map((days) => ({
      name: `demo story over a ${days}-day period`,
      facts: (type: InsightType) => buildInsightFacts({ type, days, endDate: addDays(TODAY, -30), ...demo }),
    })),
    synthetic(
      "a new user with 3 days",
      syntheticHistory({ endDate: TODAY, days: 3, record: steadyRecord, mood: () => 6 }),
    ),
    synthetic("nobody: no data at all", { metrics: [], moods: [], scores: [] }),
    synthetic("mood only", syntheticHistory({ endDate: TODAY, days: 30, mood: (d) => 5 + (d % 4) })),
    synthetic("wearable only", syntheticHistory({ endDate: TODAY, days: 40, record: steadyRecord })),
    synthetic(
      "a crisis: moderate score but mood at 2–3 most days",
      syntheticHistory({
        endDate: TODAY,
        days: 30,
        record: (d) => ({ ...steadyRecord(d), sleep_duration_minutes: d > 20 ? 330 : 440 }),
        mood: (d) => (d > 22 ? 2 + (d % 2) : 6),
        score: (d) => ({
          score: 30 + d / 2,
          level: "moderate",
          contributions: { mood: 12, sleep_quality: 8, hrv: 0, recovery: 0, strain: 0 },
        }),
      }),
    ),
  ];
}
