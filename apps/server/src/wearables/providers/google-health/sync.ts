// What a sync of a Google Health connection fetches: the requested dates, or since three days
// before the last sync (90 days for the first, the backfill), in 30-day windows of local dates
// newest first, plus the days whose main sleep Google was still processing (fetched again for
// 14 days). Per window the reconciled resting heart rate, HRV, sleeps, exercises and steps, mapped to
// days. A data type whose scope the member unticked is left out and named; a 401 that a fresh
// token does not cure asks the member to reconnect (docs/wearables.md, "Google Health").

import type { AppDatabase } from "../../../db/database.ts";
import type { WearableConnectionRow } from "../../../db/schema.ts";
import type { AccessTokens } from "../../core/access-tokens.ts";
import type { ConnectionStore } from "../../core/connection-store.ts";
import { pendingDates } from "../../core/daily-metrics-writer.ts";
import type { FetchedWindow, SyncRange, TimeWindow } from "../../core/provider-adapter.ts";
import {
  DataNotSharedError,
  NeedsReconnectError,
  ProviderUnauthorizedError,
} from "../../core/provider-errors.ts";
import { dateWindows, requestedDates } from "../../core/sync-plan.ts";
import type { GoogleHealthApiClient } from "./api-client.ts";
import { mapGoogleHealthDays } from "./day-mapping.ts";
import { scopeName } from "./oauth-client.ts";
import { GOOGLE_DATA_TYPES, type GoogleDataType, type GoogleRecordOf } from "./records.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An unprocessed sleep is asked for again on each sync for this long. */
const PENDING_DAYS = 14;

const isoDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const midnight = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

export function createGoogleHealthSync(deps: {
  api: GoogleHealthApiClient;
  tokens: AccessTokens;
  store: ConnectionStore;
  db: AppDatabase;
  now: () => number;
}) {
  const { api, tokens, store, db, now } = deps;

  return {
    /**
     * Date windows, newest first, each from the midnight (UTC) of its first date to the midnight
     * after its last. The newest reaches a day past today's UTC date: the days are local dates,
     * and east of UTC tomorrow has begun. Pending days outside get a window of their own.
     */
    async plan(row: WearableConnectionRow, range: SyncRange): Promise<TimeWindow[]> {
      const nowMs = now();
      const { first, last } = requestedDates(nowMs, row.last_synced_at, range);
      const windows = dateWindows(first, last);
      for (const day of await pendingDates(db, row.id, isoDate(nowMs - PENDING_DAYS * DAY_MS))) {
        if (day < first || day > last)
          windows.push({ startMs: midnight(day), endMs: midnight(day) + DAY_MS });
      }
      return windows;
    },

    async fetchWindow(row: WearableConnectionRow, window: TimeWindow): Promise<FetchedWindow> {
      const from = isoDate(window.startMs);
      const to = isoDate(window.endMs - DAY_MS);
      if (from > to) return { days: [], unavailable: [] };
      const granted = row.scope ? new Set(row.scope.split(/\s+/).map(scopeName)) : null;
      const unavailable: string[] = [];

      async function read<T extends GoogleDataType>(type: T): Promise<GoogleRecordOf<T>[]> {
        const spec = GOOGLE_DATA_TYPES[type];
        if (granted && !granted.has(spec.scope)) {
          unavailable.push(spec.label);
          return [];
        }
        try {
          return await tokens.withAccessToken(row.id, (token) => api.reconciled(token, type, from, to));
        } catch (error) {
          if (error instanceof DataNotSharedError) {
            unavailable.push(spec.label);
            return [];
          }
          if (error instanceof ProviderUnauthorizedError) {
            // Refused again with a token just refreshed: only a new consent helps.
            await store.markNeedsReconnect(row.id);
            throw new NeedsReconnectError("Google Health refused a freshly refreshed token");
          }
          throw error;
        }
      }

      const restingHeartRate = await read("daily-resting-heart-rate");
      const heartRateVariability = await read("daily-heart-rate-variability");
      const sleeps = await read("sleep");
      const exercises = await read("exercise");
      const steps = await read("steps");
      const days = mapGoogleHealthDays(
        { restingHeartRate, heartRateVariability, sleeps, exercises, steps },
        { from, to },
      );
      return { days, unavailable: [...new Set(unavailable)] };
    },
  };
}
