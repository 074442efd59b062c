// The five factors of one day, each for the acute (7-day) and the chronic (21-day) window,
// as 0–100 risks; NaN marks a factor without enough data, which is then left out.
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric, DailySeries } from "./daily-series.ts";
import { factorZ, type MetricValues } from "./drift.ts";
import type { BurnoutParameters, FactorName } from "./parameters.ts";
import { sleepQualityFactor, sleepSpanRisks } from "./sleep-factor.ts";
import { strainFactor } from "./strain-factor.ts";
import { type SubRiskMapping, subRisk, weightedPresent, worseZ } from "./sub-risk.ts";
import { trailingRobustMean } from "./window-stats.ts";

export type FactorValues = Record<FactorName, number>;

export interface DayFactors {
  acute: FactorValues;
  chronic: FactorValues;
  /** Each factor's chronic-window deviation as one z, for the multi-system drift (drift.ts). */
  chronicZ: FactorValues;
}

interface WindowSpec {
  readonly days: number;
  readonly minValid: number;
  /** Shares of the window's days dropped on the worse and on the better side. */
  readonly trim: { readonly worse: number; readonly better: number };
  /** Days more than `beyondSpreads` worse than the baseline centre set aside, up to `maxShare`. */
  readonly acuteEvents: { readonly beyondSpreads: number; readonly maxShare: number; readonly bothSides: boolean };
  readonly mapping: SubRiskMapping;
  /** Mapping for a metric still compared with the population prior alone. */
  readonly priorMapping: SubRiskMapping;
}

export function dayFactors(
  series: DailySeries,
  end: number,
  baselines: Readonly<Record<BaselineMetric, Baseline>>,
  parameters: BurnoutParameters,
): DayFactors {
  const sleepSpan = sleepSpanRisks(series.values.sleepMinutes, end, baselines.sleepMinutes, parameters);
  const strain = strainFactor(series, end, parameters);

  const scratch = new Float64Array(Math.max(parameters.windows.acute.days, parameters.windows.chronic.days));
  const forWindow = (window: WindowSpec, locations?: MetricValues): FactorValues => {
    // Resting HR is worse when higher, every other metric when lower.
    const mean = (metric: BaselineMetric) => {
      const higherIsWorse = metric === "restingHr";
      const { centre, spread } = baselines[metric];
      const events = window.acuteEvents;
      return trailingRobustMean(
        series.values[metric],
        end,
        window.days,
        window.minValid,
        higherIsWorse,
        {
          trimWorse: window.trim.worse,
          trimBetter: window.trim.better,
          skipWorseThan: centre + (higherIsWorse ? 1 : -1) * events.beyondSpreads * spread,
          skipBetterThan: events.bothSides
            ? centre - (higherIsWorse ? 1 : -1) * events.beyondSpreads * spread
            : Number.NaN,
          maxSkipShare: events.maxShare,
        },
        scratch,
      );
    };
    const zOf = (metric: BaselineMetric, windowMean: number, higherIsWorse = false) =>
      worseZ(windowMean, baselines[metric], higherIsWorse);
    const risk = (metric: BaselineMetric, windowMean: number, higherIsWorse = false) =>
      subRisk(
        zOf(metric, windowMean, higherIsWorse),
        baselines[metric].personal ? window.mapping : window.priorMapping,
      );

    const moodMean = mean("mood");
    let mood = risk("mood", moodMean);
    for (const floor of parameters.mood.floors) {
      if (moodMean <= floor.meanAtMost) {
        mood = Math.max(mood, floor.riskAtLeast);
        break;
      }
    }

    const restingHrMean = mean("restingHr");
    const recoveryMean = mean("recovery");
    const recoveryParts = parameters.recovery.parts;
    let recovery = weightedPresent([
      [risk("recovery", recoveryMean), recoveryParts.recovery],
      [risk("restingHr", restingHrMean, true), recoveryParts.restingHr],
    ]);
    const rise = parameters.recovery.restingHrRise;
    if (restingHrMean - baselines.restingHr.centre >= rise.bpmAtLeast) {
      recovery = Math.max(recovery, rise.riskAtLeast);
    }

    const qualityMean = mean("sleepQuality");
    const hrvMean = mean("lnHrv");
    if (locations) {
      locations.mood = moodMean;
      locations.lnHrv = hrvMean;
      locations.recovery = recoveryMean;
      locations.restingHr = restingHrMean;
      locations.sleepMinutes = mean("sleepMinutes");
      locations.sleepQuality = qualityMean;
    }
    return {
      mood,
      sleep_quality: sleepQualityFactor(sleepSpan, risk("sleepQuality", qualityMean), parameters),
      hrv: risk("lnHrv", hrvMean),
      recovery,
      strain,
    };
  };

  const { acute, chronic } = parameters.windows;
  const locations = {} as MetricValues;
  return {
    acute: forWindow({ ...acute, mapping: parameters.subRisk, priorMapping: parameters.subRisk }),
    chronic: forWindow(
      { ...chronic, mapping: parameters.chronicSubRisk, priorMapping: parameters.subRisk },
      locations,
    ),
    chronicZ: factorZ(locations, baselines, parameters),
  };
}
