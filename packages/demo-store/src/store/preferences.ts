// The demo user's notification preferences, kept on the device like the rest of
// the demo's data. The demo sends nothing (adapters/demo-outreach.ts says so to the user).
import { DEFAULT_PREFERENCES, preferencesSchema } from "@evenkeel/contracts";
import type { PreferenceRepository } from "@evenkeel/domain/router";
import { z } from "zod";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { jsonCollection } from "./json-collection.ts";

const storedPreferencesSchema = preferencesSchema.extend({ user_id: z.string() });

export function demoPreferences(storage: KeyValueStorage): PreferenceRepository {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.preferences, storedPreferencesSchema);
  return {
    async get(userId) {
      const row = collection.all().find((stored) => stored.user_id === userId);
      if (!row) return { ...DEFAULT_PREFERENCES };
      const { user_id: _owner, ...preferences } = row;
      return preferences;
    },
    async save(userId, preferences) {
      const others = collection.all().filter((stored) => stored.user_id !== userId);
      collection.save([...others, { ...preferences, user_id: userId }]);
      return preferences;
    },
  };
}
