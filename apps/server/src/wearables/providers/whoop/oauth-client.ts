// WHOOP's OAuth 2.0 endpoints (docs/wearables.md): the authorize URL the browser goes to, and the
// token endpoint for the code exchange and for refreshes (form-encoded POSTs). WHOOP documents
// no PKCE; its Hydra-based server checks an S256 challenge when one is sent, so one is
// (docs/decisions/015).
import type { ProviderOAuth } from "../../core/provider-adapter.ts";
import { CodeRefusedError, ProviderResponseError, RefreshRefusedError } from "../../core/provider-errors.ts";
import type { ProviderSend } from "../../core/provider-http.ts";
import { authorizationCodeUrl, oauthErrorOf, parseTokenAnswer } from "../../core/token-response.ts";
import type { WhoopSettings } from "./settings.ts";

/** What Evenkeel reads, plus `offline` for a refresh token. */
export const WHOOP_SCOPES = "read:recovery read:cycles read:sleep read:workout read:profile offline";

type OAuthSettings = Pick<WhoopSettings, "clientId" | "clientSecret" | "oauthUrl">;

export function createWhoopOAuthClient(settings: OAuthSettings, send: ProviderSend): ProviderOAuth {
  async function tokenRequest(form: URLSearchParams): Promise<{ status: number; body: unknown }> {
    form.set("client_id", settings.clientId);
    form.set("client_secret", settings.clientSecret);
    const response = await send({ method: "POST", url: `${settings.oauthUrl}/token`, form });
    return { status: response.status, body: response.body };
  }

  return {
    authorizationUrl: ({ state, redirectUri, codeChallenge }) =>
      authorizationCodeUrl(`${settings.oauthUrl}/auth`, {
        clientId: settings.clientId,
        redirectUri,
        scope: WHOOP_SCOPES,
        state,
        codeChallenge,
      }),

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const { status, body } = await tokenRequest(
        new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }),
      );
      if (status === 400 || status === 401)
        throw new CodeRefusedError(`WHOOP refused the code (${oauthErrorOf(body)})`);
      const tokens = parseTokenAnswer("WHOOP", status, body);
      if (!tokens.refresh_token) {
        throw new ProviderResponseError(
          "WHOOP granted no refresh token (the offline scope was not granted)",
          status,
        );
      }
      return tokens;
    },

    async refresh(refreshToken) {
      const { status, body } = await tokenRequest(
        new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken, scope: "offline" }),
      );
      if (status === 400 || status === 401 || oauthErrorOf(body) === "invalid_grant") {
        throw new RefreshRefusedError(`WHOOP refused the refresh token (${oauthErrorOf(body)})`);
      }
      return parseTokenAnswer("WHOOP", status, body);
    },
  };
}
