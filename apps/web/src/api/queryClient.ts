// TanStack Query defaults for "other queries" (docs/screens.md): fresh for 30 s, one retry,
// no refetch on window focus. The dashboard query sets its own, longer timings
// (useDashboardQuery). A 4xx answer is not retried: the same question gets the same answer,
// and a 401 has already had its refresh and retry in the link.
import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from "@evenkeel/contracts";
import { QueryClient } from "@tanstack/react-query";
import { isClientError } from "./apiErrors";

export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY_COUNT && !isClientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: retryUnlessClientError,
        refetchOnWindowFocus: false,
      },
    },
  });
}
