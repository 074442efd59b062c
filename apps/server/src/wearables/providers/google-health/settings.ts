// Google Health's settings: the GOOGLE_HEALTH_* variables, their defaults (Google's production
// endpoints, 300 requests a minute per user, grants of 7 days for an app in Testing) and their
// messages. config/env.ts composes this part with the others (docs/wearables.md, "Google Health").
import { z } from "zod";
import {
  type EnvPart,
  httpUrlVariable,
  numberOf,
  oauthClientOf,
  oauthClientVariables,
  stringOf,
  wholeNumberVariable,
  withoutTrailingSlash,
} from "../../../config/variables.ts";

export interface GoogleHealthSettings {
  clientId: string;
  clientSecret: string;
  /** Google's consent page (the OAuth web-server flow). */
  authorizeUrl: string;
  /** The token endpoint: code exchange and refresh. */
  tokenUrl: string;
  /** Where a grant is revoked on disconnect. */
  revokeUrl: string;
  /** Base of /v4/users/me/…; no trailing slash. */
  apiUrl: string;
  /** Google's limit per user and minute. */
  requestsPerUserPerMinute: number;
  /** Days a grant lasts before Google ends it (7 for an app in Testing); 0: grants do not lapse. */
  grantDays: number;
}

export const GOOGLE_HEALTH_DEFAULTS = {
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  revokeUrl: "https://oauth2.googleapis.com/revoke",
  apiUrl: "https://health.googleapis.com",
  requestsPerUserPerMinute: 300,
  grantDays: 7,
} as const;

const client = oauthClientVariables("GOOGLE_HEALTH");

/** Google Health OAuth client and API (GOOGLE_HEALTH_*); absent without client id and secret. */
export const googleHealthEnv: EnvPart<"googleHealth", GoogleHealthSettings> = {
  key: "googleHealth",
  schema: {
    ...client.schema,
    GOOGLE_HEALTH_AUTHORIZE_URL: httpUrlVariable(),
    GOOGLE_HEALTH_TOKEN_URL: httpUrlVariable(),
    GOOGLE_HEALTH_REVOKE_URL: httpUrlVariable(),
    GOOGLE_HEALTH_API_URL: httpUrlVariable(),
    GOOGLE_HEALTH_REQUESTS_PER_MINUTE: wholeNumberVariable(4),
    GOOGLE_HEALTH_GRANT_DAYS: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number of days from 0 to 999 (0: the app is verified)")
      .transform(Number)
      .optional(),
  },
  secrets: client.secrets,
  together: client.together,
  read(vars) {
    const app = oauthClientOf(vars, "GOOGLE_HEALTH");
    if (!app) return undefined;
    const url = (name: string, fallback: string) => withoutTrailingSlash(stringOf(vars, name) ?? fallback);
    return {
      ...app,
      authorizeUrl: url("GOOGLE_HEALTH_AUTHORIZE_URL", GOOGLE_HEALTH_DEFAULTS.authorizeUrl),
      tokenUrl: url("GOOGLE_HEALTH_TOKEN_URL", GOOGLE_HEALTH_DEFAULTS.tokenUrl),
      revokeUrl: url("GOOGLE_HEALTH_REVOKE_URL", GOOGLE_HEALTH_DEFAULTS.revokeUrl),
      apiUrl: url("GOOGLE_HEALTH_API_URL", GOOGLE_HEALTH_DEFAULTS.apiUrl),
      requestsPerUserPerMinute:
        numberOf(vars, "GOOGLE_HEALTH_REQUESTS_PER_MINUTE") ??
        GOOGLE_HEALTH_DEFAULTS.requestsPerUserPerMinute,
      grantDays: numberOf(vars, "GOOGLE_HEALTH_GRANT_DAYS") ?? GOOGLE_HEALTH_DEFAULTS.grantDays,
    };
  },
};
