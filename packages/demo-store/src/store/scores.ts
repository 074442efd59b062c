// The demo user's burnout scores. SPEC.md §9 gives the demo its own score rule (baseline 30,
// raised by low recovery, HRV, sleep quality and high strain; demo bands), and that rule
// ignores mood. So when the router rescores days after a change, a day with metrics keeps
// its demo-rule score (or gets one); only a day without metrics — which the demo rule
// cannot score — stores the router's own result.
import {
  type BurnoutScore,
  burnoutScoreSchema,
  DEFAULT_BURNOUT_CALCULATION_DAYS,
  DEMO_CONFIDENCE_MAX,
  DEMO_CONFIDENCE_MIN,
} from "@evenkeel/contracts";
import { scoreDemoDay } from "@evenkeel/domain";
import type { ScoreRepository } from "@evenkeel/domain/router";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { byDateAscending, byDateDescending, inRange } from "./date-range.ts";
import { jsonCollection } from "./json-collection.ts";
import type { DemoMetricRepository } from "./metrics.ts";
import { newRecordId } from "./record-ids.ts";

/** The algorithm_version of scores made by the demo rule (docs/decisions/004). */
export const DEMO_SCORE_ALGORITHM = "demo-1";

type ScoreResult = Parameters<ScoreRepository["upsertMany"]>[1][number];

export interface DemoScoreRepository extends ScoreRepository {
  /** Stores ready-made scores (seeding, sync), replacing any of the same date. */
  put(userId: string, scores: readonly BurnoutScore[]): void;
}

export function demoScores(storage: KeyValueStorage, metrics: DemoMetricRepository): DemoScoreRepository {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.scores, burnoutScoreSchema);
  const own = (userId: string) => collection.all().filter((score) => score.user_id === userId);

  const put = (userId: string, scores: readonly BurnoutScore[]) => {
    const dates = new Set(scores.map((score) => score.date));
    const kept = collection.all().filter((score) => !(score.user_id === userId && dates.has(score.date)));
    collection.save([...kept, ...scores.map((score) => ({ ...score, user_id: userId }))]);
  };

  return {
    async get(userId, date) {
      return own(userId).find((score) => score.date === date) ?? null;
    },
    async history(userId, query) {
      return own(userId)
        .filter((score) => inRange(score.date, query))
        .sort(byDateDescending)
        .slice(0, query.limit);
    },
    async latestBefore(userId, date) {
      return (
        own(userId)
          .filter((score) => score.date < date)
          .sort(byDateDescending)[0] ?? null
      );
    },
    async upsertMany(userId, results, now) {
      if (results.length === 0) return [];
      const sorted = [...results].sort(byDateAscending);
      const from = sorted[0]?.date as string;
      const to = sorted.at(-1)?.date as string;
      const days = new Map((await metrics.between(userId, from, to)).map((day) => [day.date, day]));
      const stored = new Map(own(userId).map((score) => [score.date, score]));
      const written = sorted.map((result): BurnoutScore => {
        const current = stored.get(result.date);
        const metric = days.get(result.date);
        if (metric && current?.algorithm_version === DEMO_SCORE_ALGORITHM) return current;
        const base = {
          id: current?.id ?? newRecordId(),
          user_id: userId,
          date: result.date,
          calculated_at: now,
        };
        if (!metric) return { ...base, ...routerScore(result) };
        return { ...base, ...demoRuleScore(metric) };
      });
      put(userId, written);
      return written;
    },
    put,
  };
}

function routerScore(result: ScoreResult): Omit<BurnoutScore, "id" | "user_id" | "date" | "calculated_at"> {
  const { date: _date, ...values } = result;
  return values;
}

/** A demo-rule score for a day the seeded data did not score: no jitter, mid-range confidence. */
function demoRuleScore(
  metric: Parameters<typeof scoreDemoDay>[0],
): Omit<BurnoutScore, "id" | "user_id" | "date" | "calculated_at"> {
  return {
    ...scoreDemoDay(metric, { jitter: 0, confidence: (DEMO_CONFIDENCE_MIN + DEMO_CONFIDENCE_MAX) / 2 }),
    data_points_used: DEFAULT_BURNOUT_CALCULATION_DAYS,
    calibrating: false,
    algorithm_version: DEMO_SCORE_ALGORITHM,
  };
}
