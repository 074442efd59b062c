// computeBurnoutScore: the burnout score (ek-2) of one date from the records and moods up to
// and including it (docs/score.md). Levels replay the preceding 14 days, as series do.
import type { BurnoutData } from "./inputs.ts";
import type { BurnoutScoreResult } from "./result.ts";
import { computeBurnoutSeries } from "./series.ts";

export interface BurnoutScoreInput extends BurnoutData {
  /** The date scored, YYYY-MM-DD; data after it is ignored. */
  date: string;
}

export function computeBurnoutScore(input: BurnoutScoreInput): BurnoutScoreResult {
  const [result] = computeBurnoutSeries({ ...input, from: input.date, to: input.date });
  if (!result) throw new Error("computeBurnoutSeries returned no day for a one-day range");
  return result;
}
