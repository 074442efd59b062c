// Keeps a clear multi-system drift out of the person's normal ("the anomaly does not train the
// model"). The lagged baseline window (t−67 … t−8) still takes in a long episode: by day 21 of a
// ramp 13 drifted days are in it, by the plateau a third of it, and a sustained drift becomes the
// new normal. So a day of the baseline window is set aside when the three weeks that ended on it
// show a clear multi-system drift against the plain baseline, and the baseline is re-estimated
// from the days that remain.
//
// Only the look-back of the scored day is read: the three-week stretches all lie inside
// t−67 … t and are judged against that day's plain baseline, so a day's baseline is the same
// whether it is scored alone or within a series. Only stretches that end in the baseline window
// count, never the current three weeks: judging the current window by a baseline it chose would
// feed back (on the tuning cohort that turned illness on top of a bad week into critical).
import type { Baseline } from "./baseline.ts";
import { personalBaseline } from "./baseline.ts";
import { BASELINE_METRICS, type BaselineMetric, type DailySeries } from "./daily-series.ts";
import { driftZ, type MetricValues, pooledDrift } from "./drift.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { SortedWindow } from "./sorted-window.ts";
import { trailingRobustMean } from "./window-stats.ts";

export class BaselineGate {
  /** Per metric, the trimmed mean of the stretch of `stretchDays` ending at each index. */
  private readonly stretchMeans = {} as Record<BaselineMetric, Float64Array>;
  private readonly kept = {} as Record<BaselineMetric, SortedWindow>;
  private readonly z = {} as MetricValues;

  constructor(
    private readonly series: DailySeries,
    private readonly parameters: BurnoutParameters,
  ) {
    const gate = parameters.baseline.gate;
    const { firstLag, lastLag } = parameters.baseline;
    const scratch = new Float64Array(gate.stretchDays);
    // Baseline-free (a symmetric trim needs no centre), so each stretch is computed once.
    const spec = { trimWorse: gate.trim, trimBetter: gate.trim, skipWorseThan: Number.NaN, maxSkipShare: 0 };
    for (const metric of BASELINE_METRICS) {
      const values = series.values[metric];
      const means = new Float64Array(series.length);
      for (let e = 0; e < series.length; e++) {
        means[e] = trailingRobustMean(values, e, gate.stretchDays, gate.minValid, false, spec, scratch);
      }
      this.stretchMeans[metric] = means;
      this.kept[metric] = new SortedWindow(firstLag - lastLag + 1);
    }
  }

  /**
   * The baselines of day index `end` from its plain ones (`plain`, estimated from `windows`,
   * which hold the values of t−67 … t−8). A metric keeps its plain baseline while it is not
   * fully personal (fewer than 28 days) or when fewer than `minKeptDays` days would remain.
   */
  apply(
    end: number,
    plain: Readonly<Record<BaselineMetric, Baseline>>,
    windows: Readonly<Record<BaselineMetric, SortedWindow>>,
  ): Readonly<Record<BaselineMetric, Baseline>> {
    const parameters = this.parameters;
    const gate = parameters.baseline.gate;
    const { firstLag, lastLag, fullDays } = parameters.baseline;
    // Baseline days d whose stretch (d − stretchDays + 1 … d) lies inside the look-back.
    const first = Math.max(0, end - firstLag + gate.stretchDays - 1);
    const last = end - lastLag;
    let gated: Record<BaselineMetric, Baseline> | null = null;
    for (let d = first; d <= last; d++) {
      for (const metric of BASELINE_METRICS) {
        this.z[metric] = driftZ(metric, this.stretchMeans[metric][d] as number, plain[metric]);
      }
      if (!(pooledDrift(this.z, parameters) >= gate.driftAtLeast)) continue;
      if (!gated) {
        gated = { ...plain };
        for (const metric of BASELINE_METRICS) this.kept[metric].copyFrom(windows[metric]);
      }
      for (const metric of BASELINE_METRICS)
        this.kept[metric].remove(this.series.values[metric][d] as number);
    }
    if (!gated) return plain;
    for (const metric of BASELINE_METRICS) {
      const base = plain[metric];
      const window = this.kept[metric];
      if (!base.personal || base.days < fullDays || window.count < gate.minKeptDays) continue;
      // The kept days are the person's own, so no shrinkage towards the prior; `days` still
      // counts every valid day of the window (it feeds confidence and calibration).
      gated[metric] = { ...personalBaseline(metric, window, parameters, fullDays), days: base.days };
    }
    return gated;
  }
}
