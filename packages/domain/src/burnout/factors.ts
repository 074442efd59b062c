// The five factors of one day, each for the acute (7-day) and the chronic (21-day) window,
// as 0–100 risks; NaN marks a factor without enough data, which is then left out. Also the
// pooled multi-system drift of the chronic window (drift.ts).
import { BASELINE_METRICS, type BaselineMetric, type DailySeries } from "./daily-series.ts";
import { driftZ, type MetricValues, pooledDrift } from "./drift.ts";
import type { DayView } from "./lookback.ts";
import type { BurnoutParameters, FactorName } from "./parameters.ts";
import { sleepQualityFactor, sleepSpanRisks } from "./sleep-factor.ts";
import { strainFactor } from "./strain-factor.ts";
import { type SubRiskMapping, subRisk, weightedPresent, worseZ } from "./sub-risk.ts";

export type FactorValues = Record<FactorName, number>;

export interface DayFactors {
  acute: FactorValues;
  chronic: FactorValues;
  /** The pooled multi-system drift z of the chronic window; NaN without enough factors. */
  drift: number;
  /** Each factor's term of `drift` (they add up to it); NaN when absent, and for strain. */
  driftParts: FactorValues;
}

export function dayFactors(
  series: DailySeries,
  end: number,
  view: DayView,
  parameters: BurnoutParameters,
): DayFactors {
  const baselines = view.baselines;
  const sleepSpan = sleepSpanRisks(
    series.values.sleepMinutes,
    end,
    view.floors.sleepMinutes,
    baselines.sleepMinutes,
    parameters,
  );
  const strain = strainFactor(series, end, view.floors.strain, parameters);

  const forWindow = (locations: MetricValues, mapping: SubRiskMapping): FactorValues => {
    // A metric still compared with the population prior alone keeps the acute mapping: its z
    // measures how unlike the population the person is, not a change, so a sharper mapping
    // for a long window would not be justified (see parameters.ts, chronicSubRisk).
    const risk = (metric: BaselineMetric, higherIsWorse = false) =>
      subRisk(
        worseZ(locations[metric], baselines[metric], higherIsWorse),
        baselines[metric].personal ? mapping : parameters.subRisk,
      );

    let mood = risk("mood");
    for (const floor of parameters.mood.floors) {
      if (locations.mood <= floor.meanAtMost) {
        mood = Math.max(mood, floor.riskAtLeast);
        break;
      }
    }

    const recoveryParts = parameters.recovery.parts;
    let recovery = weightedPresent([
      [risk("recovery"), recoveryParts.recovery],
      [risk("restingHr", true), recoveryParts.restingHr],
    ]);
    const rise = parameters.recovery.restingHrRise;
    if (locations.restingHr - baselines.restingHr.centre >= rise.bpmAtLeast) {
      recovery = Math.max(recovery, rise.riskAtLeast);
    }

    return {
      mood,
      sleep_quality: sleepQualityFactor(sleepSpan, risk("sleepQuality"), parameters),
      hrv: risk("lnHrv"),
      recovery,
      strain,
    };
  };

  const z = {} as MetricValues;
  for (const metric of BASELINE_METRICS) z[metric] = driftZ(metric, view.chronic[metric], baselines[metric]);
  const driftParts = {} as FactorValues;
  return {
    acute: forWindow(view.acute, parameters.subRisk),
    chronic: forWindow(view.chronic, parameters.chronicSubRisk),
    drift: pooledDrift(z, parameters, driftParts),
    driftParts,
  };
}
