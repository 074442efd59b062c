// What the stored burnout scores say over an insight's period: the latest score and level,
// this week's average against last week's, the peak, and which factors drive it.
import type {
  BurnoutScore,
  LevelHoldNumbers,
  LevelHoldReason,
  RiskLevel,
  ScoreFactor,
} from "@evenkeel/contracts";
import { demoRiskLevel } from "../bands/risk-levels.ts";
import { holdNumbers, shownLevel } from "../bands/shown-level.ts";
import { mean, roundTo } from "../trends/summary-statistics.ts";
import { type DateSpan, type InsightWindows, inSpan } from "./insight-windows.ts";

const MIN_SCORED_DAYS_PER_WEEK = 3;

export interface ScorePoint {
  date: string;
  score: number;
  level: RiskLevel;
}

export interface RiskFacts {
  latest: ScorePoint & {
    confidence: number | null;
    calibrating: boolean;
    /** The rule holding the stored level apart from the number, with the numbers it quotes. */
    hold: { reason: LevelHoldReason; numbers: LevelHoldNumbers } | null;
  };
  /**
   * Mean score this week and last week (each needs 3 scored days). Week means, not two
   * single days, so one odd day does not make a trend.
   */
  weeks: { recentMean: number | null; recentDays: number; priorMean: number | null; priorDays: number };
  /** recentMean − priorMean, or null. */
  change: number | null;
  peak: ScorePoint;
  scoredDays: number;
  daysHighOrAbove: number;
  /**
   * Factors from the largest share of the score down. `points` are score points when the
   * score carries its contributions (ek-1); otherwise the factor's 0–100 sub-risk.
   */
  factors: { factor: ScoreFactor; points: number }[];
  factorSource: "contributions" | "sub_risks";
}

/** null when no score falls inside the period: an older score is not this period's story. */
export function computeRiskFacts(scores: readonly BurnoutScore[], windows: InsightWindows): RiskFacts | null {
  const inPeriod = [...scores]
    .filter((s) => inSpan(s.date, windows.period))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const latest = inPeriod.at(-1);
  if (!latest) return null;
  const weekMean = (span: DateSpan) => {
    const values = scores.filter((s) => inSpan(s.date, span)).map((s) => s.overall_risk_score);
    const centre = values.length >= MIN_SCORED_DAYS_PER_WEEK ? mean(values) : null;
    return { mean: centre === null ? null : roundTo(centre, 1), days: values.length };
  };
  const recent = weekMean(windows.recent);
  const prior = weekMean(windows.prior);
  const points = inPeriod.map(toPoint);
  const peak = points.reduce((top, p) => (p.score > top.score ? p : top));
  const latestPoint = toPoint(latest);
  const { factors, factorSource } = rankFactors(latest);
  return {
    latest: {
      ...latestPoint,
      confidence: latest.confidence_score == null ? null : roundTo(latest.confidence_score, 0),
      calibrating: latest.calibrating === true,
      hold: holdOf(latest),
    },
    weeks: { recentMean: recent.mean, recentDays: recent.days, priorMean: prior.mean, priorDays: prior.days },
    change: recent.mean !== null && prior.mean !== null ? roundTo(recent.mean - prior.mean, 1) : null,
    peak,
    scoredDays: points.length,
    daysHighOrAbove: points.filter((p) => p.level === "high" || p.level === "critical").length,
    factors,
    factorSource,
  };
}

function holdOf(score: BurnoutScore): RiskFacts["latest"]["hold"] {
  const shown = shownLevel(score, demoRiskLevel);
  return shown.hold ? { reason: shown.hold, numbers: holdNumbers(shown.level) } : null;
}

/** The stored level, or — for rows without one — the 30/50/70 bands ek-1 and the demo share. */
function toPoint(score: BurnoutScore): ScorePoint {
  const value = roundTo(score.overall_risk_score, 1);
  return { date: score.date, score: value, level: score.risk_level ?? demoRiskLevel(value) };
}

function rankFactors(score: BurnoutScore): Pick<RiskFacts, "factors" | "factorSource"> {
  const fromContributions = score.contributions
    ? Object.entries(score.contributions).map(([factor, points]) => ({
        factor: factor as ScoreFactor,
        points,
      }))
    : null;
  const fromSubRisks = [
    { factor: "mood" as const, points: score.mood_risk ?? null },
    ...Object.entries(score.risk_factors).map(([factor, points]) => ({
      factor: factor as ScoreFactor,
      points,
    })),
  ];
  const source = fromContributions ?? fromSubRisks;
  const factors = source
    .flatMap((f) =>
      f.points === null || f.points === undefined || f.points <= 0
        ? []
        : [{ ...f, points: roundTo(f.points, 1) }],
    )
    .sort((a, b) => b.points - a.points);
  return { factors, factorSource: fromContributions ? "contributions" : "sub_risks" };
}
