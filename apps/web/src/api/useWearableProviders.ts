// Every wearable provider the server knows (GET /api/wearables: configured or not) and the
// user's connection to each (GET /{wearable}/connection; 404 = not connected).
// Settings lists them all; the dashboard syncs the connected ones.
import type { WearableConnection, WearableProvider, WearableProviderStatus } from "@evenkeel/contracts";
import { useEffect } from "react";
import { isNotFound } from "./apiErrors";
import { trpc } from "./trpc";

export interface WearableProviderState extends WearableProviderStatus {
  /** Null when not connected (or the lookup failed). */
  connection: WearableConnection | null;
  loading: boolean;
}

export function useWearableProviders() {
  const list = trpc.wearable.providers.useQuery();
  const providers = list.data ?? [];
  const lookups = trpc.useQueries((t) =>
    providers.map((status) => t.wearable.connection({ provider: status.provider }, { retry: false })),
  );

  // A 404 is "not connected"; any other failed lookup is only logged (docs/screens.md).
  const failures = lookups
    .filter((lookup) => lookup.isError && !isNotFound(lookup.error))
    .map((lookup) => lookup.error?.message ?? "unknown error")
    .join("; ");
  useEffect(() => {
    if (failures) console.error("Wearable connection lookup failed", failures);
  }, [failures]);

  const states: WearableProviderState[] = providers.map((status, index) => {
    const lookup = lookups[index];
    return {
      ...status,
      // A failed lookup means "not connected" here; stale data from before a disconnect too.
      connection: lookup && !lookup.isError ? (lookup.data ?? null) : null,
      // Only the first answer counts as loading: a query that answered 404 is "pending" again
      // while it refetches, and Settings must not swap its panels for a spinner then.
      loading: lookup ? !lookup.isFetched : true,
    };
  });
  const connected: WearableProvider[] = states
    .filter((state) => state.connection !== null)
    .map((state) => state.provider);
  return { providers: states, connected, loading: !list.isFetched || states.some((state) => state.loading) };
}
