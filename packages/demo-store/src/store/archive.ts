// The demo's side of exports and imports (docs/exports.md): every row of the demo user from
// device storage, in the same order and shape as the server's archive repository, and an
// idempotent restore into the same collections.
import {
  type ExportEntity,
  type ExportRows,
  type Insight,
  insightSchema,
  type Mood,
  moodSchema,
} from "@evenkeel/contracts";
import type { ArchiveRepository } from "@evenkeel/domain/router";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { byDateAscending } from "./date-range.ts";
import { jsonCollection } from "./json-collection.ts";
import type { DemoMetricRepository } from "./metrics.ts";
import { newRecordId } from "./record-ids.ts";
import type { DemoScoreRepository } from "./scores.ts";

const FIRST_DAY = "0000-01-01";
const LAST_DAY = "9999-12-31";

function withoutOwner<T extends { id: string; user_id: string }>(row: T): Omit<T, "id" | "user_id"> {
  const { id: _id, user_id: _userId, ...rest } = row;
  return rest;
}

export function demoArchive(
  storage: KeyValueStorage,
  metrics: DemoMetricRepository,
  scores: DemoScoreRepository,
): ArchiveRepository {
  const moods = jsonCollection(storage, DEMO_DATA_KEYS.moods, moodSchema);
  const insights = jsonCollection(storage, DEMO_DATA_KEYS.insights, insightSchema);

  const allRows: { [E in ExportEntity]: (userId: string) => Promise<ExportRows[E][]> } = {
    health_metrics: async (userId) =>
      (await metrics.between(userId, FIRST_DAY, LAST_DAY)).map((metric) => withoutOwner(metric)),
    // Each source's own record of a day.
    source_metrics: async (userId) => metrics.sourceDaysOf(userId).map((metric) => withoutOwner(metric)),
    moods: async (userId) =>
      moods
        .all()
        .filter((mood) => mood.user_id === userId)
        .sort(byDateAscending)
        .map(withoutOwner),
    burnout_scores: async (userId) =>
      (await scores.history(userId, { limit: Number.MAX_SAFE_INTEGER })).reverse().map(withoutOwner),
    insights: async (userId) =>
      insights
        .all()
        .filter((insight) => insight.user_id === userId)
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map(({ user_id: _userId, ...insight }) => insight),
    // The demo imports no files (it refuses them) and sends nothing, so it has no runs, no
    // journal answers and no alerts.
    imports: async () => [],
    journal_answers: async () => [],
    alerts: async () => [],
  };

  return {
    async page(userId, entity, offset, limit) {
      return (await allRows[entity](userId)).slice(offset, offset + limit);
    },
    async restore(userId, rows) {
      // A file's journal answers, import runs, alerts and preferred sources are left out: the
      // demo keeps none of the first three, and its preferred sources are chosen in Settings.
      // Its days are each source's own records (files from before them: the resolved days,
      // labelled with their source).
      const days = rows.source_metrics.length > 0 ? rows.source_metrics : rows.health_metrics;
      metrics.upsert(
        userId,
        // Files from before per-source HRV measures carry none: every source then reported RMSSD.
        days.map(({ hrv_measure, ...day }) => ({
          ...day,
          hrv_measure: day.hrv === null ? null : (hrv_measure ?? "rmssd"),
          id: newRecordId(),
          user_id: userId,
        })),
      );
      const moodDates = new Set(rows.moods.map((mood) => mood.date));
      const keptMoods = moods.all().filter((mood) => !(mood.user_id === userId && moodDates.has(mood.date)));
      // Files from before context tags have none; a tag listed twice is kept once.
      const restoredMoods: Mood[] = rows.moods.map(({ tags, ...mood }) => ({
        ...mood,
        tags: [...new Set(tags ?? [])],
        id: newRecordId(),
        user_id: userId,
      }));
      moods.save([...keptMoods, ...restoredMoods]);
      scores.put(
        userId,
        rows.burnout_scores.map((score) => ({ ...score, id: newRecordId(), user_id: userId })),
      );
      const insightIds = new Set(rows.insights.map((insight) => insight.id));
      const keptInsights = insights
        .all()
        .filter((insight) => !(insight.user_id === userId && insightIds.has(insight.id)));
      const restoredInsights = rows.insights.map((insight) => ({ ...insight, user_id: userId }) as Insight);
      insights.save([...keptInsights, ...restoredInsights]);
      return {
        health_metrics: rows.health_metrics.length,
        moods: rows.moods.length,
        burnout_scores: rows.burnout_scores.length,
        insights: rows.insights.length,
      };
    },
  };
}
