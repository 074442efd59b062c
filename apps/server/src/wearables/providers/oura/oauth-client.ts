// Oura's OAuth 2.0 endpoints (docs/wearables.md): the authorize page on cloud.ouraring.com, and the
// token endpoint at {OURA_API_URL}/oauth/token. Apps registered on Oura's newer developer
// portal get `400 invalid_request` there: the same grant is then tried once at
// OURA_TOKEN_FALLBACK_URL, and the endpoint that answered is remembered in the database for
// this server's later requests, restarts included (core/token-endpoints.ts). Every refresh answer carries a new refresh token (the core stores it before
// it uses the access token). Oura documents no PKCE; an S256 challenge is sent anyway, since a
// server ignores parameters it does not know (docs/decisions/015).

import type { ProviderOAuth } from "../../core/provider-adapter.ts";
import { CodeRefusedError, ProviderResponseError, RefreshRefusedError } from "../../core/provider-errors.ts";
import type { ProviderSend } from "../../core/provider-http.ts";
import type { TokenEndpointMemory } from "../../core/token-endpoints.ts";
import { authorizationCodeUrl, oauthErrorOf, parseTokenAnswer } from "../../core/token-response.ts";
import type { OuraSettings } from "./settings.ts";

/** The fewest scopes that feed the daily record (personal: the member's id for webhooks). */
export const OURA_SCOPES = "personal daily heartrate workout session";

type OAuthSettings = Pick<
  OuraSettings,
  "clientId" | "clientSecret" | "authorizeUrl" | "apiUrl" | "tokenFallbackUrl"
>;

export function createOuraOAuthClient(
  settings: OAuthSettings,
  send: ProviderSend,
  memory: TokenEndpointMemory,
): ProviderOAuth {
  const endpoints = [`${settings.apiUrl}/oauth/token`, settings.tokenFallbackUrl];
  /**
   * Index into `endpoints` of the one that last worked: read from the database once, the
   * documented one until told otherwise (a recorded URL this config no longer has counts as none).
   */
  let working: Promise<number> | null = null;
  const workingIndex = () => {
    working ??= memory.recall().then((url) => Math.max(0, endpoints.indexOf(url ?? "")));
    return working;
  };

  async function tokenRequest(grant: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const form = () =>
      new URLSearchParams({ ...grant, client_id: settings.clientId, client_secret: settings.clientSecret });
    const first = await workingIndex();
    let response = await send({ method: "POST", url: endpoints[first] as string, form: form() });
    if (response.status === 400 && oauthErrorOf(response.body) === "invalid_request") {
      const other = 1 - first;
      const retried = await send({ method: "POST", url: endpoints[other] as string, form: form() });
      // Remembered only when the other endpoint understood the request.
      if (!(retried.status === 400 && oauthErrorOf(retried.body) === "invalid_request")) {
        working = Promise.resolve(other);
        await memory.remember(endpoints[other] as string);
      }
      response = retried;
    }
    return { status: response.status, body: response.body };
  }

  return {
    authorizationUrl: ({ state, redirectUri, codeChallenge }) =>
      authorizationCodeUrl(settings.authorizeUrl, {
        clientId: settings.clientId,
        redirectUri,
        scope: OURA_SCOPES,
        state,
        codeChallenge,
      }),

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const { status, body } = await tokenRequest({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      if (status === 400 || status === 401)
        throw new CodeRefusedError(`Oura refused the code (${oauthErrorOf(body)})`);
      const tokens = parseTokenAnswer("Oura", status, body);
      if (!tokens.refresh_token) throw new ProviderResponseError("Oura granted no refresh token", status);
      return tokens;
    },

    async refresh(refreshToken) {
      const { status, body } = await tokenRequest({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
      });
      if (status === 400 || status === 401 || oauthErrorOf(body) === "invalid_grant") {
        throw new RefreshRefusedError(`Oura refused the refresh token (${oauthErrorOf(body)})`);
      }
      return parseTokenAnswer("Oura", status, body);
    },
  };
}
