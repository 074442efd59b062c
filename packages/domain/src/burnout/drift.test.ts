// The chronic window's robust location (acute events set aside) and the pooled multi-system
// drift that gives the composite its graded multi-system points.
import { describe, expect, it } from "vitest";
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric } from "./daily-series.ts";
import { driftZ, type MetricValues, pooledDrift } from "./drift.ts";
import { EK2_PARAMETERS } from "./parameters.ts";
import { trailingRobustMean } from "./window-stats.ts";

const skipping = (worseThan: number) => ({
  trimWorse: 0,
  trimBetter: 0,
  skipWorseThan: worseThan,
  maxSkipShare: 1 / 3,
});
const meanOf = (values: number[], higherIsWorse: boolean, worseThan: number) =>
  trailingRobustMean(
    Float64Array.from(values),
    values.length - 1,
    21,
    10,
    higherIsWorse,
    skipping(worseThan),
    new Float64Array(21),
  );

describe("the chronic window's robust location", () => {
  it("sets aside an illness's extreme days and averages the ordinary ones", () => {
    // Resting HR: 16 ordinary days around 55, then 5 days of illness at 63–66 (limit 59).
    const ordinary = [54, 56, 55, 55, 54, 56, 55, 55, 54, 56, 55, 55, 54, 56, 55, 55];
    expect(meanOf([...ordinary, 63, 64, 66, 65, 63], true, 59)).toBeCloseTo(55, 10);
    // The same for a metric that is worse when lower (HRV, ln units), NaN days ignored.
    const hrv = [...ordinary.map((v) => v / 10), Number.NaN, 4.0, 4.1, 3.9];
    expect(meanOf(hrv, false, 5.0)).toBeCloseTo(5.5, 10);
  });

  it("sets aside at most a third of the days: a broad drift still moves it", () => {
    const drifted = Array.from({ length: 21 }, (_, i) => 60 + (i % 3));
    // Every day is past the limit; 7 of 21 (the worst) are set aside, the rest averaged.
    expect(meanOf(drifted, true, 59)).toBeCloseTo(60.5, 10);
  });

  it("is the plain mean when nothing is past the limit, and NaN under minValid days", () => {
    const days = [50, 52, 54, 56, 58, 50, 52, 54, 56, 58];
    expect(meanOf(days, true, 70)).toBeCloseTo(54, 10);
    expect(meanOf(days.slice(1), true, 70)).toBeNaN();
  });
});

const personal = (centre: number, spread: number): Baseline => ({
  centre,
  spread,
  days: 60,
  personal: true,
  neutral: false,
});
const metricZ = (z: Partial<MetricValues>): MetricValues => ({
  lnHrv: Number.NaN,
  restingHr: Number.NaN,
  sleepMinutes: Number.NaN,
  sleepQuality: Number.NaN,
  recovery: Number.NaN,
  mood: Number.NaN,
  ...z,
});

describe("the pooled multi-system drift", () => {
  it("signs z so that worse is positive, and gives none against a population prior", () => {
    expect(driftZ("lnHrv", 3.8, personal(4, 0.2))).toBeCloseTo(1, 10);
    expect(driftZ("restingHr", 58, personal(55, 2))).toBeCloseTo(1.5, 10);
    expect(
      driftZ("mood", 5, { centre: 6.5, spread: 1.2, days: 5, personal: false, neutral: false }),
    ).toBeNaN();
  });

  it("is the factor-weighted mean of the factors' z, strain left out", () => {
    const z = metricZ({ lnHrv: 1, mood: 1, recovery: 1, restingHr: 1, sleepMinutes: 1, sleepQuality: 1 });
    expect(pooledDrift(z, EK2_PARAMETERS)).toBeCloseTo(1, 10);
    // HRV 1 (weight 0.20), mood 0 (0.35), recovery 0.5 (0.15), sleep 0 (0.20).
    const mixed = metricZ({ lnHrv: 1, mood: 0, recovery: 0.5, restingHr: 0.5, sleepMinutes: 0 });
    expect(pooledDrift(mixed, EK2_PARAMETERS)).toBeCloseTo((0.2 + 0.15 * 0.5) / 0.9, 10);
  });

  it("clips each factor, so one wild metric cannot carry it nor one good one cancel it", () => {
    const oneWild = metricZ({ lnHrv: 6, mood: 0, recovery: 0, sleepMinutes: 0 });
    expect(pooledDrift(oneWild, EK2_PARAMETERS)).toBeCloseTo((0.2 * 2.5) / 0.9, 10);
    const oneGood = metricZ({ lnHrv: 1, mood: 1, recovery: 1, sleepMinutes: -4 });
    expect(pooledDrift(oneGood, EK2_PARAMETERS)).toBeCloseTo((0.7 - 0.2) / 0.9, 10);
  });

  it("needs three factors: two systems are not a multi-system drift", () => {
    const metrics: BaselineMetric[] = ["lnHrv", "mood"];
    expect(pooledDrift(metricZ(Object.fromEntries(metrics.map((m) => [m, 2]))), EK2_PARAMETERS)).toBeNaN();
  });
});
