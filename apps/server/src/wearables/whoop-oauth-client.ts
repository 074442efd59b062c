// WHOOP's OAuth 2.0 endpoints (WEARABLES.md): the authorize URL the browser goes to, and the
// token endpoint for the code exchange and for refreshes (form-encoded POSTs).
import type { WhoopConfig } from "../config/env.ts";
import { CodeRefusedError, RefreshRefusedError, WhoopResponseError } from "./whoop-errors.ts";
import type { WhoopSend } from "./whoop-http.ts";
import { type TokenResponse, tokenResponseSchema } from "./whoop-records.ts";

/** What Evenkeel reads, plus `offline` for a refresh token. */
export const WHOOP_SCOPES = "read:recovery read:cycles read:sleep read:workout read:profile offline";

export interface WhoopOAuthClient {
  /** With PKCE S256 (docs/decisions/015: WHOOP's Hydra-based server checks it). */
  authorizationUrl(state: string, redirectUri: string, codeChallenge: string): string;
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<TokenResponse>;
  refresh(refreshToken: string): Promise<TokenResponse>;
}

type OAuthSettings = Pick<WhoopConfig, "clientId" | "clientSecret" | "oauthUrl">;

export function createWhoopOAuthClient(settings: OAuthSettings, send: WhoopSend): WhoopOAuthClient {
  async function tokenRequest(form: URLSearchParams): Promise<{ status: number; body: unknown }> {
    form.set("client_id", settings.clientId);
    form.set("client_secret", settings.clientSecret);
    const response = await send({ method: "POST", url: `${settings.oauthUrl}/token`, form });
    return { status: response.status, body: response.body };
  }

  function parseTokens(status: number, body: unknown): TokenResponse {
    const parsed = tokenResponseSchema.safeParse(body);
    if (status !== 200 || !parsed.success) {
      throw new WhoopResponseError(`WHOOP's token endpoint answered ${status} without usable tokens`, status);
    }
    return parsed.data;
  }

  return {
    authorizationUrl(state, redirectUri, codeChallenge) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: WHOOP_SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `${settings.oauthUrl}/auth?${query.toString()}`;
    },

    async exchangeCode(code, redirectUri, codeVerifier) {
      const { status, body } = await tokenRequest(
        new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }),
      );
      if (status === 400 || status === 401)
        throw new CodeRefusedError(`WHOOP refused the code (${errorOf(body)})`);
      const tokens = parseTokens(status, body);
      if (!tokens.refresh_token) {
        throw new WhoopResponseError(
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
      if (status === 400 || status === 401 || errorOf(body) === "invalid_grant") {
        throw new RefreshRefusedError(`WHOOP refused the refresh token (${errorOf(body)})`);
      }
      return parseTokens(status, body);
    },
  };
}

/** The OAuth `error` field, for logs: never the token or the code. */
function errorOf(body: unknown): string {
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") {
    return body.error.slice(0, 64);
  }
  return "no error field";
}
