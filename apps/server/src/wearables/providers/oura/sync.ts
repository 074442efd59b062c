// What a sync of an Oura connection fetches: the requested dates, or since three days before
// the last sync (90 days for the first, the backfill), in 30-day windows of dates newest first; per
// window the daily readiness, daily sleep, sleep periods, workouts and daily stress, mapped to days. Oura's
// `sleep` excludes its start date, so it is asked one day wider on each side and only the days
// asked for are kept. A data type the member did not share (403, or a 401 that a fresh token
// does not cure) is left out and named; the rest still syncs.
import type { WearableConnectionRow } from "../../../db/schema.ts";
import type { AccessTokens } from "../../core/access-tokens.ts";
import type { FetchedWindow, SyncRange, TimeWindow } from "../../core/provider-adapter.ts";
import { DataNotSharedError, ProviderUnauthorizedError } from "../../core/provider-errors.ts";
import { dateWindows, requestedDates } from "../../core/sync-plan.ts";
import type { OuraApiClient, OuraCollection } from "./api-client.ts";
import { mapOuraDays } from "./day-mapping.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a data type is named when it was not shared (the connection's status lists these). */
export const OURA_DATA_LABELS: Record<OuraCollection, string> = {
  daily_readiness: "readiness",
  daily_sleep: "sleep score",
  sleep: "sleep",
  workout: "workouts",
  daily_stress: "stress",
};

/** The scope each data type needs (Oura's documented scopes). */
const REQUIRED_SCOPE: Record<OuraCollection, string> = {
  daily_readiness: "daily",
  daily_sleep: "daily",
  sleep: "daily",
  workout: "workout",
  // Oura documents no scope of its own for daily_stress; community clients read it with
  // `daily` (their notes list only daily_resilience as needing `stress`). Without `daily` it is
  // refused, named in the connection's status, and the rest syncs (docs/decisions/031).
  daily_stress: "daily",
};

function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function createOuraSync(deps: { api: OuraApiClient; tokens: AccessTokens; now: () => number }) {
  const { api, tokens, now } = deps;

  return {
    /**
     * Date windows, newest first: each window runs from the midnight (UTC) of its first date to
     * the midnight after its last, so windows never share a day. The newest reaches a day past
     * today's UTC date: Oura's days are local dates, and east of UTC tomorrow has begun.
     */
    async plan(row: WearableConnectionRow, range: SyncRange): Promise<TimeWindow[]> {
      // A first sync asks from the UTC date 90 days back, one before firstSyncStartDate: Oura's
      // days are local dates, and west of UTC the 90 dates ending today begin a day earlier.
      const { first, last } = requestedDates(now(), row.last_synced_at, range);
      return dateWindows(first, last);
    },

    async fetchWindow(row: WearableConnectionRow, window: TimeWindow): Promise<FetchedWindow> {
      const from = isoDate(window.startMs);
      const to = isoDate(window.endMs - DAY_MS);
      if (from > to) return { days: [], unavailable: [] };
      const granted = row.scope ? new Set(row.scope.split(/\s+/)) : null;
      const unavailable: string[] = [];

      async function read<K extends OuraCollection>(name: K, start: string, end: string) {
        if (granted && !granted.has(REQUIRED_SCOPE[name])) {
          unavailable.push(OURA_DATA_LABELS[name]);
          return [];
        }
        try {
          return await tokens.withAccessToken(row.id, (token) => api.collection(token, name, start, end));
        } catch (error) {
          if (!(error instanceof DataNotSharedError || error instanceof ProviderUnauthorizedError))
            throw error;
          unavailable.push(OURA_DATA_LABELS[name]);
          return [];
        }
      }

      const readiness = await read("daily_readiness", from, to);
      const dailySleep = await read("daily_sleep", from, to);
      const sleeps = await read(
        "sleep",
        isoDate(Date.parse(from) - DAY_MS),
        isoDate(Date.parse(to) + DAY_MS),
      );
      const workouts = await read("workout", from, to);
      const stress = await read("daily_stress", from, to);
      if (unavailable.length === Object.keys(OURA_DATA_LABELS).length) {
        // Nothing at all was readable: that is the token, not an unticked box.
        throw new ProviderUnauthorizedError("Oura refused every data type");
      }
      const days = mapOuraDays({ readiness, dailySleep, sleeps, workouts, stress }, { from, to });
      return { days, unavailable };
    },
  };
}
