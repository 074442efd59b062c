// What one day's score reads from its look-back, kept as a summary that is cheap to move
// forward one day: per metric a sorted baseline window (t−67 … t−8) that slides by one
// insertion and one removal, and single-pass window locations (docs/score.md "Computation").
// lookback-reference.ts computes the same views from scratch; a property test compares them.
import { type Baseline, type BaselineSpec, baselineOf, baselineSpec, personalBaseline } from "./baseline.ts";
import { BASELINE_METRICS, type BaselineMetric, type DailySeries, type Metric } from "./daily-series.ts";
import { type DayView, nanMetricValues, setMetric } from "./day-values.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { SortedWindow } from "./sorted-window.ts";
import { type LocationInput, scratchFor, windowLocations } from "./window-locations.ts";

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

/** One metric's part of the summary: its window, what it holds, and what it reads. */
interface MetricPlan extends LocationInput {
  metric: BaselineMetric;
  window: SortedWindow;
  /** The window start (segment floor included) and last index the window currently holds. */
  from: number;
  to: number;
  segmentStart: Int32Array;
  restarted: Uint8Array;
  spec: BaselineSpec;
}

/**
 * The incremental look-back: `advance(end)` must be called with consecutive indexes from the
 * first; each call moves the baseline windows by one day (or rebuilds a metric's window when
 * its device segment changed) and returns the day's view. The view is reused between calls.
 * Each metric's part is kept in a plan read by index, not by the metric's name, on every day.
 */
export class LookbackSummary {
  private readonly plans: MetricPlan[] = [];
  private readonly view: DayView;
  private readonly scratch: Float64Array;
  private readonly locations = new Float64Array(2);

  constructor(
    private readonly series: DailySeries,
    private readonly parameters: BurnoutParameters,
  ) {
    const { firstLag, lastLag } = parameters.baseline;
    const capacity = firstLag - lastLag + 1;
    // One buffer for every metric's window: a day's score builds a summary each call.
    const storage = new Float64Array(BASELINE_METRICS.length * capacity);
    BASELINE_METRICS.forEach((metric, m) => {
      this.plans.push({
        metric,
        window: new SortedWindow(storage.subarray(m * capacity, (m + 1) * capacity)),
        from: 0,
        to: -1,
        values: series.values[metric],
        segmentStart: series.segmentStart[metric],
        restarted: series.restarted[metric],
        spec: baselineSpec(metric, parameters),
        sign: higherIsWorse(metric) ? 1 : -1,
        glitchSpreads: glitchLimit(metric, parameters),
      });
    });
    const prior: Baseline = {
      centre: Number.NaN,
      spread: Number.NaN,
      days: 0,
      personal: false,
      neutral: false,
    };
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
    const { series, parameters, view, plans, locations } = this;
    const { firstLag, lastLag, minDays } = parameters.baseline;
    const lastIndex = end - lastLag;
    const setAside = series.setAside;
    const sdnn = series.sdnn[end] === 1;
    for (let m = 0; m < plans.length; m++) {
      const plan = plans[m] as MetricPlan;
      const { window, values } = plan;
      // baselineWindowStart, and the values baselineValue reads (valid, not set aside by a tag).
      const segmentStart = plan.segmentStart[end] as number;
      const from = Math.max(0, segmentStart, end - firstLag);
      if (from < plan.from || from > plan.to + 1 || lastIndex < plan.to) {
        // First day, or a new device segment: start the window afresh.
        window.fill(values, setAside, from, lastIndex);
        plan.from = from;
        plan.to = Math.max(from - 1, lastIndex);
      }
      // The usual day: one day leaves the window and one enters it.
      if (plan.from + 1 === from && plan.to + 1 === lastIndex) {
        const out = setAside[plan.from] === 1 ? Number.NaN : (values[plan.from] as number);
        const value = setAside[lastIndex] === 1 ? Number.NaN : (values[lastIndex] as number);
        window.replace(out, value);
        plan.from = from;
        plan.to = lastIndex;
      }
      for (; plan.from < from; plan.from++) {
        if (setAside[plan.from] !== 1) window.remove(values[plan.from] as number);
      }
      while (plan.to < lastIndex) {
        plan.to++;
        if (setAside[plan.to] !== 1) window.add(values[plan.to] as number);
      }

      // baselineFor's two parts (excludedFrom inline), without an object a metric a day.
      const baseline = baselineOf(
        plan.spec,
        window,
        parameters,
        sdnn && plan.metric === "lnHrv",
        window.count,
      );
      const excluded = plan.restarted[end] === 1 && window.count < minDays;
      const floor = excluded ? end + 1 : segmentStart;
      windowLocations(series, plan, end, floor, baseline, parameters, this.scratch, locations);
      setMetric(view, m, baseline, floor, locations[0] as number, locations[1] as number);
    }
    // Strain has no baseline; it follows the wearable's segment and, like the other wearable
    // metrics, reads nothing until the new device has been worn for the baseline's minimum.
    const restingFloor = view.floors.restingHr;
    const strainStart = series.segmentStart.strain[end] as number;
    view.floors.strain = restingFloor > end && series.restarted.strain[end] === 1 ? end + 1 : strainStart;
    return view;
  }
}
