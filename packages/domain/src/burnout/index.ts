// The burnout score (ek-2, docs/score.md): what the rest of the product imports from it.
export type { BurnoutData, BurnoutMood, BurnoutRecord } from "./inputs.ts";
export {
  BURNOUT_PARAMETERS,
  type BurnoutParameters,
  EK2_PARAMETERS,
  FACTOR_NAMES,
  type FactorName,
} from "./parameters.ts";
export type { BurnoutScoreResult } from "./result.ts";
export { type BurnoutScoreInput, computeBurnoutScore } from "./score.ts";
export { type BurnoutSeriesInput, computeBurnoutSeries } from "./series.ts";
