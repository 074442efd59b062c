// The burnout score's evaluation against Respire's formula on a simulated cohort (docs/score.md
// "How it is checked"); the CLI is cli.ts.
export {
  type CohortOptions,
  DEVICE_PROFILES,
  type DeviceProfile,
  type SimulatedUser,
  simulateCohort,
} from "./cohort.ts";
export type { EvaluationDetail, EvaluationMetrics } from "./metrics.ts";
export { computeRespireScore, computeRespireSeries, type RespireScoreResult } from "./respire.ts";
export { type AlgorithmReport, type EvaluationOptions, runEvaluation } from "./run-evaluation.ts";
