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

function presentWeight(values: FactorValues, parameters: BurnoutParameters): number {
  let total = 0;
  for (const name of FACTOR_NAMES) if (!Number.isNaN(values[name])) total += parameters.weights[name];
  return total;
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

  const factorRisks = nanFactorValues();
  const parts = nanFactorValues();
  let blend = 0;
  let strongChronic = 0;
  for (const name of FACTOR_NAMES) {
    const acute = factors.acute[name];
    const chronic = factors.chronic[name];
    const weight = parameters.weights[name];
    const acutePart = Number.isNaN(acute) ? 0 : (acuteShare * weight * acute) / acuteWeight;
    const chronicPart = Number.isNaN(chronic) ? 0 : (chronicShare * weight * chronic) / chronicWeight;
    const absent = Number.isNaN(acute) && Number.isNaN(chronic);
    parts[name] = absent ? Number.NaN : acutePart + chronicPart;
    blend += absent ? 0 : acutePart + chronicPart;
    factorRisks[name] = roundTenth(
      Number.isNaN(acute)
        ? chronic
        : Number.isNaN(chronic)
          ? acute
          : p.acuteShare * acute + p.chronicShare * chronic,
    );
    if (chronic >= p.multiSystem.chronicRiskAtLeast) strongChronic++;
  }

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
