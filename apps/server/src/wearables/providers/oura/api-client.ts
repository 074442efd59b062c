// Oura API v2 (docs/wearables.md): the member's id, the daily collections paged by `next_token`,
// single documents (for webhooks), and revoking our access. Every answer is checked against its
// schema. A 401 is the token (refresh once); a 403 is a data type the member did not share.
import type { z } from "zod";
import {
  DataNotSharedError,
  ProviderResponseError,
  ProviderUnauthorizedError,
} from "../../core/provider-errors.ts";
import type { ProviderResponse, ProviderSend } from "../../core/provider-http.ts";
import {
  ouraDailyReadinessSchema,
  ouraDailySleepSchema,
  ouraDailyStressSchema,
  ouraPageSchema,
  ouraPersonalInfoSchema,
  ouraSleepSchema,
  ouraWorkoutSchema,
} from "./records.ts";

/** A year of sleep periods and workouts is far below this; more means paging went round in circles. */
const MAX_PAGES = 200;

export const OURA_COLLECTIONS = {
  daily_readiness: ouraDailyReadinessSchema,
  daily_sleep: ouraDailySleepSchema,
  sleep: ouraSleepSchema,
  workout: ouraWorkoutSchema,
  daily_stress: ouraDailyStressSchema,
} as const;
export type OuraCollection = keyof typeof OURA_COLLECTIONS;
type DocumentOf<K extends OuraCollection> = z.infer<(typeof OURA_COLLECTIONS)[K]>;

export function createOuraApiClient(apiUrl: string, send: ProviderSend) {
  async function get(token: string, path: string, query?: URLSearchParams): Promise<ProviderResponse> {
    const url = `${apiUrl}${path}${query ? `?${query.toString()}` : ""}`;
    const response = await send({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
    if (response.status === 401)
      throw new ProviderUnauthorizedError(`Oura refused the access token for ${path}`);
    if (response.status === 403) throw new DataNotSharedError(`Oura refused ${path} (not shared)`);
    return response;
  }

  function parse<T extends z.ZodType>(response: ProviderResponse, schema: T, what: string): z.infer<T> {
    if (response.status !== 200)
      throw new ProviderResponseError(`Oura answered ${response.status} for ${what}`, response.status);
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) throw new ProviderResponseError(`Oura sent an unexpected ${what}`, response.status);
    return parsed.data;
  }

  return {
    async personalInfo(token: string): Promise<{ id: string }> {
      return parse(
        await get(token, "/v2/usercollection/personal_info"),
        ouraPersonalInfoSchema,
        "personal info",
      );
    },

    /** Every document with startDate ≤ day ≤ endDate (Oura's `sleep` excludes startDate itself). */
    async collection<K extends OuraCollection>(
      token: string,
      name: K,
      startDate: string,
      endDate: string,
    ): Promise<DocumentOf<K>[]> {
      const documents: DocumentOf<K>[] = [];
      let nextToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ start_date: startDate, end_date: endDate });
        if (nextToken) query.set("next_token", nextToken);
        const body = parse(
          await get(token, `/v2/usercollection/${name}`, query),
          ouraPageSchema(OURA_COLLECTIONS[name]),
          `${name} page`,
        );
        documents.push(...(body.data as DocumentOf<K>[]));
        if (!body.next_token) return documents;
        nextToken = body.next_token;
      }
      throw new ProviderResponseError(`Oura's ${name} paging did not end`, 200);
    },

    /** One document by id; null when Oura no longer has it. */
    async document<K extends OuraCollection>(
      token: string,
      name: K,
      id: string,
    ): Promise<DocumentOf<K> | null> {
      const response = await get(token, `/v2/usercollection/${name}/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      return parse(response, OURA_COLLECTIONS[name], name) as DocumentOf<K>;
    },

    /** POST /oauth/revoke?access_token=…: Oura forgets our grant. */
    async revoke(token: string): Promise<void> {
      const query = new URLSearchParams({ access_token: token });
      const response = await send({ method: "POST", url: `${apiUrl}/oauth/revoke?${query.toString()}` });
      if (response.status === 401) throw new ProviderUnauthorizedError("Oura refused the token to revoke");
      if (response.status !== 200 && response.status !== 204) {
        throw new ProviderResponseError(`Oura answered ${response.status} to the revoke`, response.status);
      }
    },
  };
}

export type OuraApiClient = ReturnType<typeof createOuraApiClient>;
