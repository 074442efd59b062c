// The Google Health API v4 (docs/wearables.md, "Google Health"): the reconciled stream of the
// member's own wearables (`dataPoints:reconcile` with the google-wearables family), paged by
// pageToken, filtered by date or civil time; and revoking our grant at Google's OAuth server.
// A 401 is the token (refresh once); a 403 a data type the member did not share; a 400
// ACCOUNT_NOT_LINKED a Google account without Fitbit data, said to the member plainly.
import { GOOGLE_ACCOUNT_NOT_LINKED } from "@evenkeel/contracts";
import {
  DataNotSharedError,
  ProviderAccountError,
  ProviderResponseError,
  ProviderUnauthorizedError,
} from "../../core/provider-errors.ts";
import type { ProviderResponse, ProviderSend } from "../../core/provider-http.ts";
import {
  GOOGLE_DATA_TYPES,
  type GoogleDataType,
  type GoogleRecordOf,
  googleErrorSchema,
  identitySchema,
  reconcilePageSchema,
} from "./records.ts";

/** Only the member's devices (Fitbit, Pixel Watch), not phone apps or manual entries. */
export const WEARABLES_FAMILY = "users/me/dataSourceFamilies/google-wearables";
/** A window of 30 days has at most a few hundred points; more pages means paging went round in circles. */
const MAX_PAGES = 100;

/** The reason Google gives in its error body (status, or an ErrorInfo detail's reason). */
export function googleErrorReasons(body: unknown): string[] {
  const parsed = googleErrorSchema.safeParse(body);
  if (!parsed.success) return [];
  const { status, details } = parsed.data.error;
  const reasons = (details ?? []).map((detail) => detail.reason).filter((r) => typeof r === "string");
  return [...(status ? [status] : []), ...(reasons as string[])];
}

export function createGoogleHealthApiClient(
  settings: { apiUrl: string; revokeUrl: string },
  send: ProviderSend,
) {
  async function get(token: string, path: string, query: URLSearchParams): Promise<ProviderResponse> {
    const response = await send({
      method: "GET",
      url: `${settings.apiUrl}${path}?${query.toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status === 401)
      throw new ProviderUnauthorizedError(`Google Health refused the token for ${path}`);
    if (response.status === 403) throw new DataNotSharedError(`Google Health refused ${path} (not shared)`);
    if (response.status === 400 && googleErrorReasons(response.body).includes("ACCOUNT_NOT_LINKED")) {
      throw new ProviderAccountError(GOOGLE_ACCOUNT_NOT_LINKED);
    }
    if (response.status !== 200) {
      throw new ProviderResponseError(
        `Google Health answered ${response.status} for ${path}`,
        response.status,
      );
    }
    return response;
  }

  return {
    /** GET /v4/users/me/identity: the member's healthUserId (webhooks name it). */
    async healthUserId(token: string): Promise<string | null> {
      const response = await get(token, "/v4/users/me/identity", new URLSearchParams());
      const body = identitySchema.safeParse(response.body);
      return body.success ? body.data.healthUserId : null;
    },

    /**
     * Every reconciled record of `type` from `from` to `to` (dates, both inclusive): daily types
     * by their date, sessions by the civil time of their end (sleep) or start (exercise).
     */
    async reconciled<T extends GoogleDataType>(
      token: string,
      type: T,
      from: string,
      to: string,
    ): Promise<GoogleRecordOf<T>[]> {
      const spec = GOOGLE_DATA_TYPES[type];
      const after = nextDate(to);
      const bound = (date: string) => (spec.kind === "date" ? `"${date}"` : `"${date}T00:00:00"`);
      const filter = `${spec.filter} >= ${bound(from)} AND ${spec.filter} < ${bound(after)}`;
      const records: GoogleRecordOf<T>[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({
          filter,
          pageSize: String(spec.pageSize),
          dataSourceFamily: WEARABLES_FAMILY,
        });
        if (pageToken) query.set("pageToken", pageToken);
        const response = await get(token, `/v4/users/me/dataTypes/${type}/dataPoints:reconcile`, query);
        const body = reconcilePageSchema.safeParse(response.body);
        if (!body.success)
          throw new ProviderResponseError(`Google Health sent an unexpected ${type} page`, 200);
        for (const point of body.data.dataPoints ?? []) {
          const record = spec.schema.safeParse(point[spec.field]);
          if (!record.success) {
            throw new ProviderResponseError(`Google Health sent an unexpected ${type} record`, 200);
          }
          records.push(record.data as GoogleRecordOf<T>);
        }
        if (!body.data.nextPageToken) return records;
        pageToken = body.data.nextPageToken;
      }
      throw new ProviderResponseError(`Google Health's ${type} paging did not end`, 200);
    },

    /** POST {revokeUrl} token=…: Google forgets the grant (the refresh token with it). */
    async revoke(token: string): Promise<void> {
      const response = await send({
        method: "POST",
        url: settings.revokeUrl,
        form: new URLSearchParams({ token }),
      });
      // 400 invalid_token: the grant is already gone (it lapsed, or the member removed it).
      if (response.status === 200 || response.status === 400) return;
      throw new ProviderResponseError(`Google answered ${response.status} to the revoke`, response.status);
    },
  };
}

export type GoogleHealthApiClient = ReturnType<typeof createGoogleHealthApiClient>;

function nextDate(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
