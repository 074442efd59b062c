// The server's WearableGateway for WHOOP (ports.ts): connection lookup, OAuth authorize and
// callback (state checked, code exchanged, profile read, tokens sealed, 90 days backfilled),
// manual sync, and disconnect (revoke at WHOOP, forget the tokens, keep the history).
import {
  AppError,
  connectFailed,
  OAUTH_STATE_INVALID,
  publicUrlMismatch,
  WEARABLE_NEEDS_RECONNECT,
  type WearableProvider,
  wearableCallbackPath,
  wearableDisplayName,
  wearableNotConnected,
} from "@evenkeel/contracts";
import type { SyncOutcome, WearableGateway } from "@evenkeel/domain/router";
import type { WearableConnectionRow } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { AccessTokens } from "./access-tokens.ts";
import { type ConnectionStore, rowToConnection } from "./connection-store.ts";
import type { OAuthStates } from "./oauth-states.ts";
import { BudgetExhaustedError } from "./request-budget.ts";
import type { WhoopApiClient } from "./whoop-api-client.ts";
import { CodeRefusedError } from "./whoop-errors.ts";
import { WhoopUnavailableError } from "./whoop-http.ts";
import type { WhoopOAuthClient } from "./whoop-oauth-client.ts";
import type { SyncRange } from "./whoop-sync.ts";

export const WHOOP_NOT_CONFIGURED = "WHOOP is not configured on this server";
export const WHOOP_UNREACHABLE = "WHOOP could not be reached. Please try again later.";
export const WHOOP_CODE_REFUSED = "WHOOP did not accept the authorization. Please try connecting again.";

export interface GatewayDeps {
  publicUrl: string;
  store: ConnectionStore;
  states: OAuthStates;
  /** Null when the server has no WHOOP client id and secret. */
  client: { oauth: WhoopOAuthClient; api: WhoopApiClient; tokens: AccessTokens } | null;
  syncConnection: (row: WearableConnectionRow, range: SyncRange) => Promise<SyncOutcome>;
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

export function createWhoopGateway(deps: GatewayDeps): WearableGateway {
  const { store, states, logger, now } = deps;

  function configured() {
    if (!deps.client) throw new AppError("SERVICE_UNAVAILABLE", WHOOP_NOT_CONFIGURED);
    return deps.client;
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

  return {
    async connection(userId, provider) {
      const row = await store.find(userId, provider);
      return row ? rowToConnection(row) : null;
    },

    async authorize(caller, provider, redirectUri) {
      const { oauth } = configured();
      checkRedirectUri(provider, redirectUri);
      const flow = await states.create(caller, provider, redirectUri);
      return { authorization_url: oauth.authorizationUrl(flow.state, redirectUri, flow.codeChallenge) };
    },

    async connect(caller, provider, callback) {
      const { oauth, api } = configured();
      const { userId } = caller;
      checkRedirectUri(provider, callback.redirect_uri);
      // This session's state, or nothing (review item 3: state bound to the session).
      const codeVerifier = await states.consume(caller, provider, callback.state, callback.redirect_uri);
      if (codeVerifier === null) throw new AppError("BAD_REQUEST", OAUTH_STATE_INVALID);
      let row: WearableConnectionRow;
      try {
        const tokens = await oauth.exchangeCode(callback.code, callback.redirect_uri, codeVerifier);
        const profile = await api.profile(tokens.access_token);
        row = await store.connect(
          {
            userId,
            provider,
            providerUserId: profile.user_id,
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
      logger.info({ connectionId: row.id }, "whoop: connected");
      const backfill = await deps.syncConnection(row, undefined);
      const latest = (await store.byId(row.id)) ?? row;
      return { connection: rowToConnection(latest), backfill };
    },

    async sync(userId, provider, range) {
      const row = await connectedRow(userId, provider);
      configured();
      if (row.needs_reconnect === 1) {
        return {
          result: { success: false, message: WEARABLE_NEEDS_RECONNECT, records_synced: 0 },
          changed: null,
        };
      }
      return deps.syncConnection(row, range);
    },

    async disconnect(userId, provider) {
      const row = await connectedRow(userId, provider);
      if (deps.client && row.needs_reconnect === 0) {
        const { api, tokens } = deps.client;
        // Best effort: the user asked to be disconnected, so a WHOOP outage must not keep
        // their tokens here. What failed is logged for the operator.
        await tokens
          .withAccessToken(row.id, (token) => api.revokeAccess(token))
          .catch((error: unknown) => {
            logger.warn({ connectionId: row.id, reason: (error as Error).name }, "whoop: revoke failed");
          });
      }
      await store.remove(row.id);
      logger.info({ connectionId: row.id }, "whoop: disconnected");
    },
  };
}

function connectError(error: unknown, provider: WearableProvider): unknown {
  if (error instanceof CodeRefusedError) return new AppError("BAD_REQUEST", WHOOP_CODE_REFUSED);
  if (error instanceof WhoopUnavailableError || error instanceof BudgetExhaustedError) {
    return new AppError("SERVICE_UNAVAILABLE", WHOOP_UNREACHABLE);
  }
  if (error instanceof Error && error.name === "WhoopResponseError") {
    return new AppError("SERVICE_UNAVAILABLE", connectFailed(wearableDisplayName(provider)), {
      cause: error,
    });
  }
  return error;
}
