// The summary cards' trend arrow (docs/screens.md): the latest value against a fixed reference
// (TREND_REFERENCES in contracts: recovery 70, HRV 50, mood 7, sleep quality 75).

export type CardTrend = "up" | "down" | "stable";

/** up when latest > reference, down when below, stable when equal or either is missing. */
export function cardTrend(
  latest: number | null | undefined,
  reference: number | null | undefined,
): CardTrend {
  if (latest === null || latest === undefined || reference === null || reference === undefined)
    return "stable";
  if (Number.isNaN(latest) || Number.isNaN(reference)) return "stable";
  if (latest > reference) return "up";
  if (latest < reference) return "down";
  return "stable";
}
