// The early warning's rule (docs/notifications.md): a level of high or critical held
// for 3 days, or a rise from high to critical, raises one alert; at most one per level per
// 7 days; none while the level rests on low confidence; an illness tag that week holds it back.
import type { Alert, BurnoutScore, Mood, RiskLevel } from "@evenkeel/contracts";
import { scoreStanding } from "../bands/score-standing.ts";
import { addDays } from "../dates/calendar-date.ts";

export const ALERT_HOLD_DAYS = 3;
export const ALERT_REPEAT_DAYS = 7;
/** The tag that holds an alert back: illness moves heart rate, HRV and sleep on its own. */
export const ALERT_HOLDING_TAG = "ill";

export interface EarlyWarningInput {
  /** The day to judge (the user's today or the latest scored day). */
  date: string;
  /** Scores of at least the 3 days up to `date`, any order. */
  scores: readonly Pick<BurnoutScore, "date" | "risk_level" | "confidence_score" | "contributions">[];
  /** Moods of the 7 days up to `date`. */
  moods: readonly Pick<Mood, "date" | "tags">[];
  /** Alerts already raised (any status). */
  alerts: readonly Pick<Alert, "date" | "level">[];
}

export interface EarlyWarning {
  date: string;
  level: Extract<RiskLevel, "high" | "critical">;
  status: "sent" | "held";
}

const ELEVATED: readonly RiskLevel[] = ["high", "critical"];

/**
 * A level of high or above that rests on low confidence: the screens show it, qualified, but no
 * alert goes out for it (docs/notifications.md), and the dashboard says so.
 */
export function alertWaitsForData(
  score: Pick<BurnoutScore, "risk_level" | "confidence_score" | "contributions">,
): boolean {
  return !!score.risk_level && ELEVATED.includes(score.risk_level) && scoreStanding(score).lowConfidence;
}

export function decideEarlyWarning(input: EarlyWarningInput): EarlyWarning | null {
  const byDate = new Map(input.scores.map((score) => [score.date, score]));
  const today = byDate.get(input.date);
  if (!today?.risk_level || !ELEVATED.includes(today.risk_level)) return null;
  const level = today.risk_level as EarlyWarning["level"];
  const days = Array.from({ length: ALERT_HOLD_DAYS }, (_, back) => byDate.get(addDays(input.date, -back)));
  // A level that rests on low confidence is not something to reach out about.
  if (alertWaitsForData(today)) return null;
  const held = days.every(
    (score) =>
      score?.risk_level && ELEVATED.includes(score.risk_level) && !scoreStanding(score).lowConfidence,
  );
  const yesterday = days[1];
  const rose =
    level === "critical" && yesterday?.risk_level === "high" && !scoreStanding(yesterday).lowConfidence;
  if (!held && !rose) return null;
  const since = addDays(input.date, -(ALERT_REPEAT_DAYS - 1));
  if (
    input.alerts.some((alert) => alert.level === level && alert.date >= since && alert.date <= input.date)
  ) {
    return null;
  }
  const ill = input.moods.some(
    (mood) => mood.date >= since && mood.date <= input.date && mood.tags.includes(ALERT_HOLDING_TAG),
  );
  return { date: input.date, level, status: ill ? "held" : "sent" };
}
