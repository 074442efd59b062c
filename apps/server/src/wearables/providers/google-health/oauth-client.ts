// Google's OAuth 2.0 web-server flow for the Google Health API (docs/wearables.md, "Google
// Health"): consent at GOOGLE_HEALTH_AUTHORIZE_URL with access_type=offline (a refresh token)
// and prompt=consent (a reconnect gets a new one), the three read-only scopes, PKCE (S256, which
// Google's server accepts), and the token endpoint for the code and for refreshes. Google does
// not rotate refresh tokens: an answer without one keeps the stored token.
import type { ProviderOAuth } from "../../core/provider-adapter.ts";
import { CodeRefusedError, ProviderResponseError, RefreshRefusedError } from "../../core/provider-errors.ts";
import type { ProviderSend } from "../../core/provider-http.ts";
import { authorizationCodeUrl, oauthErrorOf, parseTokenAnswer } from "../../core/token-response.ts";
import type { GoogleHealthSettings } from "./settings.ts";

const SCOPE_PREFIX = "https://www.googleapis.com/auth/googlehealth.";

/** Read-only scopes of the data we map: steps and exercise, heart metrics, sleep. */
export const GOOGLE_HEALTH_SCOPES = [
  `${SCOPE_PREFIX}activity_and_fitness.readonly`,
  `${SCOPE_PREFIX}health_metrics_and_measurements.readonly`,
  `${SCOPE_PREFIX}sleep.readonly`,
];

/** The short name of a granted scope ("sleep" for …googlehealth.sleep.readonly). */
export function scopeName(scope: string): string {
  return scope.replace(SCOPE_PREFIX, "").replace(/\.readonly$/, "");
}

type OAuthSettings = Pick<GoogleHealthSettings, "clientId" | "clientSecret" | "authorizeUrl" | "tokenUrl">;

export function createGoogleHealthOAuthClient(settings: OAuthSettings, send: ProviderSend): ProviderOAuth {
  async function token(grant: Record<string, string>) {
    const form = new URLSearchParams({
      ...grant,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    return send({ method: "POST", url: settings.tokenUrl, form });
  }

  return {
    authorizationUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(
        authorizationCodeUrl(settings.authorizeUrl, {
          clientId: settings.clientId,
          redirectUri,
          scope: GOOGLE_HEALTH_SCOPES.join(" "),
          state,
          codeChallenge,
        }),
      );
      url.searchParams.set("access_type", "offline");
      url.searchParams.set("prompt", "consent");
      url.searchParams.set("include_granted_scopes", "true");
      return url.toString();
    },

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const { status, body } = await token({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      if (status === 400 || status === 401)
        throw new CodeRefusedError(`Google refused the code (${oauthErrorOf(body)})`);
      const tokens = parseTokenAnswer("Google", status, body);
      if (!tokens.refresh_token) throw new ProviderResponseError("Google granted no refresh token", status);
      return tokens;
    },

    async refresh(refreshToken) {
      const { status, body } = await token({ grant_type: "refresh_token", refresh_token: refreshToken });
      // invalid_grant: revoked, or the 7 days of an app in Testing are over.
      if (status === 400 || status === 401) {
        throw new RefreshRefusedError(`Google refused the refresh token (${oauthErrorOf(body)})`);
      }
      return parseTokenAnswer("Google", status, body);
    },
  };
}
