// The demo user's insights: the seeded twelve plus any generated in the demo (written by the
// same deterministic writers as on the server, through the router's InsightWriter port).
import { type Insight, insightSchema } from "@evenkeel/contracts";
import type { InsightRepository } from "@evenkeel/domain/router";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { jsonCollection } from "./json-collection.ts";
import { newRecordId } from "./record-ids.ts";

/** Newest first; of two made in the same instant the later-stored comes first, as on the server. */
function newestFirst(insights: Insight[]): Insight[] {
  return insights
    .map((insight, order) => ({ insight, order }))
    .sort((a, b) => b.insight.created_at.localeCompare(a.insight.created_at) || b.order - a.order)
    .map(({ insight }) => insight);
}

export function demoInsights(storage: KeyValueStorage): InsightRepository {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.insights, insightSchema);
  const own = (userId: string) =>
    newestFirst(collection.all().filter((insight) => insight.user_id === userId));

  const change = (
    userId: string,
    id: string,
    edit: (insight: Insight) => Insight | null,
  ): Insight | null | false => {
    const all = collection.all();
    const index = all.findIndex((insight) => insight.user_id === userId && insight.id === id);
    const current = all[index];
    if (!current) return false;
    const next = edit(current);
    if (next) all[index] = next;
    else all.splice(index, 1);
    collection.save(all);
    return next;
  };

  return {
    async list(userId, limit) {
      return own(userId).slice(0, limit);
    },
    async latestUpTo(userId, date) {
      return own(userId).find((insight) => insight.date_range_end <= date) ?? null;
    },
    async get(userId, id) {
      return own(userId).find((insight) => insight.id === id) ?? null;
    },
    async create(userId, written, now) {
      // Checked like the server does, so a writer's bad output never becomes unreadable data.
      const insight = insightSchema.parse({
        ...written,
        id: newRecordId(),
        user_id: userId,
        created_at: now,
        helpful: null,
        feedback: null,
      });
      collection.save([...collection.all(), insight]);
      return insight;
    },
    async setFeedback(userId, id, helpful, feedback) {
      const updated = change(userId, id, (insight) => ({ ...insight, helpful, feedback }));
      return updated || null;
    },
    async delete(userId, id) {
      return change(userId, id, () => null) !== false;
    },
  };
}
