// Keeps a developing drift out of the person's normal. The lagged baseline window (t−67 … t−8)
// still takes in the first weeks of a long episode: by day 21 of a ramp, 13 drifted days are in
// it, and weeks into a plateau most of it is the episode, which then reads as normal. So days
// that lie in a three-week stretch with a multi-system drift (against the plain baseline) are
// set aside, and the baseline is re-estimated from the rest (the anomaly does not train the
// model). Only clear drifts are gated: the stretch's pooled z must reach `driftAtLeast`.
//
// Everything is computed from the scored day's own look-back: a stretch is judged against
// that day's plain baseline, with windows that lie inside t−67 … t, so a day's baseline is the
// same whether it is scored alone or within a series.
import type { Baseline } from "./baseline.ts";
import { personalBaseline } from "./baseline.ts";
import { BASELINE_METRICS, type BaselineMetric, type DailySeries } from "./daily-series.ts";
import { factorZ, type MetricValues, pooledDrift } from "./drift.ts";
import type { FactorValues } from "./factors.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { SortedWindow } from "./sorted-window.ts";
import { trailingRobustMean } from "./window-stats.ts";

export class BaselineGate {
  /** Per metric, the trimmed mean of the stretch of `days` ending at each index (NaN: too few). */
  private readonly stretchMeans: Record<BaselineMetric, Float64Array>;
  private readonly kept: Record<BaselineMetric, SortedWindow>;
  private readonly drift: Float64Array;
  private readonly flagged: Uint8Array;
  private readonly locations = {} as MetricValues;
  private readonly factorZs = {} as FactorValues;

  constructor(
    private readonly series: DailySeries,
    private readonly parameters: BurnoutParameters,
  ) {
    const gate = parameters.baseline.gate;
    const { firstLag, lastLag } = parameters.baseline;
    const scratch = new Float64Array(gate.stretchDays);
    const spec = {
      trimWorse: gate.trim.worse,
      trimBetter: gate.trim.better,
      skipWorseThan: Number.NaN,
      skipBetterThan: Number.NaN,
      maxSkipShare: 0,
    };
    this.stretchMeans = {} as Record<BaselineMetric, Float64Array>;
    this.kept = {} as Record<BaselineMetric, SortedWindow>;
    for (const metric of BASELINE_METRICS) {
      const values = series.values[metric];
      const means = new Float64Array(series.length);
      for (let e = 0; e < series.length; e++) {
        means[e] = trailingRobustMean(
          values,
          e,
          gate.stretchDays,
          gate.minValid,
          metric === "restingHr",
          spec,
          scratch,
        );
      }
      this.stretchMeans[metric] = means;
      this.kept[metric] = new SortedWindow(firstLag - lastLag + 1);
    }
    this.drift = new Float64Array(firstLag + 1);
    this.flagged = new Uint8Array(firstLag + 1);
  }

  /**
   * The baselines of day index `end`, given its plain ones (`plain`, from `windows`, which hold
   * the values of t−67 … t−8). A metric
   * keeps its plain baseline when it is not personal yet or too few of its days would remain.
   */
  apply(
    end: number,
    plain: Readonly<Record<BaselineMetric, Baseline>>,
    windows: Readonly<Record<BaselineMetric, SortedWindow>>,
  ): Readonly<Record<BaselineMetric, Baseline>> {
    const parameters = this.parameters;
    const gate = parameters.baseline.gate;
    const { firstLag, lastLag, fullDays } = parameters.baseline;
    if (gate.driftAtLeast >= Number.POSITIVE_INFINITY) return plain;
    const first = end - firstLag;
    // Stretches that fit in the look-back: ending at e ∈ [first + stretchDays − 1, end].
    const firstEnd = first + gate.stretchDays - 1;
    let baselines = plain;
    for (let round = 0; round < gate.rounds; round++) {
      let any = false;
      for (let e = Math.max(0, firstEnd); e <= end; e++) {
        for (const metric of BASELINE_METRICS) this.locations[metric] = this.stretchMeans[metric][e] as number;
        factorZ(this.locations, baselines, parameters, this.factorZs);
        this.drift[e - first] = pooledDrift(this.factorZs, parameters);
      }
      const elevated = (e: number) => e >= firstEnd && (this.drift[e - first] as number) >= gate.driftAtLeast;
      for (let d = Math.max(0, first); d <= end - lastLag; d++) {
        // The stretch that starts on d (cut at today), or the one that ends on it.
        const flag = (gate.forward && elevated(Math.min(d + gate.stretchDays - 1, end))) || elevated(d);
        this.flagged[d - first] = flag ? 1 : 0;
        if (flag) any = true;
      }
      if (!any) break;
      const next = { ...plain };
      for (const metric of BASELINE_METRICS) {
        const base = plain[metric];
        if (!base.personal || base.days < fullDays) continue;
        const window = this.kept[metric];
        window.copyFrom(windows[metric]);
        const values = this.series.values[metric];
        for (let d = Math.max(0, first); d <= end - lastLag; d++) {
          if (this.flagged[d - first]) window.remove(values[d] as number);
        }
        if (window.count < gate.minKeptDays) continue;
        // The kept days are the person's own: no shrinkage towards the prior (they have at
        // least fullDays in all), and `days` still counts every valid day of the window.
        const kept = personalBaseline(metric, window, parameters, fullDays);
        next[metric] = { ...kept, days: base.days };
      }
      baselines = next;
    }
    return baselines;
  }
}
