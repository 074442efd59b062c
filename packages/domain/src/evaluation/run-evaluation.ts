// Simulates a cohort per device profile and scores every user-day with the current score and
// with Respire's formula, then computes docs/score.md's figures for both.
import { RISK_LEVELS, type RiskLevel } from "@evenkeel/contracts";
import type { BurnoutParameters } from "../burnout/parameters.ts";
import { BURNOUT_PARAMETERS } from "../burnout/parameters-ek3.ts";
import { computeBurnoutSeries } from "../burnout/series.ts";
import { type CohortOptions, DEVICE_PROFILES, type DeviceProfile, simulateUser } from "./cohort.ts";
import {
  type EvaluationDetail,
  type EvaluationMetrics,
  evaluateAlgorithm,
  type ScoredUser,
} from "./metrics.ts";
import { computeRespireSeries } from "./respire.ts";

export interface EvaluationOptions extends Omit<CohortOptions, "profile"> {
  /** Score parameters to evaluate; defaults to BURNOUT_PARAMETERS (the current version). */
  parameters?: BurnoutParameters;
  /** Device profiles to evaluate, each its own cohort of `users`; defaults to all. */
  profiles?: readonly DeviceProfile[];
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

/** Per profile, the score and Respire's formula on the same simulated people. */
export function runEvaluation(options: EvaluationOptions): AlgorithmReport[] {
  const parameters = options.parameters ?? BURNOUT_PARAMETERS;
  const reports: AlgorithmReport[] = [];
  for (const profile of options.profiles ?? DEVICE_PROFILES) {
    const ours: ScoredUser[] = [];
    const respire: ScoredUser[] = [];
    for (let index = 0; index < options.users; index++) {
      const user = simulateUser(index, { ...options, profile });
      const range = { from: user.from, to: user.to, records: user.records, moods: user.moods };
      ours.push(toScored(user, computeBurnoutSeries({ ...range, parameters })));
      respire.push(toScored(user, computeRespireSeries(range)));
    }
    reports.push(evaluateAlgorithm(parameters.version, ours, options.days, profile));
    reports.push(evaluateAlgorithm("respire", respire, options.days, profile));
  }
  return reports;
}
