// ek-3 "learn the person" (docs/score.md "ek-3"): from a person's own history, how much each
// wearable signal has come before their low days, as a multiplier of the population weight of
// the day-to-day reading (tilt.ts), shrunk strongly towards 1 (the population) while the
// evidence is short. Only days up to the scored day are read: pairs are a night's signal and
// the mood of the 7 days after it, all inside the look-back, so no future is ever used and
// the result is a deterministic function of the history (the same alone or in a series).
import type { DailySeries } from "./daily-series.ts";
import type { BurnoutParameters, FactorName } from "./parameters.ts";

/** The wearable signals a person's weights are learned for, by factor. */
export const PERSONAL_SIGNALS = ["sleep_quality", "hrv", "recovery"] as const;
export type PersonalSignal = (typeof PERSONAL_SIGNALS)[number];

export interface LearnedSignal {
  /** Within-person correlation of the night's signal (signed: higher = worse) with the next 7 days' mood deficit; NaN without pairs. */
  association: number;
  /** Nights the association rests on (a night with a value and enough moods after it). */
  days: number;
  /** What the population weight is multiplied by: 1 + gain × association × days / (days + pseudoDays), in [0, 2]. */
  multiplier: number;
}

export type LearnedSignals = Record<PersonalSignal, LearnedSignal>;

const METRIC: Record<PersonalSignal, { metric: "sleepMinutes" | "lnHrv" | "restingHr"; sign: number }> = {
  sleep_quality: { metric: "sleepMinutes", sign: -1 },
  hrv: { metric: "lnHrv", sign: -1 },
  recovery: { metric: "restingHr", sign: 1 },
};

const FORWARD = 7;

/** What each signal has been worth for this person, from the look-back ending at `end`. */
export function learnSignals(
  series: DailySeries,
  end: number,
  parameters: BurnoutParameters,
): LearnedSignals {
  const p = parameters.tilt.personal;
  const moods = series.values.mood;
  const first = Math.max(0, end - parameters.lookbackDays);
  // The mood deficit after each night s: −(mean mood over s+1 … s+7), only moods up to `end`.
  const learned = {} as LearnedSignals;
  for (const signal of PERSONAL_SIGNALS) {
    const { metric, sign } = METRIC[signal];
    const values = series.values[metric];
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    for (let s = first; s <= end - FORWARD; s++) {
      const value = values[s] as number;
      if (Number.isNaN(value) || series.setAside[s] === 1) continue;
      let sum = 0;
      let count = 0;
      for (let d = s + 1; d <= s + FORWARD; d++) {
        const mood = moods[d] as number;
        if (!Number.isNaN(mood)) {
          sum += mood;
          count++;
        }
      }
      if (count < p.minMoods) continue;
      const x = sign * value;
      const y = -sum / count;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
    }
    const vx = sxx - (sx * sx) / Math.max(1, n);
    const vy = syy - (sy * sy) / Math.max(1, n);
    const association = n >= 3 && vx > 0 && vy > 0 ? (sxy - (sx * sy) / n) / Math.sqrt(vx * vy) : Number.NaN;
    const evidence = Number.isNaN(association) ? 0 : (association * n) / (n + p.pseudoDays);
    learned[signal] = { association, days: n, multiplier: Math.min(2, Math.max(0, 1 + p.gain * evidence)) };
  }
  return learned;
}

/** The tilt's weights for this person: the population's, each wearable one times its multiplier. */
export function personalWeights(
  learned: LearnedSignals,
  parameters: BurnoutParameters,
): Record<FactorName, number> {
  const weights = { ...parameters.tilt.weights };
  for (const signal of PERSONAL_SIGNALS) weights[signal] = weights[signal] * learned[signal].multiplier;
  return weights;
}
