// Google Health as a provider module (docs/decisions/021-wearable-provider-registry.md,
// docs/wearables.md "Google Health"): Fitbit and Pixel Watch data through the Google Health
// API. Its settings from GOOGLE_HEALTH_*, its budget (Google's project-wide limits, and 300
// requests a minute for each user), and the adapter the core drives: Google's OAuth
// web-server flow, the reconciled stream of the member's wearables, revoke on disconnect.
import type { ProviderModule } from "../../core/provider-adapter.ts";
import {
  DataNotSharedError,
  ProviderAccountError,
  ProviderUnauthorizedError,
} from "../../core/provider-errors.ts";
import { createGoogleHealthApiClient } from "./api-client.ts";
import { createGoogleHealthOAuthClient } from "./oauth-client.ts";
import type { GoogleHealthSettings } from "./settings.ts";
import { createGoogleHealthSync } from "./sync.ts";

export const googleHealthProvider: ProviderModule<GoogleHealthSettings> = {
  provider: "google_health",
  settings: (config) => config.googleHealth,
  budget: (settings) => ({
    // Per project: 120,000 a minute and 86.4 million a day; per user: 300 a minute.
    requestsPerMinute: 120_000,
    requestsPerDay: 86_400_000,
    perConnection: settings.requestsPerUserPerMinute,
  }),
  create(settings, { db, send, tokens, now, store }) {
    const api = createGoogleHealthApiClient(settings, send);
    const sync = createGoogleHealthSync({ api, tokens, store, db, now });
    return {
      oauth: createGoogleHealthOAuthClient(settings, send),
      // A member who unticked every health scope, or whose Google account has no Fitbit data,
      // still connects; the sync then says why nothing came.
      accountId: async (accessToken) => {
        try {
          return await api.healthUserId(accessToken);
        } catch (error) {
          if (
            error instanceof DataNotSharedError ||
            error instanceof ProviderUnauthorizedError ||
            error instanceof ProviderAccountError
          )
            return null;
          throw error;
        }
      },
      // An app in Google's Testing status: every grant ends GOOGLE_HEALTH_GRANT_DAYS after consent.
      accessEndsAt: (row) =>
        settings.grantDays > 0 && row.needs_reconnect === 0
          ? new Date(Date.parse(row.connected_at) + settings.grantDays * 86_400_000).toISOString()
          : null,
      plan: sync.plan,
      fetchWindow: sync.fetchWindow,
      revoke: (accessToken) => api.revoke(accessToken),
    };
  },
};
