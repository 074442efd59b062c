// The server's scoring rule: Evenkeel's own burnout score (packages/domain/src/burnout,
// docs/score.md) over the user's records, moods and mood tags. Days with no data at all in
// their look-back are not scored.
import { BURNOUT_PARAMETERS } from "../burnout/parameters-ek3.ts";
import { computeBurnoutSeries } from "../burnout/series.ts";
import type { ScoringRule } from "./scoring-rule.ts";

const parameters = BURNOUT_PARAMETERS;

/** Days before the first scored date that the score reads (baseline look-back plus level warm-up). */
export const SCORE_HISTORY_DAYS =
  parameters.levelWarmupDays + Math.max(parameters.lookbackDays, parameters.baseline.firstLag);

export const ekScoringRule: ScoringRule = {
  version: parameters.version,
  historyDays: SCORE_HISTORY_DAYS,
  // The baseline reaches back this far, and levels replay the warm-up.
  reachDays: parameters.baseline.firstLag + parameters.levelWarmupDays,
  scoreDays: ({ from, to, records, moods }) =>
    computeBurnoutSeries({ from, to, records, moods, parameters })
      .filter((day) => day.data_points_used > 0)
      // `coverage` explains a day but is not stored (yet): stored and unstored answers match.
      .map(({ coverage: _notStored, ...day }) => day),
};
