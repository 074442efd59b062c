// The strain factor: EWMA acute:chronic load ratio over the look-back, plus a penalty for
// hard days taken on poor recovery in the last week.
import type { DailySeries } from "./daily-series.ts";
import type { BurnoutParameters } from "./parameters.ts";

/** Maps an acute:chronic ratio to 0–100: 0 at ≤ 1.2, 100 at ≥ 1.7. */
export function ratioRisk(ratio: number, parameters: BurnoutParameters): number {
  const { ratioNoRisk, ratioFullRisk } = parameters.strain;
  return 100 * Math.min(1, Math.max(0, (ratio - ratioNoRisk) / (ratioFullRisk - ratioNoRisk)));
}

/** Strain risk on day index `end`, or NaN when there is too little strain history. */
export function strainFactor(
  series: DailySeries,
  end: number,
  /** First index that may be read (the device segment's start). */
  floor: number,
  parameters: BurnoutParameters,
): number {
  const p = parameters.strain;
  const strain = series.values.strain;
  const recovery = series.values.recovery;
  const start = Math.max(0, floor, end - parameters.lookbackDays);
  if (start > end) return Number.NaN;
  // Both loads start at the first valid day and skip missing days: a day without a
  // strain value is unknown load, not zero load. The same pass counts the valid days of the
  // whole span and of the recent days, which need their minimums.
  const recentFrom = end - Math.min(p.recentDays, end - start + 1) + 1;
  let acute = Number.NaN;
  let chronic = Number.NaN;
  let valid = 0;
  let recentValid = 0;
  for (let i = start; i <= end; i++) {
    const load = strain[i] as number;
    if (Number.isNaN(load)) continue;
    valid++;
    if (i >= recentFrom) recentValid++;
    if (Number.isNaN(acute)) {
      acute = load;
      chronic = load;
      continue;
    }
    acute += p.lambdaAcute * (load - acute);
    chronic += p.lambdaChronic * (load - chronic);
  }
  if (valid < p.minHistoryDays || recentValid < p.minRecentDays) return Number.NaN;
  const ratio = chronic > 0 ? acute / chronic : 1;

  let hardDays = 0;
  for (let i = Math.max(start, end - p.recentDays + 1); i <= end; i++) {
    const load = strain[i] as number;
    const recovered = recovery[i] as number;
    if (load >= p.hardDay.strainAtLeast && recovered <= p.hardDay.recoveryAtMost) hardDays++;
  }
  return Math.min(100, ratioRisk(ratio, parameters) + hardDays * p.hardDay.addedRisk);
}
