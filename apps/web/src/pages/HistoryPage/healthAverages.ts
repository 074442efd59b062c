// The four averages of the history summary cards of /history (docs/screens.md). A missing value
// counts as 0, so every day in the range weighs the same.
import type { HealthMetric } from "@evenkeel/contracts";

export type HealthAverages = { recovery: number; hrv: number; sleepQuality: number; strain: number };

function average(metrics: readonly HealthMetric[], value: (metric: HealthMetric) => number | null): number {
  if (metrics.length === 0) return 0;
  return metrics.reduce((sum, metric) => sum + (value(metric) ?? 0), 0) / metrics.length;
}

export function healthAverages(metrics: readonly HealthMetric[]): HealthAverages {
  return {
    recovery: average(metrics, (m) => m.recovery_score),
    hrv: average(metrics, (m) => m.hrv),
    sleepQuality: average(metrics, (m) => m.sleep_quality_score),
    strain: average(metrics, (m) => m.day_strain),
  };
}
