// The sleep_quality factor: 14-day sleep debt, sleep quality against its baseline, and how
// much more irregular the last 14 nights were than the person's usual spread.
import type { Baseline } from "./baseline.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { subRisk } from "./sub-risk.ts";
import { trailingCount, trailingSd } from "./window-stats.ts";

export interface SleepSpanRisks {
  /**
   * Net debt over the valid nights of the last 14 against max(minimumNeedMinutes, personal
   * centre): ek-2 420 min, ek-3 0 (the person's own normal); 600 min → 100.
   */
  debt: number;
  /** r(z) of the 14-night SD of sleep duration against the baseline spread. */
  variability: number;
}

/** The two 14-day parts, shared by the acute and the chronic factor. NaN when too few nights. */
export function sleepSpanRisks(
  sleep: Float64Array,
  end: number,
  /** First index that may be read (the device segment's start). */
  floor: number,
  baseline: Baseline,
  parameters: BurnoutParameters,
): SleepSpanRisks {
  const p = parameters.sleep;
  const span = Math.min(p.spanDays, end - floor + 1);
  const nights = span > 0 ? trailingCount(sleep, end, span) : 0;
  if (nights < p.minNights) return { debt: Number.NaN, variability: Number.NaN };
  // Not read yet (Baseline.neutral): the person's normal.
  if (baseline.neutral) return { debt: 0, variability: 0 };

  // Debt is summed over the nights we have: a missing night is not assumed short (nothing
  // imputed), and a long night repays earlier shortfall, as sleep debt does.
  const need = Math.max(p.minimumNeedMinutes, baseline.centre);
  let shortfall = 0;
  for (let i = Math.max(0, end - span + 1); i <= end; i++) {
    const minutes = sleep[i] as number;
    if (!Number.isNaN(minutes)) shortfall += need - minutes;
  }
  const debt = 100 * Math.min(1, Math.max(0, shortfall) / p.debtForFullRisk);

  // z of an SD: a sample SD of n nights has a standard error of about spread / sqrt(2(n − 1)).
  const sd = trailingSd(sleep, end, span, p.minNights);
  const standardError = baseline.spread / Math.sqrt(2 * (nights - 1));
  const variability = subRisk((sd - baseline.spread) / standardError, parameters.subRisk);
  return { debt, variability };
}

/** 0.40 debt + 0.35 r(z sleep quality) + 0.25 variability, renormalised over the parts present. */
export function sleepQualityFactor(
  span: SleepSpanRisks,
  qualityRisk: number,
  parameters: BurnoutParameters,
): number {
  // The weighted mean of the parts present, written out (this runs twice a day).
  const parts = parameters.sleep.parts;
  let sum = 0;
  let weights = 0;
  if (!Number.isNaN(span.debt)) {
    sum += span.debt * parts.debt;
    weights += parts.debt;
  }
  if (!Number.isNaN(qualityRisk)) {
    sum += qualityRisk * parts.quality;
    weights += parts.quality;
  }
  if (!Number.isNaN(span.variability)) {
    sum += span.variability * parts.variability;
    weights += parts.variability;
  }
  return weights > 0 ? sum / weights : Number.NaN;
}
