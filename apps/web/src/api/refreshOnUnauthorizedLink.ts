// A tRPC link: a 401 answer triggers one token refresh and one retry of the
// original call. When the refresh fails the tokens are cleared (tokenRefresh.ts), the session
// guard sends the visitor to /login, and the original error goes to the caller.
import type { AppRouter } from "@evenkeel/domain/router";
import type { TRPCLink } from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import { readAccessToken, readRefreshToken } from "../session/storage";
import { isUnauthorized } from "./apiErrors";
import { refreshTokens } from "./tokenRefresh";

/** Calls that answer 401 for a reason a new token cannot fix. */
const NO_REFRESH_PATHS = new Set(["auth.signin", "auth.signup", "auth.refresh", "auth.confirm"]);

export function refreshOnUnauthorizedLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | null = null;
        let stopped = false;

        const attempt = (isRetry: boolean) => {
          const tokenAtSend = readAccessToken();
          subscription = next(op).subscribe({
            next: (envelope) => observer.next(envelope),
            complete: () => observer.complete(),
            error: (error) => {
              const canRefresh =
                !isRetry &&
                isUnauthorized(error) &&
                !NO_REFRESH_PATHS.has(op.path) &&
                readRefreshToken() !== null;
              if (!canRefresh) {
                observer.error(error);
                return;
              }
              // Another call already refreshed while this one was under way: just retry.
              const refresh = readAccessToken() !== tokenAtSend ? Promise.resolve(true) : refreshTokens();
              refresh.then((refreshed) => {
                if (stopped) return;
                if (refreshed) attempt(true);
                else observer.error(error);
              });
            },
          });
        };

        attempt(false);
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
}
