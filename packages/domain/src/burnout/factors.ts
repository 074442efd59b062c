// The five factors of one day, each for the acute (7-day) and the chronic (21-day) window,
// as 0–100 risks; NaN marks a factor without enough data, which is then left out. Also the
// pooled multi-system drift of the chronic window (drift.ts).
import type { Baseline } from "./baseline.ts";
import { BASELINE_METRICS, type BaselineMetric, type DailySeries } from "./daily-series.ts";
import { driftZ, type MetricValues, pooledDrift } from "./drift.ts";
import type { BurnoutParameters, FactorName } from "./parameters.ts";
import { sleepQualityFactor, sleepSpanRisks } from "./sleep-factor.ts";
import { strainFactor } from "./strain-factor.ts";
import { type SubRiskMapping, subRisk, weightedPresent, worseZ } from "./sub-risk.ts";
import { trailingRobustMean } from "./window-stats.ts";

export type FactorValues = Record<FactorName, number>;

export interface DayFactors {
  acute: FactorValues;
  chronic: FactorValues;
  /** The pooled multi-system drift z of the chronic window; NaN without enough factors. */
  drift: number;
  /** Each factor's term of `drift` (they add up to it); NaN when absent, and for strain. */
  driftParts: FactorValues;
}

type WindowSpec = BurnoutParameters["windows"]["acute"];

/**
 * Where each metric sits over the window ending at `end` (NaN: too few valid days): the mean of
 * its days, after setting aside as acute events the days more than `beyondSpreads` spreads
 * worse than the baseline centre, the worst first, up to `maxShare` of the days.
 */
function windowLocations(
  series: DailySeries,
  end: number,
  baselines: Readonly<Record<BaselineMetric, Baseline>>,
  window: WindowSpec,
  scratch: Float64Array,
): MetricValues {
  const locations = {} as MetricValues;
  const events = window.acuteEvents;
  for (const metric of BASELINE_METRICS) {
    // Resting HR is worse when higher, every other metric when lower.
    const higherIsWorse = metric === "restingHr";
    const { centre, spread } = baselines[metric];
    const spec = {
      trimWorse: 0,
      trimBetter: 0,
      skipWorseThan: centre + (higherIsWorse ? 1 : -1) * events.beyondSpreads * spread,
      maxSkipShare: events.maxShare,
    };
    locations[metric] = trailingRobustMean(
      series.values[metric],
      end,
      window.days,
      window.minValid,
      higherIsWorse,
      spec,
      scratch,
    );
  }
  return locations;
}

export function dayFactors(
  series: DailySeries,
  end: number,
  baselines: Readonly<Record<BaselineMetric, Baseline>>,
  parameters: BurnoutParameters,
): DayFactors {
  const sleepSpan = sleepSpanRisks(series.values.sleepMinutes, end, baselines.sleepMinutes, parameters);
  const strain = strainFactor(series, end, parameters);
  const { acute, chronic } = parameters.windows;
  const scratch = new Float64Array(Math.max(acute.days, chronic.days));

  const forWindow = (locations: MetricValues, mapping: SubRiskMapping): FactorValues => {
    // A metric still compared with the population prior alone keeps SCORE.md's mapping: its z
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

  const chronicLocations = windowLocations(series, end, baselines, chronic, scratch);
  const z = {} as MetricValues;
  for (const metric of BASELINE_METRICS)
    z[metric] = driftZ(metric, chronicLocations[metric], baselines[metric]);
  const driftParts = {} as FactorValues;
  return {
    acute: forWindow(windowLocations(series, end, baselines, acute, scratch), parameters.subRisk),
    chronic: forWindow(chronicLocations, parameters.chronicSubRisk),
    drift: pooledDrift(z, parameters, driftParts),
    driftParts,
  };
}
