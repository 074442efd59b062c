// TanStack Query defaults for "other queries" (docs/screens.md): fresh for 30 s, one retry,
// no refetch on window focus. The dashboard query sets its own, longer timings
// (useDashboardQuery). A 4xx answer is not retried: the same question gets the same answer,
// and a 401 has already had its refresh and retry in the link.
// Offline (docs/decisions/047-offline-reading-and-check-in.md): a query tries once and then
// waits for the connection instead of failing, so a screen keeps the answers it was last shown
// (the demo's, answered inside the tab, arrive at once); a change fails at once with its
// screen's message instead of hanging, since only a mood is kept to be sent later.
import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from "@evenkeel/contracts";
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { isClientError } from "./apiErrors";

export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY_COUNT && !isClientError(error);
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes a connection until the first offline event; a page opened offline
  // starts offline.
  if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: retryUnlessClientError,
        refetchOnWindowFocus: false,
        networkMode: "offlineFirst",
      },
      mutations: { networkMode: "always" },
    },
  });
}
