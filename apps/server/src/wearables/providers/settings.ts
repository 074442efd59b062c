// Every provider's part of the environment, composed by config/env.ts: a provider added here
// brings its own variables, defaults and messages (docs/decisions/021-wearable-provider-registry.md).
import { googleHealthEnv } from "./google-health/settings.ts";
import { ouraEnv } from "./oura/settings.ts";
import { whoopEnv } from "./whoop/settings.ts";

export const PROVIDER_ENV_PARTS = [whoopEnv, ouraEnv, googleHealthEnv] as const;
