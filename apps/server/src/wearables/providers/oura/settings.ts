// Oura's settings: the OURA_* variables, their defaults (Oura's production endpoints and its
// limit of 5,000 requests per five minutes) and their messages. config/env.ts composes this
// part with the others.
import {
  type EnvPart,
  flagVariable,
  httpUrlVariable,
  isOn,
  numberOf,
  oauthClientOf,
  oauthClientVariables,
  stringOf,
  wholeNumberVariable,
  withoutTrailingSlash,
} from "../../../config/variables.ts";

export interface OuraSettings {
  clientId: string;
  clientSecret: string;
  /** The page the browser is sent to for consent. */
  authorizeUrl: string;
  /** Base of /oauth/token, /oauth/revoke, /v2/usercollection/… and /v2/webhook/…; no trailing slash. */
  apiUrl: string;
  /** The token endpoint tried when {apiUrl}/oauth/token answers 400 invalid_request. */
  tokenFallbackUrl: string;
  /** Subscribe to Oura's webhooks and accept signed deliveries at /api/oura/webhook. */
  webhookEnabled: boolean;
  /** Oura's limit: 5,000 requests per 5 minutes, per app. */
  requestsPerWindow: number;
}

const client = oauthClientVariables("OURA");

/** Oura OAuth client and API (OURA_*); absent without client id and secret: connecting answers 503. */
export const ouraEnv: EnvPart<"oura", OuraSettings> = {
  key: "oura",
  schema: {
    ...client.schema,
    OURA_AUTHORIZE_URL: httpUrlVariable(),
    OURA_API_URL: httpUrlVariable(),
    OURA_TOKEN_FALLBACK_URL: httpUrlVariable(),
    OURA_WEBHOOK_ENABLED: flagVariable(),
    OURA_REQUESTS_PER_5_MINUTES: wholeNumberVariable(6),
  },
  secrets: client.secrets,
  together: client.together,
  read(vars) {
    const app = oauthClientOf(vars, "OURA");
    if (!app) return undefined;
    return {
      ...app,
      authorizeUrl: stringOf(vars, "OURA_AUTHORIZE_URL") ?? "https://cloud.ouraring.com/oauth/authorize",
      apiUrl: withoutTrailingSlash(stringOf(vars, "OURA_API_URL") ?? "https://api.ouraring.com"),
      tokenFallbackUrl:
        stringOf(vars, "OURA_TOKEN_FALLBACK_URL") ?? "https://moi.ouraring.com/oauth/v2/ext/oauth-token",
      webhookEnabled: isOn(vars.OURA_WEBHOOK_ENABLED),
      requestsPerWindow: numberOf(vars, "OURA_REQUESTS_PER_5_MINUTES") ?? 5_000,
    };
  },
};
