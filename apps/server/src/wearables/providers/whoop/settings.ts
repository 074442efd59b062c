// WHOOP's settings: the WHOOP_* variables, their defaults (WHOOP's production endpoints and
// its app-wide limits) and their messages. config/env.ts composes this part with the others.
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

export interface WhoopSettings {
  clientId: string;
  clientSecret: string;
  /** Authorize is {oauthUrl}/auth, the token endpoint {oauthUrl}/token; no trailing slash. */
  oauthUrl: string;
  /** Base of /v2/...; no trailing slash. */
  apiUrl: string;
  /** Accept signed deliveries at POST /api/whoop/webhook. */
  webhookEnabled: boolean;
  /** WHOOP's limits are per app, across all its users. */
  requestsPerMinute: number;
  requestsPerDay: number;
}

const client = oauthClientVariables("WHOOP");

/** WHOOP OAuth client and API (WHOOP_*); absent without client id and secret: connecting answers 503. */
export const whoopEnv: EnvPart<"whoop", WhoopSettings> = {
  key: "whoop",
  schema: {
    ...client.schema,
    WHOOP_OAUTH_URL: httpUrlVariable(),
    WHOOP_API_URL: httpUrlVariable(),
    WHOOP_WEBHOOK_ENABLED: flagVariable(),
    WHOOP_REQUESTS_PER_MINUTE: wholeNumberVariable(6),
    WHOOP_REQUESTS_PER_DAY: wholeNumberVariable(8),
  },
  secrets: client.secrets,
  together: client.together,
  read(vars) {
    const app = oauthClientOf(vars, "WHOOP");
    if (!app) return undefined;
    return {
      ...app,
      oauthUrl: withoutTrailingSlash(
        stringOf(vars, "WHOOP_OAUTH_URL") ?? "https://api.prod.whoop.com/oauth/oauth2",
      ),
      apiUrl: withoutTrailingSlash(stringOf(vars, "WHOOP_API_URL") ?? "https://api.prod.whoop.com/developer"),
      webhookEnabled: isOn(vars.WHOOP_WEBHOOK_ENABLED),
      requestsPerMinute: numberOf(vars, "WHOOP_REQUESTS_PER_MINUTE") ?? 100,
      requestsPerDay: numberOf(vars, "WHOOP_REQUESTS_PER_DAY") ?? 10_000,
    };
  },
};
