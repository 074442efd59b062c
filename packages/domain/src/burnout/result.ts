// The shape of one day's burnout score as the domain returns it: the stored BurnoutScore's
// fields (with the explanation fields SCORE.md asks for) all filled in.
import type { BurnoutScore, RiskLevel } from "@evenkeel/contracts";

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
};
