// The OAuth 2.0 token endpoint's answer (RFC 6749 §5.1), the same shape for every provider;
// checked before any token is stored. `expires_in` is trusted as given.
import { z } from "zod";
import { ProviderResponseError } from "./provider-errors.ts";

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The OAuth `error` field, for logs and decisions: never the token or the code. */
export function oauthErrorOf(body: unknown): string {
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") {
    return body.error.slice(0, 64);
  }
  return "no error field";
}

/** The tokens of a 200 answer; anything else is an answer outside the OAuth documents. */
export function parseTokenAnswer(name: string, status: number, body: unknown): TokenResponse {
  const parsed = tokenResponseSchema.safeParse(body);
  if (status !== 200 || !parsed.success) {
    throw new ProviderResponseError(
      `${name}'s token endpoint answered ${status} without usable tokens`,
      status,
    );
  }
  return parsed.data;
}

/** The authorization-code request the browser is sent to (RFC 6749 §4.1.1). */
export function authorizationCodeUrl(
  endpoint: string,
  request: { clientId: string; redirectUri: string; scope: string; state: string; codeChallenge?: string },
): string {
  const query = new URLSearchParams({
    response_type: "code",
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state,
  });
  // PKCE S256 (RFC 7636; docs/decisions/015-accounts-oauth-and-sync-after-the-review.md).
  if (request.codeChallenge !== undefined) {
    query.set("code_challenge", request.codeChallenge);
    query.set("code_challenge_method", "S256");
  }
  return `${endpoint}?${query.toString()}`;
}
