// One token refresh at a time (POST /auth/refresh). Every call that got a 401
// while a refresh is under way waits for that same refresh, so a burst of 401s spends the
// refresh token once. The refresh goes through its own plain client, outside the app's
// links, so it can never trigger itself.
import type { AppRouter } from "@evenkeel/domain/router";
import { createTRPCClient, httpLink } from "@trpc/client";
import { browserTimeZoneHeaders } from "../dates/today";
import { clearTokens, readRefreshToken, storeTokens } from "../session/storage";
import { errorStatus } from "./apiErrors";
import { TRPC_URL } from "./endpoints";

const refreshClient = createTRPCClient<AppRouter>({
  links: [httpLink({ url: TRPC_URL, headers: browserTimeZoneHeaders })],
});

let refreshInFlight: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (refreshToken === null) return false;
  try {
    const tokens = await refreshClient.auth.refresh.mutate({ refresh_token: refreshToken });
    storeTokens(tokens);
    return true;
  } catch (error) {
    // The server said no: the session is over. A network failure leaves the tokens alone,
    // so a flaky connection does not sign anyone out.
    if (errorStatus(error) !== null) clearTokens();
    else console.error("Token refresh could not reach the server", error);
    return false;
  }
}

/** Refreshes the tokens (sharing a refresh already running); true when new tokens are stored. */
export function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
