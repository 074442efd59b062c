// Simulates a cohort and scores every user-day with ek-1 and with Respire's formula, then
// computes SCORE.md's figures for both.
import { RISK_LEVELS, type RiskLevel } from "@evenkeel/contracts";
import type { BurnoutParameters } from "../burnout/parameters.ts";
import { EK1_PARAMETERS } from "../burnout/parameters.ts";
import { computeBurnoutSeries } from "../burnout/series.ts";
import { type CohortOptions, simulateUser } from "./cohort.ts";
import {
  type EvaluationDetail,
  type EvaluationMetrics,
  evaluateAlgorithm,
  type ScoredUser,
} from "./metrics.ts";
import { computeRespireSeries } from "./respire.ts";

export interface EvaluationOptions extends CohortOptions {
  /** ek-1 parameters to evaluate; defaults to EK1_PARAMETERS. */
  parameters?: BurnoutParameters;
}

export interface AlgorithmReport {
  metrics: EvaluationMetrics;
  detail: EvaluationDetail;
}

const levelIndex = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

function toScored(
  user: Pick<ScoredUser, "episode" | "controls">,
  days: readonly { overall_risk_score: number; risk_level: RiskLevel }[],
): ScoredUser {
  const scores = new Float64Array(days.length);
  const levels = new Uint8Array(days.length);
  days.forEach((day, d) => {
    scores[d] = day.overall_risk_score;
    levels[d] = levelIndex(day.risk_level);
  });
  return { episode: user.episode, controls: user.controls, scores, levels };
}

export function runEvaluation(options: EvaluationOptions): AlgorithmReport[] {
  const parameters = options.parameters ?? EK1_PARAMETERS;
  const ek1: ScoredUser[] = [];
  const respire: ScoredUser[] = [];
  for (let index = 0; index < options.users; index++) {
    const user = simulateUser(index, options);
    const range = { from: user.from, to: user.to, records: user.records, moods: user.moods };
    ek1.push(toScored(user, computeBurnoutSeries({ ...range, parameters })));
    respire.push(toScored(user, computeRespireSeries(range)));
  }
  return [
    evaluateAlgorithm(parameters.version, ek1, options.days),
    evaluateAlgorithm("respire", respire, options.days),
  ];
}
