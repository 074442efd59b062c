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
  /**
   * True while a wearable metric has fewer of the person's own days than it needs to be read
   * (parameters.baseline.wearableOwnDays): every z against it is 0, the person's normal, and the
   * rules that compare a value with its centre wait. Centre and spread still find glitches.
   */
  neutral: boolean;
}

/** What a metric's baseline is built from besides its window: prior, floor, recording step. */
export interface BaselineSpec {
  prior: { centre: number; spread: number };
  floor: number;
  /** HRV's SDNN prior and floor (the same as `prior` and `floor` for the other metrics). */
  sdnnPrior: { centre: number; spread: number };
  sdnnFloor: number;
  resolution: number;
  /** Own baseline days before the metric is read (0: read from the prior on). */
  readFromDays: number;
}

export function baselineSpec(metric: BaselineMetric, parameters: BurnoutParameters): BaselineSpec {
  const p = parameters.baseline;
  const hrv = metric === "lnHrv";
  return {
    prior: p.priors[metric],
    floor: p.spreadFloors[metric],
    sdnnPrior: hrv ? p.sdnnPrior : p.priors[metric],
    sdnnFloor: hrv ? p.sdnnSpreadFloor : p.spreadFloors[metric],
    resolution: p.resolution[metric],
    readFromDays: metric === "mood" ? 0 : p.wearableOwnDays,
  };
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
  return baselineOf(baselineSpec(metric, parameters), window, parameters, sdnn, days);
}

/** personalBaseline from a metric's spec (the look-back builds the specs once, not every day). */
export function baselineOf(
  spec: BaselineSpec,
  window: SortedWindow,
  parameters: BurnoutParameters,
  sdnn: boolean,
  days: number,
): Baseline {
  const p = parameters.baseline;
  const prior = sdnn ? spec.sdnnPrior : spec.prior;
  const floor = sdnn ? spec.sdnnFloor : spec.floor;
  const neutral = days < spec.readFromDays;
  if (days < p.minDays) {
    return { centre: prior.centre, spread: Math.max(prior.spread, floor), days, personal: false, neutral };
  }
  const median = window.interpolatedMedian(spec.resolution);
  const spread = p.madToSd * window.interpolatedMad(median, spec.resolution);
  if (days >= p.fullDays) {
    return { centre: median, spread: Math.max(spread, floor), days, personal: true, neutral };
  }
  // The prior counts as pseudo-days of data: means blend linearly, spreads as variances.
  const own = days / (days + p.priorPseudoDays);
  const centre = own * median + (1 - own) * prior.centre;
  const pooled = Math.sqrt(own * spread * spread + (1 - own) * prior.spread * prior.spread);
  return { centre, spread: Math.max(pooled, floor), days, personal: true, neutral };
}
