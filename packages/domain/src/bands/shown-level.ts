// One level per day (docs/score.md "Levels"): the level is computed once, by the scoring rule,
// and stored with the day's score; the gauge, the history, the alert page, insights, the PDF
// and exports all read that stored level. The band sets of docs/screens.md are only the fallback for a
// row that carries no level. When the rules (hysteresis, the two days high needs, critical's
// persistence, calibration, coverage) hold the stored level apart from the band the number
// alone falls in, `shownLevel` says which rule, so every screen can say so in the same words.
import {
  type BurnoutScore,
  DEMO_RISK_BANDS,
  type LevelHoldNumbers,
  type LevelHoldReason,
  LOW_CONFIDENCE_BELOW,
  levelHeldNote,
  RISK_LEVELS,
  type RiskLevel,
} from "@evenkeel/contracts";
import { BURNOUT_PARAMETERS } from "../burnout/parameters-ek3.ts";
import { DEMO_SCORE_ALGORITHM } from "../scoring/demo-scoring-rule.ts";

const LEVELS = BURNOUT_PARAMETERS.levels;

/** The lower boundary of each level in the scoring rule (low starts at 0). */
export const LEVEL_BOUNDARIES: Readonly<Record<RiskLevel, number>> = {
  low: 0,
  moderate: LEVELS.boundaries.moderate,
  high: LEVELS.boundaries.high,
  critical: LEVELS.boundaries.critical,
};

/** The demo rule's levels are its bands alone (docs/decisions/004-demo-score-and-seed-story.md), so a demo day is never held. */
const DEMO_BOUNDARIES: Readonly<Record<RiskLevel, number>> = Object.fromEntries(
  RISK_LEVELS.map((level, index) => [
    level,
    index === 0 ? 0 : (DEMO_RISK_BANDS.bands[index - 1]?.below ?? 100),
  ]),
) as Record<RiskLevel, number>;

/** The level the number alone falls in, by the scoring rule's boundaries (no history). */
export function scoreBand(
  score: number,
  boundaries: Readonly<Record<RiskLevel, number>> = LEVEL_BOUNDARIES,
): RiskLevel {
  return [...RISK_LEVELS].reverse().find((level) => score >= boundaries[level]) ?? "low";
}

export interface ShownLevel {
  /** The stored level, or the screen's fallback band for a row without one. */
  level: RiskLevel;
  /** Whether `level` was stored with the score. */
  stored: boolean;
  /** The lower boundary of each level in the rule that scored the day (for a stored level). */
  boundaries: Readonly<Record<RiskLevel, number>>;
  /** Why the stored level is not the number's band; null when they agree or nothing is stored. */
  hold: LevelHoldReason | null;
  /** The sentence a screen shows for a hold ("75 — held at High: …"), or null. */
  note: string | null;
}

type LevelInputs = Pick<
  BurnoutScore,
  "overall_risk_score" | "risk_level" | "calibrating" | "confidence_score" | "algorithm_version"
>;

const rank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

function holdOf(score: LevelInputs, level: RiskLevel, band: RiskLevel): LevelHoldReason | null {
  if (rank(band) === rank(level)) return null;
  if (rank(band) < rank(level)) return "leaving";
  if (score.calibrating) return "calibrating";
  if (level === "high") return "critical_needs_time";
  // A number in the band of high or above held below high is never the coverage rule, even at a
  // low confidence: the rule keeps a day without enough coverage under the high boundary, so
  // such a number had it (mood carried the day). What holds it is the two days high needs, or
  // an illness tagged in the two weeks before (docs/score.md "Coverage before level").
  if (rank(band) >= rank("high")) return "high_needs_two_days";
  const lowConfidence =
    typeof score.confidence_score === "number" && score.confidence_score < LOW_CONFIDENCE_BELOW;
  return lowConfidence ? "coverage" : "high_needs_two_days";
}

/** The numbers the words of a hold at `level` quote (the high boundary, the way down). */
export function holdNumbers(level: RiskLevel): LevelHoldNumbers {
  return {
    high: LEVEL_BOUNDARIES.high,
    leaveAt: LEVEL_BOUNDARIES[level] - LEVELS.hysteresis.pointsUnder,
    leaveDays: LEVELS.hysteresis.days,
  };
}

/**
 * The level a screen shows for a score: the stored one, with the rule that holds it apart from
 * its number; `fallback` (one of the three band sets) only for a row without a stored level.
 */
export function shownLevel(score: LevelInputs, fallback: (value: number) => RiskLevel): ShownLevel {
  const stored = score.risk_level;
  const boundaries = score.algorithm_version === DEMO_SCORE_ALGORITHM ? DEMO_BOUNDARIES : LEVEL_BOUNDARIES;
  if (!stored) {
    return { level: fallback(score.overall_risk_score), stored: false, boundaries, hold: null, note: null };
  }
  const value = Math.round(score.overall_risk_score * 10) / 10;
  const hold = holdOf(score, stored, scoreBand(value, boundaries));
  return {
    level: stored,
    stored: true,
    boundaries,
    hold,
    note: hold ? levelHeldNote(value, stored, hold, holdNumbers(stored)) : null,
  };
}
