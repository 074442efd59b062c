// What a sync of a WHOOP connection fetches: the windows (the requested dates, the last three
// cycles whose strain is provisional, and days still pending a score), and per window the
// cycles and everything that belongs to them, mapped to days. The core saves each window.
import type { AppDatabase } from "../../../db/database.ts";
import type { WearableConnectionRow } from "../../../db/schema.ts";
import type { AccessTokens } from "../../core/access-tokens.ts";
import { pendingDates } from "../../core/daily-metrics-writer.ts";
import type { FetchedWindow, SyncRange, TimeWindow } from "../../core/provider-adapter.ts";
import { planSyncWindows } from "../../core/sync-plan.ts";
import type { WhoopApiClient } from "./api-client.ts";
import { mapWhoopDays } from "./day-mapping.ts";
import type { WhoopBatch } from "./records.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last cycles whose strain may still grow (docs/wearables.md): fetched again on every sync. */
const PROVISIONAL_CYCLES = 3;
/** WHOOP does not score a day this late; its pending note is dropped. */
const PENDING_GIVE_UP_DAYS = 14;

export interface WhoopSyncDeps {
  db: AppDatabase;
  api: WhoopApiClient;
  tokens: AccessTokens;
  now: () => number;
}

export function createWhoopSync(deps: WhoopSyncDeps) {
  const { db, api, tokens, now } = deps;

  async function fetchChunk(connectionId: string, chunk: TimeWindow): Promise<WhoopBatch> {
    const call = <T>(work: (token: string) => Promise<T>) => tokens.withAccessToken(connectionId, work);
    const cycles = await call((token) => api.collection(token, "cycles", chunk));
    if (cycles.length === 0) return { cycles, recoveries: [], sleeps: [], workouts: [] };
    // Everything belonging to these cycles: from a day before the first start (a main sleep
    // begins with its cycle) to the last end, or now for the open cycle.
    const related: TimeWindow = {
      startMs: Math.min(...cycles.map((cycle) => Date.parse(cycle.start))) - DAY_MS,
      endMs:
        Math.min(now(), Math.max(...cycles.map((cycle) => (cycle.end ? Date.parse(cycle.end) : now())))) + 1,
    };
    const [recoveries, sleeps, workouts] = await Promise.all([
      call((token) => api.collection(token, "recoveries", related)),
      call((token) => api.collection(token, "sleeps", related)),
      call((token) => api.collection(token, "workouts", related)),
    ]);
    return { cycles, recoveries, sleeps, workouts };
  }

  return {
    async plan(row: WearableConnectionRow, range: SyncRange): Promise<TimeWindow[]> {
      const nowMs = now();
      const since = new Date(nowMs - PENDING_GIVE_UP_DAYS * DAY_MS).toISOString().slice(0, 10);
      const recent = await tokens.withAccessToken(row.id, (token) =>
        api.latestCycles(token, PROVISIONAL_CYCLES),
      );
      const starts = recent.map((cycle) => Date.parse(cycle.start));
      return planSyncWindows({
        nowMs,
        range,
        lastSyncedAt: row.last_synced_at,
        pendingDates: await pendingDates(db, row.id, since),
        recentCyclesStartMs: starts.length > 0 ? Math.min(...starts) : null,
      });
    },

    async fetchWindow(row: WearableConnectionRow, window: TimeWindow): Promise<FetchedWindow> {
      const batch = await fetchChunk(row.id, window);
      const days = mapWhoopDays(batch, now()).map((day) => ({ ...day, hrvMeasure: "rmssd" as const }));
      return { days, unavailable: [] };
    },
  };
}
