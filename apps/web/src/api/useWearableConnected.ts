// Whether the user has a wearable connected, for screens other than Settings (the dashboard's
// first run and sync button, issue 14). Reads the same query Settings does, so both agree and
// share one request. 404 means not connected (SPEC.md §7); other lookup errors say nothing.
import { DEFAULT_WEARABLE_PROVIDER } from "@evenkeel/contracts";
import { isNotFound } from "./apiErrors";
import { trpc } from "./trpc";

/** true or false once known; undefined while the lookup runs or when it failed otherwise. */
export function useWearableConnected(provider = DEFAULT_WEARABLE_PROVIDER): boolean | undefined {
  const lookup = trpc.wearable.connection.useQuery({ provider });
  if (lookup.data) return true;
  if (lookup.isError && isNotFound(lookup.error)) return false;
  return undefined;
}
