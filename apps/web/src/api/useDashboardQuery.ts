// The dashboard query with its own timings (docs/screens.md): refetched every 60 s, fresh for
// 5 minutes, kept for 30. Once a day is selected, the day before and (unless it is in the
// future) the day after are prefetched, so the day navigator answers at once.
import {
  DASHBOARD_CACHE_TIME_MS,
  DASHBOARD_REFETCH_INTERVAL_MS,
  DASHBOARD_STALE_TIME_MS,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect } from "react";
import { todayIso } from "../dates/today";
import { trpc } from "./trpc";

const timings = {
  staleTime: DASHBOARD_STALE_TIME_MS,
  gcTime: DASHBOARD_CACHE_TIME_MS,
} as const;

/** `selectedDate` null asks for the server's today (before a day has been selected). */
export function useDashboardQuery(selectedDate: string | null) {
  const utils = trpc.useUtils();
  const query = trpc.health.dashboard.useQuery(selectedDate ? { selected_date: selectedDate } : {}, {
    ...timings,
    refetchInterval: DASHBOARD_REFETCH_INTERVAL_MS,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!selectedDate) return;
    const neighbours = [addDays(selectedDate, -1)];
    const next = addDays(selectedDate, 1);
    if (next <= todayIso()) neighbours.push(next);
    for (const day of neighbours) {
      utils.health.dashboard.prefetch({ selected_date: day }, timings).catch((error: unknown) => {
        console.error("Prefetching the dashboard of a neighbouring day failed", error);
      });
    }
  }, [selectedDate, utils]);

  return query;
}
