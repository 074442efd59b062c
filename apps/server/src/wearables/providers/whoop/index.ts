// WHOOP as a provider module (docs/decisions/021-wearable-provider-registry.md): its settings
// from WHOOP_*, its app-wide budget (100/minute, 10,000/day), and the adapter the core drives.
import type { ProviderModule } from "../../core/provider-adapter.ts";
import { createWebhookProcessor } from "../../core/webhook-processor.ts";
import { createWhoopApiClient } from "./api-client.ts";
import { createWhoopOAuthClient } from "./oauth-client.ts";
import type { WhoopSettings } from "./settings.ts";
import { createWhoopSync } from "./sync.ts";
import { rangeForEvent, toProviderEvent } from "./webhook-events.ts";
import { whoopWebhookRouter } from "./webhook-route.ts";

export const whoopProvider: ProviderModule<WhoopSettings> = {
  provider: "whoop",
  settings: (config) => config.whoop,
  budget: (settings) => ({
    requestsPerMinute: settings.requestsPerMinute,
    requestsPerDay: settings.requestsPerDay,
  }),
  create(settings, { db, store, send, tokens, now, logger }) {
    const api = createWhoopApiClient(settings.apiUrl, send);
    const sync = createWhoopSync({ db, api, tokens, now });
    return {
      oauth: createWhoopOAuthClient(settings, send),
      accountId: async (accessToken) => (await api.profile(accessToken)).user_id,
      plan: sync.plan,
      fetchWindow: sync.fetchWindow,
      revoke: (accessToken) => api.revokeAccess(accessToken),
      webhookRouter(context) {
        if (!settings.webhookEnabled) return null;
        const processor = createWebhookProcessor({
          provider: "whoop",
          store,
          rangeFor: (event: ReturnType<typeof toProviderEvent>, row) =>
            rangeForEvent(event, row, { api, tokens }),
          context,
          logger,
        });
        return whoopWebhookRouter({
          clientSecret: settings.clientSecret,
          now,
          handle: (event) => processor.handle(toProviderEvent(event)),
        });
      },
    };
  },
};
