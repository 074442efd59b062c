// Every threshold the insight facts use, in one versioned constant, so the rules can be read
// (and tuned) in one place. Windows are in days, counted back from the insight's end date.

export const INSIGHT_ANALYSIS_PARAMETERS = {
  version: "ek-insights-1",
  /** "This week": the last 7 days of the requested period; "last week" is the 7 before. */
  recentDays: 7,
  /** A week's mean is compared only when it rests on at least this many days. */
  minDaysForWeekMean: 3,
  /** Personal baseline: days end−67 … end−8, like the score (docs/score.md), lagged a week so a
   * developing episode does not become its own normal; used with at least 14 values. */
  baselineLagDays: 8,
  baselineDays: 60,
  baselineMinDays: 14,
  /** Smallest worthwhile change = 0.5 × the person's robust SD (1.4826 × MAD) over the
   * baseline, floored per metric; the catalogue's fixed SWC while there is no baseline. */
  swcSdFraction: 0.5,
  /** A Theil–Sen trend needs 7 days with data and at least half of the period covered. */
  trendMinPoints: 7,
  trendMinCoverage: 0.5,
  /**
   * Trend significance: the fitted change over the period in multiples of the SWC. Within 1
   * SWC a trend is stable and "low"; beyond it "medium"; from this many SWCs "high".
   */
  significanceHighSwc: 3,
  /** Status against the baseline: worse by more than 1 SWC is fair, by more than 3 needs attention. */
  statusFairSwc: 1,
  statusAttentionSwc: 3,
  /** Associations (Spearman, lag 0 and 1) over the last 60 days: ≥ 14 pairs and |ρ| ≥ 0.3, and
   * each side of the split shown in words must hold at least 4 days. */
  associationLookbackDays: 60,
  associationMinPairs: 14,
  associationMinRho: 0.3,
  associationMinGroupDays: 4,
  /** Safety: mood ≤ 3 on 5 of the last 7 days (docs/score.md "Safety"). */
  lowMoodRating: 3,
  lowMoodDays: 5,
  lowMoodWindowDays: 7,
} as const;
