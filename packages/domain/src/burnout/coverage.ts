// Coverage before level (docs/score.md "Coverage"): a day may be called high or above only
// when at least two response systems have enough data in the chronic window and the
// confidence reaches the threshold the screens share (LOW_CONFIDENCE_BELOW), unless mood
// alone says so. Below that confidence the score is shrunk toward the person's normal.
import type { Composite } from "./composite.ts";
import type { DayFactors } from "./factors.ts";
import { type BurnoutParameters, FACTOR_NAMES, type FactorName } from "./parameters.ts";
import type { Tilt } from "./tilt.ts";

export interface Coverage {
  /** The response systems with a chronic-window (21-day) risk, in the parameters' order. */
  systems: FactorName[];
  /** Mood's own risk reaches the high boundary: the person's word may carry the day. */
  moodCarries: boolean;
  /** High or above may be called. */
  enoughForHigh: boolean;
  /** What the raw score was multiplied by (1: not shrunk). */
  shrink: number;
}

export function coverageOf(
  factors: DayFactors,
  composite: Composite,
  confidence: number,
  parameters: BurnoutParameters,
): Coverage {
  const c = parameters.coverage;
  const systems: FactorName[] = [];
  for (const name of c.systems as readonly FactorName[])
    if (!Number.isNaN(factors.chronic[name])) systems.push(name);
  const moodCarries =
    c.moodCarries &&
    systems.includes("mood") &&
    composite.factorRisks.mood >= parameters.levels.boundaries.high;
  const enoughForHigh = moodCarries || (systems.length >= c.minSystems && confidence >= c.minConfidence);
  const shrink = moodCarries || confidence >= c.minConfidence ? 1 : Math.max(0, confidence) / c.minConfidence;
  return { systems, moodCarries, enoughForHigh, shrink };
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The composite with coverage applied: score and contributions multiplied by the shrink, and
 * without enough coverage the score kept under the high boundary so number and level agree.
 */
export function covered(composite: Composite, coverage: Coverage, parameters: BurnoutParameters): Composite {
  if (coverage.shrink === 1 && coverage.enoughForHigh) return composite;
  const ceiling = coverage.enoughForHigh ? Number.POSITIVE_INFINITY : parameters.levels.boundaries.high - 0.1;
  const shrunk = composite.score * coverage.shrink;
  const score = roundTenth(Math.min(ceiling, shrunk));
  if (!composite.contributions) return { ...composite, score };
  const scale = composite.score > 0 ? score / composite.score : 0;
  const contributions = { ...composite.contributions };
  for (const name of FACTOR_NAMES) {
    const value = contributions[name];
    if (!Number.isNaN(value)) contributions[name] = roundTenth(value * scale);
  }
  return { ...composite, score, contributions };
}

/**
 * ek-3: the composite with the day-to-day points of tilt.ts added (after the shrink: they are
 * the person's own reading, already bounded), each factor's share added to its contribution.
 * The points order the days within the band the rules put the day in and never carry it into
 * the next one: the level still rests on the sub-risks, the drift and the coverage
 * (docs/score.md "ek-3").
 */
export function tilted(composite: Composite, tilt: Tilt, parameters: BurnoutParameters): Composite {
  if (tilt.points === 0) return composite;
  const { moderate, high, critical } = parameters.levels.boundaries;
  const before = composite.score;
  const band = before < moderate ? moderate : before < high ? high : before < critical ? critical : undefined;
  const ceiling = band === undefined ? parameters.composite.cap : band - 0.1;
  const total = composite.score + tilt.points;
  const score = roundTenth(Math.min(ceiling, total));
  if (!composite.contributions) return { ...composite, score };
  const scale = total > 0 ? score / total : 0;
  const contributions = { ...composite.contributions };
  for (const name of FACTOR_NAMES) {
    const own = contributions[name];
    const part = tilt.parts[name];
    if (Number.isNaN(own) && Number.isNaN(part)) continue;
    contributions[name] = roundTenth(
      ((Number.isNaN(own) ? 0 : own) + (Number.isNaN(part) ? 0 : part)) * scale,
    );
  }
  return { ...composite, score, contributions };
}
