// Risk levels over time: bands of the score, critical only when it persists across days
// and systems, and hysteresis so a level is left downwards only after 3 clearly lower days.
import { RISK_LEVELS, type RiskLevel } from "@evenkeel/contracts";
import type { BurnoutParameters } from "./parameters.ts";

const HIGH = 2;
const CRITICAL = 3;

export interface ScoredDay {
  score: number;
  /** Factors (mood included) whose chronic (21-day) risk is at least the critical rule's 50. */
  strongFactors: number;
  /** A present factor still leans on population priors. */
  calibrating: boolean;
  /** Every present factor's baseline is full (28 days). */
  settled: boolean;
  /** Coverage allows high or above (coverage.ts); otherwise the level is at most moderate. */
  enoughForHigh: boolean;
}

function band(score: number, parameters: BurnoutParameters): number {
  const { moderate, high, critical } = parameters.levels.boundaries;
  return score >= critical ? 3 : score >= high ? 2 : score >= moderate ? 1 : 0;
}

/**
 * The level after the scored days `days[from…to]` (unscored days are undefined and change
 * nothing), starting from low. Going up is immediate; critical also needs high or above on
 * at least 10 of the last 14 scored days (today counted) and two strong factors, otherwise
 * it is high (and, by default, it needs a full 28-day baseline). While calibrating the level
 * is at most `calibratingHighest` (moderate by default), and so is a day whose coverage is not
 * enough for high (coverage.ts). Leaving a level downwards needs 3
 * consecutive scored days at least 5 points under that level's lower boundary, and may pass
 * several levels when each has been cleared.
 */
export function replayLevel(
  days: readonly (ScoredDay | undefined)[],
  from: number,
  to: number,
  parameters: BurnoutParameters,
): RiskLevel | null {
  const p = parameters.levels;
  const calibratingHighest = RISK_LEVELS.indexOf(p.calibratingHighest as RiskLevel);
  if (calibratingHighest < 0) throw new RangeError(`Unknown level "${p.calibratingHighest}"`);
  const boundaries = [0, p.boundaries.moderate, p.boundaries.high, p.boundaries.critical];
  const streaks = [0, 0, 0, 0];
  const highHistory: boolean[] = [];
  let level = 0;
  let scored = false;
  /** Consecutive scored days before this one at or above the high boundary, with coverage. */
  let aboveHighBefore = 0;
  for (let i = Math.max(0, from); i <= to; i++) {
    const day = days[i];
    if (!day) continue;
    scored = true;
    for (let k = 1; k <= CRITICAL; k++) {
      const under = day.score <= (boundaries[k] as number) - p.hysteresis.pointsUnder;
      streaks[k] = under ? (streaks[k] as number) + 1 : 0;
    }
    let target = band(day.score, parameters);
    // Entering high from below needs the previous scored day at or above the boundary too.
    if (target >= HIGH && level < HIGH && aboveHighBefore < p.enterHighDays - 1) target = HIGH - 1;
    aboveHighBefore = day.score >= p.boundaries.high && day.enoughForHigh ? aboveHighBefore + 1 : 0;
    let next = level;
    if (target > level) next = target;
    while (next > target && (streaks[next] as number) >= p.hysteresis.days) next--;

    if (next === CRITICAL && level !== CRITICAL) {
      const recent = highHistory.slice(-(p.critical.scoredDays - 1));
      const highDays = recent.filter(Boolean).length + 1;
      const persistent = highDays >= p.critical.highDaysAtLeast;
      const strong = day.strongFactors >= p.critical.factorsAtLeast;
      const personal = !(p.critical.needsFullBaseline && !day.settled);
      if (!persistent || !strong || !personal) next = HIGH;
    }
    if (day.calibrating) next = Math.min(next, calibratingHighest);
    if (!day.enoughForHigh) next = Math.min(next, HIGH - 1);
    highHistory.push(next >= HIGH);
    level = next;
  }
  return scored ? (RISK_LEVELS[level] as RiskLevel) : null;
}
