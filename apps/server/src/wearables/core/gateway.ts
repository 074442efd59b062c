// The server's WearableGateway (ports.ts) for every provider: dispatches on `provider` to the
// adapter the composition root built for it. Connection lookup, OAuth authorize and callback
// (state checked against the session that started the flow, PKCE verifier sent, code exchanged, account read, tokens sealed, 90 days backfilled), manual
// sync, and disconnect (revoke at the provider, forget the tokens, keep the history). A
// provider without credentials still answers lookups and disconnects; connecting and syncing
// say it is not configured on this server.
import {
  AppError,
  connectFailed,
  OAUTH_STATE_INVALID,
  publicUrlMismatch,
  WEARABLE_NEEDS_RECONNECT,
  type WearableProvider,
  wearableCallbackPath,
  wearableCodeRefused,
  wearableDisplayName,
  wearableNotConfigured,
  wearableNotConnected,
  wearableUnreachable,
} from "@evenkeel/contracts";
import type { WearableGateway } from "@evenkeel/domain/router";
import type { WearableConnectionRow } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { AccessTokens } from "./access-tokens.ts";
import { type ConnectionStore, rowToConnection } from "./connection-store.ts";
import type { OAuthStates } from "./oauth-states.ts";
import type { ProviderAdapter } from "./provider-adapter.ts";
import { CodeRefusedError, ProviderResponseError } from "./provider-errors.ts";
import { ProviderUnavailableError } from "./provider-http.ts";
import { BudgetExhaustedError } from "./request-budget.ts";
import type { SyncConnection } from "./sync-runner.ts";

/** A configured provider, as the gateway drives it. */
export interface ProviderRuntime {
  adapter: ProviderAdapter;
  tokens: AccessTokens;
  syncConnection: SyncConnection;
}

export interface GatewayDeps {
  publicUrl: string;
  store: ConnectionStore;
  states: OAuthStates;
  /** The providers whose credentials this server has. */
  runtimes: ReadonlyMap<WearableProvider, ProviderRuntime>;
  now: () => number;
  logger: Pick<Logger, "info" | "warn">;
}

/** The origin of an address the browser sent, or null when it is not one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

export function createWearableGateway(deps: GatewayDeps): WearableGateway {
  const { store, states, logger, now, runtimes } = deps;

  function configured(provider: WearableProvider): ProviderRuntime {
    const runtime = runtimes.get(provider);
    if (!runtime) {
      throw new AppError("SERVICE_UNAVAILABLE", wearableNotConfigured(wearableDisplayName(provider)));
    }
    return runtime;
  }

  function checkRedirectUri(provider: WearableProvider, redirectUri: string): void {
    const expected = `${deps.publicUrl}${wearableCallbackPath(provider)}`;
    if (redirectUri === expected) return;
    throw new AppError("BAD_REQUEST", publicUrlMismatch(deps.publicUrl, originOf(redirectUri)));
  }

  async function connectedRow(userId: string, provider: WearableProvider) {
    const row = await store.find(userId, provider);
    if (!row) throw new AppError("NOT_FOUND", wearableNotConnected(wearableDisplayName(provider)));
    return row;
  }

  /** The connection as the API shows it, with the date its grant ends when the provider says. */
  function present(row: WearableConnectionRow) {
    const endsAt = runtimes.get(row.provider as WearableProvider)?.adapter.accessEndsAt?.(row) ?? null;
    return { ...rowToConnection(row), access_ends_at: endsAt };
  }

  return {
    async connection(userId, provider) {
      const row = await store.find(userId, provider);
      return row ? present(row) : null;
    },

    lastSync: (userId) => store.lastSync(userId),

    configuredProviders: async () => [...runtimes.keys()],

    async authorize(caller, provider, redirectUri) {
      const { adapter } = configured(provider);
      checkRedirectUri(provider, redirectUri);
      const flow = await states.create(caller, provider, redirectUri);
      return {
        authorization_url: adapter.oauth.authorizationUrl({
          state: flow.state,
          redirectUri,
          codeChallenge: flow.codeChallenge,
        }),
      };
    },

    async connect(caller, provider, callback, clientLeft) {
      const { adapter, syncConnection } = configured(provider);
      const { userId } = caller;
      checkRedirectUri(provider, callback.redirect_uri);
      // This session's state, or nothing (review item 3: state bound to the session).
      const codeVerifier = await states.consume(caller, provider, callback.state, callback.redirect_uri);
      if (codeVerifier === null) throw new AppError("BAD_REQUEST", OAUTH_STATE_INVALID);
      let row: WearableConnectionRow;
      try {
        const tokens = await adapter.oauth.exchangeCode({
          code: callback.code,
          redirectUri: callback.redirect_uri,
          codeVerifier,
        });
        const accountId = await adapter.accountId(tokens.access_token);
        row = await store.connect(
          {
            userId,
            provider,
            providerUserId: accountId,
            tokens: {
              accessToken: tokens.access_token,
              refreshToken: tokens.refresh_token,
              expiresInSeconds: tokens.expires_in,
              scope: tokens.scope,
            },
          },
          now(),
        );
      } catch (error) {
        throw connectError(error, provider);
      }
      logger.info({ connectionId: row.id }, `${provider}: connected`);
      // Webhook subscriptions are checked whenever someone connects, not only by the scheduler.
      adapter
        .maintain?.()
        .catch((error: unknown) => logger.warn({ err: error }, `${provider}: upkeep failed`));
      const backfill = await syncConnection(row, undefined, clientLeft);
      const latest = (await store.byId(row.id)) ?? row;
      return { connection: present(latest), backfill };
    },

    async sync(userId, provider, range, clientLeft) {
      const row = await connectedRow(userId, provider);
      const { syncConnection } = configured(provider);
      if (row.needs_reconnect === 1) {
        return {
          result: { success: false, message: WEARABLE_NEEDS_RECONNECT, records_synced: 0 },
          changed: null,
        };
      }
      return syncConnection(row, range, clientLeft);
    },

    async disconnect(userId, provider) {
      const row = await connectedRow(userId, provider);
      const runtime = runtimes.get(provider);
      if (runtime && row.needs_reconnect === 0) {
        // Best effort: the user asked to be disconnected, so a provider outage must not keep
        // their tokens here. What failed is logged for the operator.
        await runtime.tokens
          .withAccessToken(row.id, (token) => runtime.adapter.revoke(token))
          .catch((error: unknown) => {
            logger.warn(
              { connectionId: row.id, reason: (error as Error).name },
              `${provider}: revoke failed`,
            );
          });
      }
      await store.remove(row.id);
      logger.info({ connectionId: row.id }, `${provider}: disconnected`);
    },
  };
}

function connectError(error: unknown, provider: WearableProvider): unknown {
  const name = wearableDisplayName(provider);
  if (error instanceof CodeRefusedError) return new AppError("BAD_REQUEST", wearableCodeRefused(name));
  if (error instanceof ProviderUnavailableError || error instanceof BudgetExhaustedError) {
    return new AppError("SERVICE_UNAVAILABLE", wearableUnreachable(name));
  }
  if (error instanceof ProviderResponseError) {
    return new AppError("SERVICE_UNAVAILABLE", connectFailed(name), { cause: error });
  }
  return error;
}
