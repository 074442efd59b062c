// Combines the factors into the day's score: weighted means over the factors present in the
// acute and chronic windows, blended 0.4/0.6, plus the multi-system bonus and the multi-system
// drift points, capped.
import { nanFactorValues } from "./day-values.ts";
import type { DayFactors, FactorValues } from "./factors.ts";
import { type BurnoutParameters, FACTOR_NAMES } from "./parameters.ts";

export interface Composite {
  /** 0–100, one decimal. */
  score: number;
  /** Each factor's acute and chronic risks blended like the score (NaN when absent). */
  factorRisks: FactorValues;
  /**
   * Points of the score owed to each factor: its weighted share of the blend (with the step
   * bonus) plus its share of the drift points, so they add up to the final score (cap
   * included). NaN when absent; null when not asked for (a level replay's warm-up day, whose
   * result is never shown).
   */
  contributions: FactorValues | null;
  /** Each factor's chronic (21-day) risk alone (NaN when absent), for the critical rule. */
  chronicRisks: FactorValues;
}

/** The weights of the factors present, added in FACTOR_NAMES' order (each read by its name). */
function presentWeight(values: FactorValues, parameters: BurnoutParameters): number {
  const weights = parameters.weights;
  let total = 0;
  if (!Number.isNaN(values.mood)) total += weights.mood;
  if (!Number.isNaN(values.sleep_quality)) total += weights.sleep_quality;
  if (!Number.isNaN(values.hrv)) total += weights.hrv;
  if (!Number.isNaN(values.recovery)) total += weights.recovery;
  if (!Number.isNaN(values.strain)) total += weights.strain;
  return total;
}

const absentFrom = (acute: number, chronic: number) => Number.isNaN(acute) && Number.isNaN(chronic);

/** The share of the blend of one factor (NaN when absent from both windows). */
function blendPart(
  acute: number,
  chronic: number,
  weight: number,
  shares: { acute: number; chronic: number; acuteWeight: number; chronicWeight: number },
): number {
  if (absentFrom(acute, chronic)) return Number.NaN;
  const acutePart = Number.isNaN(acute) ? 0 : (shares.acute * weight * acute) / shares.acuteWeight;
  const chronicPart = Number.isNaN(chronic) ? 0 : (shares.chronic * weight * chronic) / shares.chronicWeight;
  return acutePart + chronicPart;
}

/** A factor's risk, its acute and chronic risks blended like the score, to one decimal. */
function blendedRisk(acute: number, chronic: number, p: BurnoutParameters["composite"]): number {
  return roundTenth(
    Number.isNaN(acute)
      ? chronic
      : Number.isNaN(chronic)
        ? acute
        : p.acuteShare * acute + p.chronicShare * chronic,
  );
}

/** Points for the pooled multi-system drift: none up to zStart, all of them from zFull. */
function driftPoints(drift: number, parameters: BurnoutParameters): number {
  const d = parameters.composite.drift;
  if (Number.isNaN(drift)) return 0;
  return d.points * Math.min(1, Math.max(0, (drift - d.zStart) / (d.zFull - d.zStart)));
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** The sum of the positive values (each factor's share of it is its positive part / the sum). */
function positiveSum(values: FactorValues): number {
  let sum = 0;
  for (const name of FACTOR_NAMES) if (values[name] > 0) sum += values[name];
  return sum;
}

/**
 * The day's composite, or null when no factor has data in either window. Without `explain`
 * the contributions are left out (null): the score, risks and chronic risks are the same.
 */
export function composeScore(
  factors: DayFactors,
  parameters: BurnoutParameters,
  explain = true,
): Composite | null {
  const p = parameters.composite;
  const acuteWeight = presentWeight(factors.acute, parameters);
  const chronicWeight = presentWeight(factors.chronic, parameters);
  if (acuteWeight === 0 && chronicWeight === 0) return null;
  // When one window has no factor at all, the other carries the whole score.
  const acuteShare = chronicWeight === 0 ? 1 : acuteWeight === 0 ? 0 : p.acuteShare;
  const chronicShare = 1 - acuteShare;

  // Each factor read by its name (not in a loop over the names): the same sums, in the same order.
  const { acute, chronic } = factors;
  const weights = parameters.weights;
  const shares = { acute: acuteShare, chronic: chronicShare, acuteWeight, chronicWeight };
  const parts: FactorValues = {
    mood: blendPart(acute.mood, chronic.mood, weights.mood, shares),
    sleep_quality: blendPart(acute.sleep_quality, chronic.sleep_quality, weights.sleep_quality, shares),
    hrv: blendPart(acute.hrv, chronic.hrv, weights.hrv, shares),
    recovery: blendPart(acute.recovery, chronic.recovery, weights.recovery, shares),
    strain: blendPart(acute.strain, chronic.strain, weights.strain, shares),
  };
  let blend = 0;
  blend += absentFrom(acute.mood, chronic.mood) ? 0 : parts.mood;
  blend += absentFrom(acute.sleep_quality, chronic.sleep_quality) ? 0 : parts.sleep_quality;
  blend += absentFrom(acute.hrv, chronic.hrv) ? 0 : parts.hrv;
  blend += absentFrom(acute.recovery, chronic.recovery) ? 0 : parts.recovery;
  blend += absentFrom(acute.strain, chronic.strain) ? 0 : parts.strain;
  const factorRisks: FactorValues = {
    mood: blendedRisk(acute.mood, chronic.mood, p),
    sleep_quality: blendedRisk(acute.sleep_quality, chronic.sleep_quality, p),
    hrv: blendedRisk(acute.hrv, chronic.hrv, p),
    recovery: blendedRisk(acute.recovery, chronic.recovery, p),
    strain: blendedRisk(acute.strain, chronic.strain, p),
  };
  const strongAt = p.multiSystem.chronicRiskAtLeast;
  const strongChronic =
    (chronic.mood >= strongAt ? 1 : 0) +
    (chronic.sleep_quality >= strongAt ? 1 : 0) +
    (chronic.hrv >= strongAt ? 1 : 0) +
    (chronic.recovery >= strongAt ? 1 : 0) +
    (chronic.strain >= strongAt ? 1 : 0);

  const stepBonus = strongChronic >= p.multiSystem.minFactors ? p.multiSystem.bonus : 0;
  const drift = driftPoints(factors.drift, parameters);
  const total = blend + stepBonus + drift;
  const score = roundTenth(Math.min(p.cap, total));
  if (!explain) return { score, factorRisks, contributions: null, chronicRisks: factors.chronic };
  // The step bonus follows the blend's shares; the drift points follow each factor's share of
  // the pooled drift (the factors that drifted); the cap scales everything alike.
  const scale = total > 0 ? Math.min(p.cap, total) / total : 0;
  const driftParts = factors.driftParts;
  const driftSum = positiveSum(driftParts);
  const contributions = nanFactorValues();
  for (const name of FACTOR_NAMES) {
    const part = parts[name];
    const fromBlend = blend > 0 ? (part * (blend + stepBonus)) / blend : 0;
    const driftPart = driftParts[name];
    const fromDrift = drift * (driftSum > 0 && driftPart > 0 ? driftPart / driftSum : 0);
    contributions[name] = Number.isNaN(part) ? part : roundTenth((fromBlend + fromDrift) * scale);
  }
  return { score, factorRisks, contributions, chronicRisks: factors.chronic };
}
