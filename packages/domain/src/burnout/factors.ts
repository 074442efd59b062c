// The five factors of one day, each for the acute (7-day) and the chronic (21-day) window,
// as 0–100 risks; NaN marks a factor without enough data, which is then left out.
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric, DailySeries } from "./daily-series.ts";
import type { BurnoutParameters, FactorName } from "./parameters.ts";
import { sleepQualityFactor, sleepSpanRisks } from "./sleep-factor.ts";
import { strainFactor } from "./strain-factor.ts";
import { type SubRiskMapping, subRisk, weightedPresent, worseZ } from "./sub-risk.ts";
import { trailingTrimmedMean } from "./window-stats.ts";

export type FactorValues = Record<FactorName, number>;

export interface DayFactors {
  acute: FactorValues;
  chronic: FactorValues;
  /**
   * Each factor's chronic-window deviation as one z (positive = worse), for the pooled
   * multi-system drift: HRV and mood their own z, recovery and sleep the weighted z of their
   * metrics (sleep: duration and quality). Strain is load, not a response, and is NaN here.
   */
  chronicZ: FactorValues;
  /** The same for the acute window. */
  acuteZ: FactorValues;
}

interface WindowSpec {
  readonly days: number;
  readonly minValid: number;
  /** Shares of the window's days dropped on the worse and on the better side. */
  readonly trim: { readonly worse: number; readonly better: number };
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
  const forWindow = (window: WindowSpec, zOut?: FactorValues): FactorValues => {
    // Resting HR is worse when higher, every other metric when lower.
    const mean = (metric: BaselineMetric) => {
      const higherIsWorse = metric === "restingHr";
      const { worse, better } = window.trim;
      return trailingTrimmedMean(
        series.values[metric],
        end,
        window.days,
        window.minValid,
        higherIsWorse ? better : worse,
        higherIsWorse ? worse : better,
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
    // A drift is a change from the person's own normal: none is measured against a prior.
    const driftZ = (metric: BaselineMetric, windowMean: number, higherIsWorse = false) =>
      baselines[metric].personal ? zOf(metric, windowMean, higherIsWorse) : Number.NaN;

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
    if (zOut) {
      const sleepParts = parameters.sleep.parts;
      zOut.mood = driftZ("mood", moodMean);
      zOut.hrv = driftZ("lnHrv", hrvMean);
      zOut.recovery = weightedPresent([
        [driftZ("recovery", recoveryMean), recoveryParts.recovery],
        [driftZ("restingHr", restingHrMean, true), recoveryParts.restingHr],
      ]);
      zOut.sleep_quality = weightedPresent([
        [driftZ("sleepMinutes", mean("sleepMinutes")), sleepParts.debt],
        [driftZ("sleepQuality", qualityMean), sleepParts.quality],
      ]);
      zOut.strain = Number.NaN;
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
  const chronicZ = {} as FactorValues;
  const acuteZ = {} as FactorValues;
  return {
    acute: forWindow({ ...acute, mapping: parameters.subRisk, priorMapping: parameters.subRisk }, acuteZ),
    chronic: forWindow(
      { ...chronic, mapping: parameters.chronicSubRisk, priorMapping: parameters.subRisk },
      chronicZ,
    ),
    chronicZ,
    acuteZ,
  };
}
