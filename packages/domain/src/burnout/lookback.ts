// What one day's score reads from its look-back, kept as a summary that is cheap to move
// forward one day: per metric a sorted baseline window (t−67 … t−8) that slides by one
// insertion and one removal, and single-pass window locations (docs/score.md "Computation").
// lookback-reference.ts computes the same views from scratch; a property test compares them.
import { type Baseline, personalBaseline } from "./baseline.ts";
import {
  BASELINE_METRICS,
  type BaselineMetric,
  type DailySeries,
  METRICS,
  type Metric,
} from "./daily-series.ts";
import type { DayView, MetricValues } from "./day-values.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { SortedWindow } from "./sorted-window.ts";

export type { DayView } from "./day-values.ts";

export type WindowKind = "acute" | "chronic";

/** Resting HR is worse when higher, every other metric when lower. */
export const higherIsWorse = (metric: BaselineMetric) => metric === "restingHr";

/** The first index of the baseline window of day `end` for a metric, segment and tags aside. */
export function baselineWindowStart(
  series: DailySeries,
  metric: Metric,
  end: number,
  parameters: BurnoutParameters,
) {
  return Math.max(0, series.segmentStart[metric][end] as number, end - parameters.baseline.firstLag);
}

/** A value the baseline window takes: valid and not on a day a context tag set aside. */
export function baselineValue(series: DailySeries, metric: Metric, index: number): number {
  return series.setAside[index] === 1 ? Number.NaN : (series.values[metric][index] as number);
}

/**
 * The baseline of a metric from its window, with the HRV measure's prior; `excluded` when the
 * metric is on a new device segment whose baseline does not yet have its minimum days.
 */
export function baselineFor(
  series: DailySeries,
  metric: BaselineMetric,
  end: number,
  window: SortedWindow,
  parameters: BurnoutParameters,
): { baseline: Baseline; excluded: boolean } {
  const baseline = personalBaseline(metric, window, parameters, series.sdnn[end] === 1);
  return { baseline, excluded: excludedFrom(series, metric, end, window, parameters) };
}

/** True when the metric is on a new device segment whose baseline lacks its minimum days. */
function excludedFrom(
  series: DailySeries,
  metric: BaselineMetric,
  end: number,
  window: SortedWindow,
  parameters: BurnoutParameters,
): boolean {
  return series.restarted[metric][end] === 1 && window.count < parameters.baseline.minDays;
}

/** Spreads from the baseline centre beyond which a value is a glitch (HRV and resting HR only). */
function glitchLimit(metric: BaselineMetric, parameters: BurnoutParameters): number {
  const limits = parameters.baseline.glitchBeyondSpreads as Partial<Record<BaselineMetric, number>>;
  return limits[metric] ?? Number.POSITIVE_INFINITY;
}

/** True when a value is a sensor glitch against the baseline. */
export function isGlitch(
  metric: BaselineMetric,
  value: number,
  baseline: Baseline,
  parameters: BurnoutParameters,
) {
  return Math.abs(value - baseline.centre) > glitchLimit(metric, parameters) * baseline.spread;
}

/**
 * The locations of a metric over the acute and the chronic window ending at `end` (indices ≥
 * floor), in one pass: each the mean of its valid values, glitches and the days a tag set aside
 * left out, without acute events (values more than `beyondSpreads` spreads worse than the
 * centre, the worst first, up to `maxShare` of the days). Each sum runs in index order over the
 * window's ordinary values, then adds the acute-event candidates that are kept from the least
 * bad up, so the straightforward computation can reproduce it to the last bit. `scratch` holds
 * both windows' candidates (the chronic ones first).
 */
export function windowLocations(
  series: DailySeries,
  metric: BaselineMetric,
  end: number,
  floor: number,
  baseline: Baseline,
  parameters: BurnoutParameters,
  scratch: Float64Array,
  view: DayView,
): void {
  const acuteSpec = parameters.windows.acute;
  const chronicSpec = parameters.windows.chronic;
  const values = series.values[metric];
  const sign = higherIsWorse(metric) ? 1 : -1;
  const centre = baseline.centre;
  const acuteCut = sign * (centre + sign * acuteSpec.acuteEvents.beyondSpreads * baseline.spread);
  const chronicCut = sign * (centre + sign * chronicSpec.acuteEvents.beyondSpreads * baseline.spread);
  const acuteSkips = acuteSpec.acuteEvents.maxShare > 0;
  const chronicSkips = chronicSpec.acuteEvents.maxShare > 0;
  const acuteFrom = Math.max(floor, end - acuteSpec.days + 1);
  const chronicFrom = Math.max(floor, end - chronicSpec.days + 1);
  const acuteOffset = chronicSpec.days;
  let acuteSum = 0;
  let acuteCount = 0;
  let acuteCandidates = 0;
  let chronicSum = 0;
  let chronicCount = 0;
  let chronicCandidates = 0;
  const limit = glitchLimit(metric, parameters) * baseline.spread;
  const setAside = series.setAside;
  for (let i = Math.min(acuteFrom, chronicFrom); i <= end; i++) {
    const value = values[i] as number;
    if (Number.isNaN(value) || setAside[i] === 1) continue;
    if (Math.abs(value - centre) > limit) continue;
    const worse = sign * value;
    if (i >= chronicFrom) {
      chronicCount++;
      if (chronicSkips && worse > chronicCut) scratch[chronicCandidates++] = worse;
      else chronicSum += value;
    }
    if (i >= acuteFrom) {
      acuteCount++;
      if (acuteSkips && worse > acuteCut) scratch[acuteOffset + acuteCandidates++] = worse;
      else acuteSum += value;
    }
  }
  view.acute[metric] = located(acuteSum, acuteCount, acuteCandidates, acuteOffset, acuteSpec, sign, scratch);
  view.chronic[metric] = located(chronicSum, chronicCount, chronicCandidates, 0, chronicSpec, sign, scratch);
}

