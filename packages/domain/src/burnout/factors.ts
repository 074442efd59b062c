// The five factors of one day, each for the acute (7-day) and the chronic (21-day) window,
// as 0–100 risks; NaN marks a factor without enough data, which is then left out. Also the
// pooled multi-system drift of the chronic window (drift.ts).
import type { Baseline } from "./baseline.ts";
import type { BaselineMetric, DailySeries } from "./daily-series.ts";
import type { DayView, FactorValues, MetricValues } from "./day-values.ts";
import { nanFactorValues } from "./day-values.ts";
import { driftZ, pooledDrift } from "./drift.ts";
import type { BurnoutParameters } from "./parameters.ts";
import { type SleepSpanRisks, sleepQualityFactor, sleepSpanRisks } from "./sleep-factor.ts";
import { strainFactor } from "./strain-factor.ts";
import { type SubRiskMapping, subRisk, worseZ } from "./sub-risk.ts";

export type { FactorValues } from "./day-values.ts";

export interface DayFactors {
  acute: FactorValues;
  chronic: FactorValues;
  /** The pooled multi-system drift z of the chronic window; NaN without enough factors. */
  drift: number;
  /** Each factor's term of `drift` (they add up to it); NaN when absent, and for strain. */
  driftParts: FactorValues;
}

/**
 * r(z) of a metric's window location. A metric still compared with the population prior alone
 * keeps the acute mapping: its z measures how unlike the population the person is, not a
 * change, so a sharper mapping for a long window would not be justified (see parameters.ts,
 * chronicSubRisk).
 */
function risk(
  location: number,
  baseline: Baseline,
  higherIsWorse: boolean,
  mapping: SubRiskMapping,
  parameters: BurnoutParameters,
): number {
  return subRisk(worseZ(location, baseline, higherIsWorse), baseline.personal ? mapping : parameters.subRisk);
}

/** The five factors of one window from its locations (written without closures: it runs twice a day). */
function forWindow(
  locations: MetricValues,
  baselines: Readonly<Record<BaselineMetric, Baseline>>,
  mapping: SubRiskMapping,
  sleepSpan: SleepSpanRisks,
  strain: number,
  parameters: BurnoutParameters,
): FactorValues {
  let mood = risk(locations.mood, baselines.mood, false, mapping, parameters);
  for (const floor of parameters.mood.floors) {
    if (locations.mood <= floor.meanAtMost) {
      mood = Math.max(mood, floor.riskAtLeast);
      break;
    }
  }
  const recoveryParts = parameters.recovery.parts;
  const recoveryRisk = risk(locations.recovery, baselines.recovery, false, mapping, parameters);
  // EK-3: resting HR weighted 0 (parameters-ek3.ts) still counts as data, with no risk of its
  // own beyond the rise floor below; weighted 0 it does not dilute a recovery score either.
  const restingOwn = risk(locations.restingHr, baselines.restingHr, true, mapping, parameters);
  const restingRisk = recoveryParts.restingHr === 0 && !Number.isNaN(restingOwn) ? 0 : restingOwn;
  let recovery = Number.NaN;
  if (!Number.isNaN(recoveryRisk) || !Number.isNaN(restingRisk)) {
    recovery = Number.isNaN(recoveryRisk)
      ? restingRisk
      : Number.isNaN(restingRisk)
        ? recoveryRisk
        : (recoveryRisk * recoveryParts.recovery + restingRisk * recoveryParts.restingHr) /
          (recoveryParts.recovery + recoveryParts.restingHr);
  }
  const rise = parameters.recovery.restingHrRise;
  if (!baselines.restingHr.neutral && locations.restingHr - baselines.restingHr.centre >= rise.bpmAtLeast) {
    recovery = Math.max(recovery, rise.riskAtLeast);
  }
  return {
    mood,
    sleep_quality: sleepQualityFactor(
      sleepSpan,
      risk(locations.sleepQuality, baselines.sleepQuality, false, mapping, parameters),
      parameters,
    ),
    hrv: risk(locations.lnHrv, baselines.lnHrv, false, mapping, parameters),
    recovery,
    strain,
  };
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

  const chronic = view.chronic;
  const z: MetricValues = {
    lnHrv: driftZ("lnHrv", chronic.lnHrv, baselines.lnHrv),
    restingHr: driftZ("restingHr", chronic.restingHr, baselines.restingHr),
    sleepMinutes: driftZ("sleepMinutes", chronic.sleepMinutes, baselines.sleepMinutes),
    sleepQuality: driftZ("sleepQuality", chronic.sleepQuality, baselines.sleepQuality),
    recovery: driftZ("recovery", chronic.recovery, baselines.recovery),
    mood: driftZ("mood", chronic.mood, baselines.mood),
  };
  const driftParts = nanFactorValues();
  return {
    acute: forWindow(view.acute, baselines, parameters.subRisk, sleepSpan, strain, parameters),
    chronic: forWindow(view.chronic, baselines, parameters.chronicSubRisk, sleepSpan, strain, parameters),
    drift: pooledDrift(z, parameters, driftParts),
    driftParts,
  };
}
