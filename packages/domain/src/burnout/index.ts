// The burnout score (ek-3, docs/score.md): what the rest of the product imports from it.
export type { BurnoutData, BurnoutMood, BurnoutRecord } from "./inputs.ts";
export {
  type BurnoutParameters,
  EK2_PARAMETERS,
  FACTOR_NAMES,
  type FactorName,
} from "./parameters.ts";
export { BURNOUT_PARAMETERS, EK3_PARAMETERS, EK3_PERSONAL_PARAMETERS } from "./parameters-ek3.ts";
export {
  describePersonalSignals,
  PERSONAL_SIGNALS_HISTORY_DAYS,
  type PersonalSignalsInput,
  type PersonalSignalsSummary,
  personalSignals,
} from "./personal-signals.ts";
export type { BurnoutScoreResult } from "./result.ts";
export { type BurnoutScoreInput, computeBurnoutScore } from "./score.ts";
export { type BurnoutSeriesInput, computeBurnoutSeries } from "./series.ts";
