// Oura as a provider module (docs/decisions/021-wearable-provider-registry.md): its settings
// from OURA_*, its app-wide budget (5,000 requests per 5 minutes), and the adapter the core
// drives: OAuth with the token-endpoint fallback, API v2 days, revoke, and (when enabled)
// webhooks.

import type { ProviderModule } from "../../core/provider-adapter.ts";
import { DataNotSharedError, ProviderUnauthorizedError } from "../../core/provider-errors.ts";
import { tokenEndpointMemory } from "../../core/token-endpoints.ts";
import { webhookDeliveries } from "../../core/webhook-deliveries.ts";
import { createOuraApiClient } from "./api-client.ts";
import { createOuraOAuthClient } from "./oauth-client.ts";
import type { OuraSettings } from "./settings.ts";
import { createOuraSync } from "./sync.ts";
import { createOuraWebhooks } from "./webhooks.ts";

const FIVE_MINUTES_MS = 5 * 60 * 1000;

export const ouraProvider: ProviderModule<OuraSettings> = {
  provider: "oura",
  settings: (config) => config.oura,
  budget: (settings) => ({
    requestsPerMinute: settings.requestsPerWindow,
    windowMs: FIVE_MINUTES_MS,
    // Oura sets no daily cap; the five-minute window is the limit. The budget row compares the
    // day's count with this in SQL, so it must fit PostgreSQL's integer (2^31 - 1).
    requestsPerDay: 2_147_483_647,
  }),
  create(settings, { db, send, tokens, now, store, logger, publicUrl }) {
    const api = createOuraApiClient(settings.apiUrl, send);
    const sync = createOuraSync({ api, tokens, now });
    const webhooks = settings.webhookEnabled
      ? createOuraWebhooks({
          settings,
          publicUrl,
          send,
          api,
          tokens,
          store,
          deliveries: webhookDeliveries(db, "oura", now),
          now,
          logger,
        })
      : null;
    return {
      oauth: createOuraOAuthClient(settings, send, tokenEndpointMemory(db, "oura", now)),
      // Unticking `personal` refuses personal_info (403, or a 401 for a token just issued): the
      // member's data still syncs, only webhooks cannot name them.
      accountId: async (accessToken) => {
        try {
          return (await api.personalInfo(accessToken)).id;
        } catch (error) {
          if (error instanceof DataNotSharedError || error instanceof ProviderUnauthorizedError) return null;
          throw error;
        }
      },
      plan: sync.plan,
      fetchWindow: sync.fetchWindow,
      revoke: (accessToken) => api.revoke(accessToken),
      ...(webhooks ? { webhookRouter: webhooks.router, maintain: webhooks.maintain } : {}),
    };
  },
};
