// The provider registry: every wearable provider the server can drive. Adding a provider is a
// module here plus its row in the contracts' catalogue (docs/decisions/021-wearable-provider-registry.md).
import type { ProviderModule } from "../core/provider-adapter.ts";
import { googleHealthProvider } from "./google-health/index.ts";
import { ouraProvider } from "./oura/index.ts";
import { whoopProvider } from "./whoop/index.ts";

export const PROVIDER_MODULES: readonly ProviderModule<never>[] = [
  whoopProvider as ProviderModule<never>,
  ouraProvider as ProviderModule<never>,
  googleHealthProvider as ProviderModule<never>,
];
