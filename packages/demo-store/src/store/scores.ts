// The demo user's burnout scores, as stored. How a day is scored is the demo's ScoringRule
// (docs/decisions/004-demo-score-and-seed-story.md, packages/domain/src/scoring); this store only keeps what the router hands it.
// The demo has no background rescoring job, so rescoring is always idle.
import { type BurnoutScore, burnoutScoreSchema } from "@evenkeel/contracts";
import type { ScoreRepository } from "@evenkeel/domain/router";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { byDateAscending, byDateDescending, inRange } from "./date-range.ts";
import { jsonCollection } from "./json-collection.ts";
import { newRecordId } from "./record-ids.ts";

export interface DemoScoreRepository extends ScoreRepository {
  /** Stores ready-made scores (seeding), replacing any of the same date. */
  put(userId: string, scores: readonly BurnoutScore[]): void;
}

export function demoScores(storage: KeyValueStorage): DemoScoreRepository {
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
    async latestRiskBefore(userId, date) {
      return (
        own(userId)
          .filter((score) => score.date < date)
          .sort(byDateDescending)[0]?.overall_risk_score ?? null
      );
    },
    async upsertMany(userId, results, now) {
      const ids = new Map(own(userId).map((score) => [score.date, score.id]));
      const written = [...results].sort(byDateAscending).map(
        (result): BurnoutScore => ({
          ...result,
          id: ids.get(result.date) ?? newRecordId(),
          user_id: userId,
          calculated_at: now,
        }),
      );
      if (written.length > 0) put(userId, written);
      return written;
    },
    async rescoring(_userId, version) {
      return { state: "idle", algorithm_version: version, done_days: 0, total_days: 0, percent: 100 };
    },
    put,
  };
}
