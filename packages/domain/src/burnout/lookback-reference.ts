// The straightforward computation of a day's view (lookback.ts): every baseline window built
// afresh from the daily arrays and every window location from a filtered copy, day by day.
// Slow on purpose; the property test (lookback.test.ts) checks the incremental summary, and so
// the score, against it on random histories.

import type { Baseline } from "./baseline.ts";
import { BASELINE_METRICS, type BaselineMetric, type DailySeries } from "./daily-series.ts";
import {
  baselineFor,
  baselineValue,
  baselineWindowStart,
  type DayView,
  higherIsWorse,
  isGlitch,
  type WindowKind,
} from "./lookback.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { SortedWindow } from "./sorted-window.ts";

/** The day's window location of a metric, from a filtered copy of the window's days. */
function location(
  series: DailySeries,
  metric: BaselineMetric,
  end: number,
  read: { floor: number; baseline: Baseline; kind: WindowKind },
  parameters: BurnoutParameters,
): number {
  const { floor, baseline, kind } = read;
  const spec = parameters.windows[kind];
  const sign = higherIsWorse(metric) ? 1 : -1;
  const days: number[] = [];
  for (let i = Math.max(floor, end - spec.days + 1); i <= end; i++) {
    const value = series.values[metric][i] as number;
    if (Number.isNaN(value) || series.setAside[i] === 1) continue;
    if (!isGlitch(metric, value, baseline, parameters)) days.push(value);
  }
  if (days.length < spec.minValid || days.length === 0) return Number.NaN;
  const cut = sign * (baseline.centre + sign * spec.acuteEvents.beyondSpreads * baseline.spread);
  const candidate = (value: number) => spec.acuteEvents.maxShare > 0 && sign * value > cut;
  const candidates = days.filter(candidate).map((value) => sign * value);
  candidates.sort((a, b) => a - b);
  const dropped = Math.min(candidates.length, Math.floor(spec.acuteEvents.maxShare * days.length));
  const ordinary = days.filter((value) => !candidate(value)).reduce((sum, value) => sum + value, 0);
  const kept = candidates
    .slice(0, candidates.length - dropped)
    .reduce((sum, worse) => sum + sign * worse, ordinary);
  return kept / (days.length - dropped);
}

export function straightforwardView(
  series: DailySeries,
  end: number,
  parameters: BurnoutParameters,
): DayView {
  const view: DayView = {
    baselines: {} as DayView["baselines"],
    acute: {} as DayView["acute"],
    chronic: {} as DayView["chronic"],
    floors: {} as DayView["floors"],
  };
  const { firstLag, lastLag } = parameters.baseline;
  for (const metric of BASELINE_METRICS) {
    const window = new SortedWindow(firstLag - lastLag + 1);
    for (let i = baselineWindowStart(series, metric, end, parameters); i <= end - lastLag; i++) {
      window.add(baselineValue(series, metric, i));
    }
    const { baseline, excluded } = baselineFor(series, metric, end, window, parameters);
    const floor = excluded ? end + 1 : (series.segmentStart[metric][end] as number);
    view.baselines[metric] = baseline;
    view.floors[metric] = floor;
    view.acute[metric] = location(series, metric, end, { floor, baseline, kind: "acute" }, parameters);
    view.chronic[metric] = location(series, metric, end, { floor, baseline, kind: "chronic" }, parameters);
  }
  const strainStart = series.segmentStart.strain[end] as number;
  view.floors.strain =
    view.floors.restingHr > end && series.restarted.strain[end] === 1 ? end + 1 : strainStart;
  return view;
}
