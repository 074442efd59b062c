// Direction of the burnout score between its two latest values (docs/screens.md): a move of 5
// points or less is noise, not a trend.
import { DEMO_BURNOUT_TREND_DELTA, type Direction } from "@evenkeel/contracts";

/** increasing when latest > previous + 5, decreasing when latest < previous − 5, else stable. */
export function burnoutTrend(
  latest: number | null | undefined,
  previous: number | null | undefined,
): Direction {
  if (latest === null || latest === undefined || previous === null || previous === undefined) return "stable";
  const change = latest - previous;
  if (change > DEMO_BURNOUT_TREND_DELTA) return "increasing";
  if (change < -DEMO_BURNOUT_TREND_DELTA) return "decreasing";
  return "stable";
}
