// WHOOP Developer API v2 (docs/wearables.md): the member's profile, the four collections paged with
// `limit` 25 / `nextToken` in / `next_token` out, single sleeps and workouts (for webhooks), and
// revoking our access. Every answer is checked against its schema.
import type { z } from "zod";
import type { TimeWindow } from "../../core/provider-adapter.ts";
import { ProviderResponseError, ProviderUnauthorizedError } from "../../core/provider-errors.ts";
import type { ProviderResponse, ProviderSend } from "../../core/provider-http.ts";
import {
  pageSchema,
  type WhoopCycle,
  type WhoopProfile,
  type WhoopRecovery,
  type WhoopSleep,
  type WhoopWorkout,
  whoopCycleSchema,
  whoopProfileSchema,
  whoopRecoverySchema,
  whoopSleepSchema,
  whoopWorkoutSchema,
} from "./records.ts";

export const PAGE_LIMIT = 25;
/** A year of naps and workouts is far below this; more means WHOOP's paging went round in circles. */
const MAX_PAGES = 400;

const COLLECTIONS = {
  cycles: { path: "/v2/cycle", schema: whoopCycleSchema },
  recoveries: { path: "/v2/recovery", schema: whoopRecoverySchema },
  sleeps: { path: "/v2/activity/sleep", schema: whoopSleepSchema },
  workouts: { path: "/v2/activity/workout", schema: whoopWorkoutSchema },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;
interface CollectionRecords {
  cycles: WhoopCycle;
  recoveries: WhoopRecovery;
  sleeps: WhoopSleep;
  workouts: WhoopWorkout;
}

export interface WhoopApiClient {
  profile(token: string): Promise<WhoopProfile>;
  collection<K extends CollectionName>(
    token: string,
    name: K,
    window: TimeWindow,
  ): Promise<CollectionRecords[K][]>;
  /** The newest `limit` cycles (one page). */
  latestCycles(token: string, limit: number): Promise<WhoopCycle[]>;
  /** A sleep or a workout by id; null when WHOOP no longer has it (deleted). */
  sleep(token: string, id: string): Promise<WhoopSleep | null>;
  workout(token: string, id: string): Promise<WhoopWorkout | null>;
  /** DELETE /v2/user/access: WHOOP forgets our grant and stops webhooks for the member. */
  revokeAccess(token: string): Promise<void>;
}

export function createWhoopApiClient(apiUrl: string, send: ProviderSend): WhoopApiClient {
  async function get(token: string, path: string, query?: URLSearchParams): Promise<ProviderResponse> {
    const url = `${apiUrl}${path}${query ? `?${query.toString()}` : ""}`;
    const response = await send({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
    if (response.status === 401)
      throw new ProviderUnauthorizedError(`WHOOP refused the access token for ${path}`);
    return response;
  }

  function parse<T extends z.ZodType>(response: ProviderResponse, schema: T, what: string): z.infer<T> {
    if (response.status !== 200)
      throw new ProviderResponseError(`WHOOP answered ${response.status} for ${what}`, response.status);
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) throw new ProviderResponseError(`WHOOP sent an unexpected ${what}`, response.status);
    return parsed.data;
  }

  async function single<T extends z.ZodType>(token: string, path: string, schema: T, what: string) {
    const response = await get(token, path);
    if (response.status === 404) return null;
    return parse(response, schema, what) as z.infer<T>;
  }

  return {
    async profile(token) {
      return parse(await get(token, "/v2/user/profile/basic"), whoopProfileSchema, "profile");
    },

    async collection(token, name, window) {
      const { path, schema } = COLLECTIONS[name];
      const records: unknown[] = [];
      let nextToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({
          limit: String(PAGE_LIMIT),
          start: new Date(window.startMs).toISOString(),
          end: new Date(window.endMs).toISOString(),
        });
        if (nextToken) query.set("nextToken", nextToken);
        const body = parse(await get(token, path, query), pageSchema(schema), `${name} page`);
        records.push(...body.records);
        if (!body.next_token) return records as never;
        nextToken = body.next_token;
      }
      throw new ProviderResponseError(`WHOOP's ${name} paging did not end`, 200);
    },

    async latestCycles(token, limit) {
      const query = new URLSearchParams({ limit: String(limit) });
      return parse(
        await get(token, COLLECTIONS.cycles.path, query),
        pageSchema(whoopCycleSchema),
        "cycles page",
      ).records;
    },

    sleep: (token, id) =>
      single(token, `/v2/activity/sleep/${encodeURIComponent(id)}`, whoopSleepSchema, "sleep"),
    workout: (token, id) =>
      single(token, `/v2/activity/workout/${encodeURIComponent(id)}`, whoopWorkoutSchema, "workout"),

    async revokeAccess(token) {
      const response = await send({
        method: "DELETE",
        url: `${apiUrl}/v2/user/access`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status === 401)
        throw new ProviderUnauthorizedError("WHOOP refused the access token for revoke");
      if (response.status !== 204 && response.status !== 200) {
        throw new ProviderResponseError(`WHOOP answered ${response.status} to the revoke`, response.status);
      }
    },
  };
}