/** A window's location from its sums (NaN with too few days), the least bad candidates kept. */
function located(
  ordinarySum: number,
  count: number,
  candidates: number,
  offset: number,
  spec: BurnoutParameters["windows"]["acute"],
  sign: number,
  scratch: Float64Array,
): number {
  if (count < spec.minValid || count === 0) return Number.NaN;
  const dropped = Math.min(candidates, Math.floor(spec.acuteEvents.maxShare * count));
  let sum = ordinarySum;
  if (candidates > dropped) {
    // Keep the least bad candidates: sort them (worse last) and add the first ones.
    const kept = scratch.subarray(offset, offset + candidates).sort();
    for (let k = 0; k < candidates - dropped; k++) sum += sign * (kept[k] as number);
  }
  return sum / (count - dropped);
}

/** One scratch array for window locations, shared by every summary (the score runs on one thread). */
let sharedScratch = new Float64Array(0);
function scratchFor(size: number): Float64Array {
  if (sharedScratch.length < size) sharedScratch = new Float64Array(size);
  return sharedScratch;
}

/** One value per baseline metric, all NaN, as one literal (every field in the object itself). */
export const nanMetricValues = (): MetricValues => ({
  lnHrv: Number.NaN,
  restingHr: Number.NaN,
  sleepMinutes: Number.NaN,
  sleepQuality: Number.NaN,
  recovery: Number.NaN,
  mood: Number.NaN,
});

/**
 * The incremental look-back: `advance(end)` must be called with consecutive indexes from the
 * first; each call moves the baseline windows by one day (or rebuilds a metric's window when
 * its device segment changed) and returns the day's view. The view is reused between calls.
 */
export class LookbackSummary {
  private readonly windows = {} as Record<Metric, SortedWindow>;
  /** Per metric, the window start (segment floor included) the window currently holds. */
  private readonly held = {} as Record<Metric, { from: number; to: number }>;
  private readonly view: DayView;
  private readonly scratch: Float64Array;

  constructor(
    private readonly series: DailySeries,
    private readonly parameters: BurnoutParameters,
  ) {
    const { firstLag, lastLag } = parameters.baseline;
    const capacity = firstLag - lastLag + 1;
    // One buffer for every metric's window: a day's score builds a summary each call.
    const storage = new Float64Array(METRICS.length * capacity);
    for (let m = 0; m < METRICS.length; m++) {
      const metric = METRICS[m] as Metric;
      this.windows[metric] = new SortedWindow(storage.subarray(m * capacity, (m + 1) * capacity));
      this.held[metric] = { from: 0, to: -1 };
    }
    const prior: Baseline = { centre: Number.NaN, spread: Number.NaN, days: 0, personal: false };
    this.view = {
      // Literals with every field, so each object keeps one shape as the days fill it in.
      baselines: {
        lnHrv: prior,
        restingHr: prior,
        sleepMinutes: prior,
        sleepQuality: prior,
        recovery: prior,
        mood: prior,
      },
      acute: nanMetricValues(),
      chronic: nanMetricValues(),
      floors: { ...nanMetricValues(), strain: Number.NaN },
    };
    this.scratch = scratchFor(parameters.windows.acute.days + parameters.windows.chronic.days);
  }

  advance(end: number): DayView {
    const { series, parameters, view } = this;
    const lastIndex = end - parameters.baseline.lastLag;
    for (const metric of BASELINE_METRICS) {
      const window = this.windows[metric];
      const held = this.held[metric];
      const from = baselineWindowStart(series, metric, end, parameters);
      // The values baselineValue reads: valid, and not on a day a context tag set aside.
      const values = series.values[metric];
      const setAside = series.setAside;
      if (from < held.from || from > held.to + 1 || lastIndex < held.to) {
        // First day, or a new device segment: start the window afresh.
        window.fill(values, setAside, from, lastIndex);
        held.from = from;
        held.to = Math.max(from - 1, lastIndex);
      }
      // The usual day: one day leaves the window and one enters it.
      if (held.from + 1 === from && held.to + 1 === lastIndex) {
        const out = setAside[held.from] === 1 ? Number.NaN : (values[held.from] as number);
        const value = setAside[lastIndex] === 1 ? Number.NaN : (values[lastIndex] as number);
        window.replace(out, value);
        held.from = from;
        held.to = lastIndex;
      }
      for (; held.from < from; held.from++) {
        if (setAside[held.from] !== 1) window.remove(values[held.from] as number);
      }
      while (held.to < lastIndex) {
        held.to++;
        if (setAside[held.to] !== 1) window.add(values[held.to] as number);
      }

      // baselineFor's two parts, without an object a metric a day.
      const baseline = personalBaseline(metric, window, parameters, series.sdnn[end] === 1);
      const excluded = excludedFrom(series, metric, end, window, parameters);
      const floor = excluded ? end + 1 : (series.segmentStart[metric][end] as number);
      view.baselines[metric] = baseline;
      view.floors[metric] = floor;
      windowLocations(series, metric, end, floor, baseline, parameters, this.scratch, view);
    }
    // Strain has no baseline; it follows the wearable's segment and, like the other wearable
    // metrics, reads nothing until the new device has been worn for the baseline's minimum.
    const restingFloor = view.floors.restingHr;
    const strainStart = series.segmentStart.strain[end] as number;
    view.floors.strain = restingFloor > end && series.restarted.strain[end] === 1 ? end + 1 : strainStart;
    return view;
  }
}
