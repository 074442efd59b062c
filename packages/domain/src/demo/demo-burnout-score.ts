// The demo's burnout score rule (docs/decisions/004-demo-score-and-seed-story.md): baseline 30, raised for each threshold a day
// crosses (recovery < 60, HRV < 50, sleep quality < 70, strain > 15), levels by the demo
// bands, confidence 85–95. The raise amounts are ours: the original rule gives only the thresholds.
import {
  DEMO_BURNOUT_BASELINE,
  DEMO_BURNOUT_THRESHOLDS,
  type HealthMetric,
  type RiskFactors,
  type ScoreContributions,
} from "@evenkeel/contracts";
import { demoRiskLevel } from "../bands/risk-levels.ts";
import type { BurnoutScoreResult } from "../burnout/result.ts";
import { roundTo } from "../trends/summary-statistics.ts";

/**
 * Points added per crossed threshold. With them a day with no crossing lands in low (21–27),
 * one in moderate (37–48), two in high (50–62) and three or four in critical (≥ 70, bar the
 * strain-led 65–71), so the story shows every level.
 */
export const DEMO_SCORE_RAISES = { recovery: 15, hrv: 14, sleep_quality: 13, strain: 10 } as const;
/**
 * The rule only ever raises the score from 30, and the demo bands start "low" below 30, so a
 * day that crosses no threshold is lowered by this much: otherwise "low" could never appear.
 */
export const DEMO_SETTLED_DAY_RELIEF = 6;
/** Day-to-day variation, ± points, drawn by the caller from the seeded PRNG. */
export const DEMO_SCORE_JITTER = 3;

export type DemoScoredDay = Pick<
  HealthMetric,
  "recovery_score" | "hrv" | "sleep_quality_score" | "day_strain"
>;

export type DemoScore = Pick<
  BurnoutScoreResult,
  "overall_risk_score" | "risk_level" | "risk_factors" | "contributions" | "confidence_score" | "mood_risk"
>;

export function scoreDemoDay(day: DemoScoredDay, draw: { jitter: number; confidence: number }): DemoScore {
  const t = DEMO_BURNOUT_THRESHOLDS;
  // In the contract's order (mood first), as every stored score keeps it (docs/decisions/040-reads-through-the-stock-stack.md).
  const contributions: ScoreContributions = {
    mood: null, // the demo rule does not score mood
    recovery: below(day.recovery_score, t.recovery_below) ? DEMO_SCORE_RAISES.recovery : 0,
    hrv: below(day.hrv, t.hrv_below) ? DEMO_SCORE_RAISES.hrv : 0,
    sleep_quality: below(day.sleep_quality_score, t.sleep_quality_below)
      ? DEMO_SCORE_RAISES.sleep_quality
      : 0,
    strain: day.day_strain !== null && day.day_strain > t.strain_above ? DEMO_SCORE_RAISES.strain : 0,
  };
  const raised = Object.values(contributions).reduce<number>((sum, points) => sum + (points ?? 0), 0);
  const jitter = Math.max(-DEMO_SCORE_JITTER, Math.min(DEMO_SCORE_JITTER, draw.jitter));
  const score = roundTo(
    Math.min(
      100,
      Math.max(0, DEMO_BURNOUT_BASELINE + raised - (raised === 0 ? DEMO_SETTLED_DAY_RELIEF : 0) + jitter),
    ),
    1,
  );
  return {
    overall_risk_score: score,
    risk_level: demoRiskLevel(score),
    risk_factors: subRisks(day),
    contributions,
    confidence_score: draw.confidence,
    mood_risk: null,
  };
}

function below(value: number | null, threshold: number): boolean {
  return value !== null && value < threshold;
}

/** Each factor's 0–100 risk for the history table, rising as the value worsens. */
function subRisks(day: DemoScoredDay): RiskFactors {
  const scale = (value: number | null, from: number, to: number) =>
    value === null ? null : roundTo(Math.min(100, Math.max(0, ((value - from) / (to - from)) * 100)), 1);
  return {
    recovery: scale(day.recovery_score, 100, 0),
    hrv: scale(day.hrv, 75, 30),
    sleep_quality: scale(day.sleep_quality_score, 95, 50),
    strain: scale(day.day_strain, 8, 19),
  };
}
