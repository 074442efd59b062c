// How many days in a row, up to `date`, the level was high or critical (the alert's "for how long").
import type { BurnoutScore } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";

export function heldDays(scores: readonly Pick<BurnoutScore, "date" | "risk_level">[], date: string): number {
  const elevated = new Set(
    scores
      .filter((score) => score.risk_level === "high" || score.risk_level === "critical")
      .map((s) => s.date),
  );
  let days = 0;
  while (elevated.has(addDays(date, -days))) days += 1;
  return days;
}
