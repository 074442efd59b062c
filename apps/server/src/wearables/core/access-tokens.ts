// A connection's access token, for any provider: refreshed shortly before it expires, one refresh at a
// time per connection (a mutex across processes), the rotated refresh token committed before anything
// uses it; a 401 gets one refresh and one retry. A refused refresh marks the connection as
// needing reconnection (docs/security.md #19).
import type { Logger } from "../../logger.ts";
import type { ConnectionStore, TokenSet } from "./connection-store.ts";
import type { KeyedMutex } from "./keyed-mutex.ts";
import { NeedsReconnectError, ProviderUnauthorizedError, RefreshRefusedError } from "./provider-errors.ts";
import type { TokenResponse } from "./token-response.ts";
import { TokenDecryptionError } from "./token-vault.ts";

/** Refresh this long before the provider's expiry, so a token never dies in the middle of a sync. */
const REFRESH_MARGIN_MS = 2 * 60 * 1000;

export interface AccessTokenDeps {
  store: ConnectionStore;
  /** The provider's refresh grant. */
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  /** For logs and messages: "whoop", "oura". */
  provider: string;
  mutex: KeyedMutex;
  now: () => number;
  logger: Pick<Logger, "info" | "warn">;
}

export interface AccessTokens {
  /** Calls `call` with a valid token; on a 401, refreshes once and calls it once more. */
  withAccessToken<T>(connectionId: string, call: (token: string) => Promise<T>): Promise<T>;
}

export function createAccessTokens(deps: AccessTokenDeps): AccessTokens {
  const { store, mutex, now, logger, provider } = deps;

  async function usableTokens(connectionId: string): Promise<TokenSet> {
    const row = await store.byId(connectionId);
    if (!row || row.needs_reconnect === 1)
      throw new NeedsReconnectError("The connection needs to be reconnected");
    let tokens: TokenSet | null;
    try {
      tokens = store.readTokens(row);
    } catch (error) {
      if (!(error instanceof TokenDecryptionError)) throw error;
      // SECRET_KEY changed or the row was tampered with: the tokens are lost for good.
      logger.warn({ connectionId, reason: error.message }, `${provider}: stored tokens cannot be decrypted`);
      tokens = null;
    }
    if (!tokens) {
      await store.markNeedsReconnect(connectionId);
      throw new NeedsReconnectError("The connection has no usable tokens");
    }
    return tokens;
  }

  const isFresh = (tokens: TokenSet) => tokens.expiresAtMs - REFRESH_MARGIN_MS > now();

  /** Refreshes unless someone else already replaced `staleAccessToken` while we waited. */
  function refresh(connectionId: string, staleAccessToken: string): Promise<string> {
    return mutex.run(connectionId, async () => {
      const tokens = await usableTokens(connectionId);
      if (tokens.accessToken !== staleAccessToken && isFresh(tokens)) return tokens.accessToken;
      let fresh: TokenResponse;
      try {
        fresh = await deps.refresh(tokens.refreshToken);
      } catch (error) {
        if (!(error instanceof RefreshRefusedError)) throw error;
        await store.markNeedsReconnect(connectionId);
        logger.warn({ connectionId }, `${provider}: refresh token refused; the user must reconnect`);
        throw new NeedsReconnectError("The provider refused the refresh token");
      }
      // Committed before use: a crash now still leaves the newest refresh token on disk.
      await store.saveTokens(
        connectionId,
        {
          accessToken: fresh.access_token,
          refreshToken: fresh.refresh_token,
          expiresInSeconds: fresh.expires_in,
          scope: fresh.scope,
        },
        now(),
      );
      logger.info({ connectionId }, `${provider}: access token refreshed`);
      return fresh.access_token;
    });
  }

  async function currentAccessToken(connectionId: string): Promise<string> {
    const tokens = await usableTokens(connectionId);
    return isFresh(tokens) ? tokens.accessToken : refresh(connectionId, tokens.accessToken);
  }

  return {
    async withAccessToken(connectionId, call) {
      const token = await currentAccessToken(connectionId);
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof ProviderUnauthorizedError)) throw error;
        return call(await refresh(connectionId, token));
      }
    },
  };
}
