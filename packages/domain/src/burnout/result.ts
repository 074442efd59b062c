// The shape of one day's burnout score as the domain returns it: the stored BurnoutScore's
// fields (with the explanation fields of docs/score.md) all filled in.
import type { BurnoutScore, RiskLevel } from "@evenkeel/contracts";
import type { FactorName } from "./parameters.ts";

type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export type BurnoutScoreResult = Filled<
  Pick<
    BurnoutScore,
    | "date"
    | "overall_risk_score"
    | "risk_factors"
    | "mood_risk"
    | "calibrating"
    | "algorithm_version"
    | "contributions"
  >
> & {
  risk_level: RiskLevel;
  /** 0–100, one decimal; at most 40 while calibrating; 0 when no factor had data. */
  confidence_score: number;
  /** Days in the look-back (the scored date and the 67 before it) with at least one valid value. */
  data_points_used: number;
  /**
   * What the day stood on (docs/score.md "Coverage"): the response systems (mood, hrv,
   * recovery — resting HR or recovery —, sleep_quality) with enough data in the 21-day window;
   * whether that, with the confidence, is enough to call high or above; and the factor the
   * score was multiplied by for low confidence (1: not shrunk). Not stored (yet): a day read
   * back from storage can rebuild `systems` only roughly, from its non-null factors.
   */
  coverage: {
    systems: FactorName[];
    enough_for_high: boolean;
    shrink: number;
  };
};
