// Baseline gating: a clear multi-system drift in the baseline window does not become normal,
// while ordinary data keeps SCORE.md's plain median and MAD.
import { describe, expect, it } from "vitest";
import { type Baseline, personalBaseline } from "./baseline.ts";
import { BaselineGate } from "./baseline-gate.ts";
import { dayNumber } from "./calendar.ts";
import { BASELINE_METRICS, type BaselineMetric, buildDailySeries } from "./daily-series.ts";
import { EK1_PARAMETERS } from "./parameters.ts";
import { SortedWindow } from "./sorted-window.ts";
import { SYNTHETIC_PERSON, type SyntheticHistoryOptions, syntheticHistory } from "./synthetic-history.ts";

const END = "2025-06-30";
const { firstLag, lastLag } = EK1_PARAMETERS.baseline;

/** The plain and the gated baselines of END for a synthetic history. */
function baselinesOf(drift: SyntheticHistoryOptions["drift"]) {
  const history = syntheticHistory({ end: END, days: 150, drift });
  const endDay = dayNumber(END);
  const series = buildDailySeries(history.records, history.moods, endDay - 149, endDay, EK1_PARAMETERS);
  const end = series.length - 1;
  const windows = {} as Record<BaselineMetric, SortedWindow>;
  const plain = {} as Record<BaselineMetric, Baseline>;
  for (const metric of BASELINE_METRICS) {
    windows[metric] = new SortedWindow(firstLag - lastLag + 1);
    for (let d = end - firstLag; d <= end - lastLag; d++)
      windows[metric].add(series.values[metric][d] as number);
    plain[metric] = personalBaseline(metric, windows[metric], EK1_PARAMETERS);
  }
  return { plain, gated: new BaselineGate(series, EK1_PARAMETERS).apply(end, plain, windows) };
}

describe("baseline gating", () => {
  it("leaves ordinary data to SCORE.md's plain median and MAD", () => {
    const { plain, gated } = baselinesOf(undefined);
    expect(gated).toBe(plain);
  });

  it("keeps a clear multi-system drift out of the normal", () => {
    // Four weeks of a 1.5 SD drift on every metric, ending 10 days ago: 28 of the 60
    // baseline days. The plain median moves towards it; the gated one stays near normal.
    const drift = { hrv: 1.5, sleep: 1.5, sleepQuality: 1.5, mood: 1.5, restingHr: 1.5, recovery: 1.5 };
    const { plain, gated } = baselinesOf((before) => (before >= 10 && before < 38 ? drift : {}));
    const hrv = SYNTHETIC_PERSON.hrv;
    const shift = (baseline: Baseline) => (hrv.centre - baseline.centre) / hrv.sd;
    expect(shift(plain.lnHrv)).toBeGreaterThan(0.25);
    expect(shift(gated.lnHrv)).toBeLessThan(shift(plain.lnHrv) - 0.1);
    // Every valid day of the window still counts for confidence.
    expect(gated.lnHrv.days).toBe(plain.lnHrv.days);
  });
});
