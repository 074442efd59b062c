// The demo user's mood ratings, one per date. Unlike the server (409 on a second mood for a
// date), creating a mood for a date that has one replaces it (docs/screens.md).
import { type Mood, moodSchema } from "@evenkeel/contracts";
import type { MoodRepository } from "@evenkeel/domain/router";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { byDateAscending, byDateDescending, inRange } from "./date-range.ts";
import { jsonCollection } from "./json-collection.ts";
import { newRecordId } from "./record-ids.ts";

export function demoMoods(storage: KeyValueStorage): MoodRepository {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.moods, moodSchema);
  const own = (userId: string) => collection.all().filter((mood) => mood.user_id === userId);
  const between = async (userId: string, from: string, to: string) =>
    own(userId)
      .filter((mood) => mood.date >= from && mood.date <= to)
      .sort(byDateAscending);

  return {
    async list(userId, query) {
      return own(userId)
        .filter((mood) => inRange(mood.date, query))
        .sort(byDateDescending)
        .slice(0, query.limit);
    },
    between,
    // Whole moods hold what the dashboard and the score read; in memory nothing is saved by leaving fields out.
    dashboardDays: between,
    scoringDays: between,
    async get(userId, date) {
      return own(userId).find((mood) => mood.date === date) ?? null;
    },
    async create(userId, input, now) {
      const mood: Mood = {
        id: newRecordId(),
        user_id: userId,
        ...input,
        tags: [...(input.tags ?? [])],
        created_at: now,
        updated_at: now,
      };
      const others = collection
        .all()
        .filter((kept) => !(kept.user_id === userId && kept.date === input.date));
      collection.save([...others, mood]);
      return mood;
    },
    async update(userId, date, patch, now) {
      const all = collection.all();
      const index = all.findIndex((mood) => mood.user_id === userId && mood.date === date);
      const current = all[index];
      if (!current) return null;
      const { tags, ...fields } = patch;
      const updated: Mood = { ...current, ...fields, ...(tags && { tags: [...tags] }), updated_at: now };
      all[index] = updated;
      collection.save(all);
      return updated;
    },
    async delete(userId, date) {
      const all = collection.all();
      const kept = all.filter((mood) => !(mood.user_id === userId && mood.date === date));
      if (kept.length === all.length) return false;
      collection.save(kept);
      return true;
    },
    async countUpTo(userId, date) {
      return own(userId).filter((mood) => mood.date <= date).length;
    },
  };
}
