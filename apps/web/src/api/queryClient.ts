// TanStack Query defaults for "other queries" (SPEC §7, §9): fresh for 30 s, one retry,
// no refetch on window focus. The dashboard query sets its own, longer timings.
import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from "@evenkeel/contracts";
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: QUERY_RETRY_COUNT,
        refetchOnWindowFocus: false,
      },
    },
  });
}
