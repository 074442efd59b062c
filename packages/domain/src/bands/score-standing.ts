// What a stored score stood on, for the gauge and the history table: how many of
// its signals had data ("based on 3 of 5 signals"), which ones, and whether its confidence is
// too low to call a level of high or above without saying so. The count is the non-null
// entries of the score's contributions; the threshold is LOW_CONFIDENCE_BELOW.
import {
  type BurnoutScore,
  basedOnFactors,
  basedOnSignals,
  LOW_CONFIDENCE_BELOW,
  LOW_CONFIDENCE_QUALIFIER,
  type RiskLevel,
  SCORE_FACTOR_WORDS,
  SCORE_FACTORS,
  type ScoreFactor,
} from "@evenkeel/contracts";

export interface ScoreStanding {
  /** Signals with data, and how many the score has. Null when the score keeps no contributions. */
  signals: { used: number; total: number; factors: ScoreFactor[] } | null;
  /** "Based on 3 of 5 signals", or null without contributions. */
  basedOn: string | null;
  /** e.g. "based on recovery or resting heart rate only". */
  basedOnWhich: string | null;
  /** Confidence under LOW_CONFIDENCE_BELOW (a score without one is not called low). */
  lowConfidence: boolean;
}

export function scoreStanding(
  score: Pick<BurnoutScore, "contributions" | "confidence_score">,
): ScoreStanding {
  const lowConfidence =
    typeof score.confidence_score === "number" && score.confidence_score < LOW_CONFIDENCE_BELOW;
  if (!score.contributions) return { signals: null, basedOn: null, basedOnWhich: null, lowConfidence };
  const entries = Object.entries(score.contributions) as [ScoreFactor, number | null][];
  const factors = SCORE_FACTORS.filter((factor) =>
    entries.some(([key, points]) => key === factor && points !== null),
  );
  const total = entries.length;
  return {
    signals: { used: factors.length, total, factors },
    basedOn: basedOnSignals(factors.length, total),
    basedOnWhich: basedOnFactors(factors.map((factor) => SCORE_FACTOR_WORDS[factor])),
    lowConfidence,
  };
}

/** High and critical are the levels a low confidence must qualify. */
export function needsQualifier(level: RiskLevel, standing: Pick<ScoreStanding, "lowConfidence">): boolean {
  return standing.lowConfidence && (level === "high" || level === "critical");
}

/** "High Risk" → "High Risk (low confidence)" when the level needs the qualifier. */
export function qualifiedLevelLabel(
  label: string,
  level: RiskLevel,
  standing: Pick<ScoreStanding, "lowConfidence">,
): string {
  return needsQualifier(level, standing) ? `${label} ${LOW_CONFIDENCE_QUALIFIER}` : label;
}
