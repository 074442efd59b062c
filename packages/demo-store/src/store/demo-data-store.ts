// The demo's DataStore port (packages/domain/src/router/ports.ts) over device storage: the
// repositories the router reads and writes, plus the few writes only seeding and the
// simulated sync makes (upserting metrics and scores, marking the connection synced).
import { AppError, DEMO_SHARE_LINKS_UNAVAILABLE } from "@evenkeel/contracts";
import type { DataStore } from "@evenkeel/domain/router";
import { z } from "zod";
import { USER_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { demoArchive } from "./archive.ts";
import { type DemoConnections, demoConnections } from "./connections.ts";
import { demoInsights } from "./insights.ts";
import { jsonCollection } from "./json-collection.ts";
import { demoMetricSources } from "./metric-sources.ts";
import { type DemoMetricRepository, demoMetrics } from "./metrics.ts";
import { demoMoods } from "./moods.ts";
import { demoPreferences } from "./preferences.ts";
import { type DemoScoreRepository, demoScores } from "./scores.ts";
import { demoUsers } from "./users.ts";

export interface DemoDataStore extends DataStore {
  metrics: DemoMetricRepository;
  scores: DemoScoreRepository;
  connections: DemoConnections;
}

/** Any stored row: only its owner matters to erase, every other field is kept as stored. */
const ownedRowSchema = z.looseObject({ user_id: z.string() });

export function createDemoDataStore(storage: KeyValueStorage): DemoDataStore {
  const metrics = demoMetrics(storage);
  const scores = demoScores(storage);
  const store: DemoDataStore = {
    users: demoUsers(storage),
    moods: demoMoods(storage),
    preferences: demoPreferences(storage),
    metrics,
    sources: demoMetricSources(storage, metrics),
    scores,
    archive: demoArchive(storage, metrics, scores),
    // A share link is a page on a server: the demo, which lives in this browser, has none.
    shareLinks: {
      create: async () => {
        throw new AppError("BAD_REQUEST", DEMO_SHARE_LINKS_UNAVAILABLE);
      },
      live: async () => [],
      revoke: async () => false,
    },
    // Imports are uploads to a server (the demo refuses them, DEMO_IMPORTS_UNAVAILABLE): none here.
    imports: { list: async () => [], get: async () => null },
    insights: demoInsights(storage),
    connections: demoConnections(storage),
    // Like the server: every row of the user's data goes, the account (profile) stays.
    async eraseUserData(userId) {
      for (const key of USER_DATA_KEYS) {
        const collection = jsonCollection(storage, key, ownedRowSchema);
        collection.save(collection.all().filter((row) => row.user_id !== userId));
      }
    },
    // The demo runs one call at a time in one tab, and each write is saved as it is made: the
    // store itself is the unit of work.
    atomically: (work) => work(store),
  };
  return store;
}
