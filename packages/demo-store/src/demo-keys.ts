// Where the demo keeps its data on the device: one JSON value per collection, all under one
// namespace so exiting the demo removes exactly these and nothing of the app's session.
// The session keys themselves (tokens, demo flag) live in @evenkeel/contracts.
import type { KeyValueStorage } from "./key-value-storage.ts";

const NAMESPACE = "evenkeel.demo_data";

export const DEMO_DATA_KEYS = {
  user: `${NAMESPACE}.user`,
  timeZone: `${NAMESPACE}.time_zone`,
  metrics: `${NAMESPACE}.metrics`,
  /** Each simulated source's own days; `metrics` holds the day resolved from them. */
  sourceDays: `${NAMESPACE}.source_days`,
  moods: `${NAMESPACE}.moods`,
  scores: `${NAMESPACE}.scores`,
  insights: `${NAMESPACE}.insights`,
  connections: `${NAMESPACE}.connections`,
  /** The preferred source per metric (docs/decisions/031). */
  metricSources: `${NAMESPACE}.metric_sources`,
  /** Notification preferences: kept here, never sent anywhere. */
  preferences: `${NAMESPACE}.preferences`,
  /** The instant of the last seeding (ISO): the 7-day re-seed rule reads it. */
  seededAt: `${NAMESPACE}.seeded_at`,
} as const;

/** The collections that belong to the demo user's data (erase clears these, not the user). */
export const USER_DATA_KEYS = [
  DEMO_DATA_KEYS.metrics,
  DEMO_DATA_KEYS.sourceDays,
  DEMO_DATA_KEYS.moods,
  DEMO_DATA_KEYS.scores,
  DEMO_DATA_KEYS.insights,
  DEMO_DATA_KEYS.connections,
  DEMO_DATA_KEYS.metricSources,
  DEMO_DATA_KEYS.preferences,
] as const;

/** Removes every piece of demo data (the session keys are not touched). */
export function clearDemoData(storage: KeyValueStorage): void {
  for (const key of Object.values(DEMO_DATA_KEYS)) storage.removeItem(key);
}
