// A person's normal for one metric: median and 1.4826 × MAD of the lagged 60-day window
// (interpolated for whole-number metrics), shrunk towards the population prior while short
// and never narrower than its floor (docs/score.md "Personal baseline").
import type { BaselineMetric } from "./daily-series.ts";
import type { BurnoutParameters } from "./parameters.ts";
import type { SortedWindow } from "./sorted-window.ts";

export interface Baseline {
  centre: number;
  spread: number;
  /** Valid days in the baseline window. */
  days: number;
  /** False while the metric is compared with the population prior alone. */
  personal: boolean;
}

export function personalBaseline(
  metric: BaselineMetric,
  window: SortedWindow,
  parameters: BurnoutParameters,
  /** True when the HRV is SDNN rather than RMSSD (its own prior and spread floor). */
  sdnn = false,
  /** Days the estimate counts as, for the prior and shrinkage rules (default: the window's). */
  days = window.count,
): Baseline {
  const p = parameters.baseline;
  const ownMeasure = sdnn && metric === "lnHrv";
  const prior = ownMeasure ? p.sdnnPrior : p.priors[metric];
  const floor = ownMeasure ? p.sdnnSpreadFloor : p.spreadFloors[metric];
  if (days < p.minDays) {
    return { centre: prior.centre, spread: Math.max(prior.spread, floor), days, personal: false };
  }
  const median = window.interpolatedMedian(p.resolution[metric]);
  const spread = p.madToSd * window.interpolatedMad(median, p.resolution[metric]);
  if (days >= p.fullDays) {
    return { centre: median, spread: Math.max(spread, floor), days, personal: true };
  }
  // The prior counts as pseudo-days of data: means blend linearly, spreads as variances.
  const own = days / (days + p.priorPseudoDays);
  const centre = own * median + (1 - own) * prior.centre;
  const pooled = Math.sqrt(own * spread * spread + (1 - own) * prior.spread * prior.spread);
  return { centre, spread: Math.max(pooled, floor), days, personal: true };
}
