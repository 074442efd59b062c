// Every migration, by name, in the order kysely runs them (names sort by their timestamp).
// A static list rather than a folder scan, so it works the same under tsx, vitest and bundlers.
import type { Migration } from "kysely";
import * as initial from "./2026_11_21_0001_initial.ts";
import * as wearableSync from "./2026_11_22_0100_wearable_sync.ts";
import * as wearableSources from "./2026_11_23_1600_wearable_sources.ts";

export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_initial": initial,
  "2026_11_22_0100_wearable_sync": wearableSync,
  "2026_11_23_1600_wearable_sources": wearableSources,
};
