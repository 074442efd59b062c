// What to refresh after a change (docs/architecture.md), so every screen
// invalidates the same queries:
// - mood create, update or delete: moods, mood stats, the dashboard and what has come before
//   the low days (the personal signals read the check-ins);
// - insight generation, feedback or delete: the insights list;
// - a successful sync: the dashboard and the health queries (metrics, burnout history, the
//   personal signals).
import { useCallback } from "react";
import { trpc } from "./trpc";

export function useInvalidateMoodData(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    await Promise.all([
      utils.mood.list.invalidate(),
      utils.mood.stats.invalidate(),
      utils.health.dashboard.invalidate(),
      utils.burnout.personalSignals.invalidate(),
    ]);
  }, [utils]);
}

export function useInvalidateInsights(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(() => utils.insights.list.invalidate(), [utils]);
}

export function useInvalidateHealthData(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    await Promise.all([
      utils.health.invalidate(),
      utils.burnout.history.invalidate(),
      utils.burnout.personalSignals.invalidate(),
    ]);
  }, [utils]);
}

/** After an import: every read of the account's data may have changed. */
export function useInvalidateAccountData(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(() => utils.invalidate(), [utils]);
}
