// Where the wearable's authorisation page sends the user back (docs/wearables.md):
// `${origin}/settings/{provider}/callback`. Authorize and callback must send the same value.
import { type WearableProvider, wearableCallbackPath } from "@evenkeel/contracts";

export function wearableRedirectUri(provider: WearableProvider): string {
  return `${window.location.origin}${wearableCallbackPath(provider)}`;
}
