// ek-3 (docs/score.md "ek-3", docs/decisions/041-ek3-real-people.md): ek-2's rules, plus the
// day-to-day reading of tilt.ts, and resting HR's sub-risk left out. Tuned on the LifeSnaps
// development cohort only; the PMData hold-out was run once the change was done and no number
// here was changed for it.
import { type BurnoutParameters, EK2_PARAMETERS } from "./parameters.ts";

export const EK3_PARAMETERS: BurnoutParameters = {
  ...EK2_PARAMETERS,
  version: "ek-3",
  recovery: {
    /**
     * Resting HR's sub-risk is left out of the recovery factor and of the drift (weight 0):
     * on LifeSnaps its 7-day mean ran the wrong way against the next week's sad or tense
     * check-ins and STAI (within-person ρ −0.05 and −0.06) and on PMData the factor ran the
     * wrong way too (issue text, before any hold-out run here). WHOOP-like recovery keeps its
     * part; the rise floor (≥ 5 bpm above normal → at least 60) stays, a well-known warning.
     */
    parts: { recovery: 0.6, restingHr: 0 },
    restingHrRise: EK2_PARAMETERS.recovery.restingHrRise,
  },
  baseline: {
    ...EK2_PARAMETERS.baseline,
    /**
     * A wearable metric is read only once it has a full baseline of the person's own (28 days,
     * the baseline's fullDays); until then its days read as the person's normal
     * (Baseline.neutral: z 0, no sleep debt, no resting-HR rise). Read against the population
     * prior, and then against a prior-shrunk baseline, a person unlike the population showed a
     * trend across their first month that was only the prior giving way to their own normal;
     * left out instead of read as normal, the other factors' shares would jump when the metric
     * arrived. On LifeSnaps, whose questionnaires often fall in a person's first weeks, every
     * line with mood improved (forward PANAS 0.085 → 0.157, same-day STAI 0.064 → 0.101), and on
     * the simulator the AUROC rose on every wearable profile (full 0.837 → 0.847)
     * (docs/score.md "ek-3").
     */
    wearableOwnDays: EK2_PARAMETERS.baseline.fullDays,
  },
  sleep: {
    ...EK2_PARAMETERS.sleep,
    /**
     * Sleep debt is counted against the person's own normal (the baseline centre) alone, not
     * against at least 7 hours: with ek-2's floor a habitual short sleeper's ordinary fortnight
     * read as debt, and on LifeSnaps the debt part ran the wrong way on every measure. Against
     * the own normal every LifeSnaps line improved, same day (STAI 0.035 → 0.064, PANAS 0.241
     * → 0.294, worst days 0.493 → 0.505) and forward (sad or tense −0.049 → −0.004, STAI 0.011
     * → 0.018, PANAS 0.021 → 0.085), with the simulator's figures about the same
     * (docs/score.md "ek-3").
     */
    minimumNeedMinutes: 0,
  },
  tilt: {
    ...EK2_PARAMETERS.tilt,
    /**
     * Up to 30 points, kept inside the band the rules put the day in (coverage.ts, tilted):
     * on LifeSnaps 10 points hardly moved the ranking (ρ with same-day PANAS 0.08), 30 gave
     * 0.16 with 0.9 % of days high and none critical; 100 points would have put 18–30 % high.
     */
    points: 30,
    /** z from −2 to +2 spreads fills the points: the person's ordinary range, not only its tail. */
    zSpan: 2,
    /**
     * HRV and sleep read over 3 nights, sleep efficiency/quality left out: on LifeSnaps the
     * 3-night means related to same-day PANAS (ln RMSSD 0.29, sleep 0.20 within person) more
     * than 7-day ones (0.22, 0.08); efficiency's association ran both ways.
     */
    windows: { ...EK2_PARAMETERS.tilt.windows, lnHrv: 3, sleepMinutes: 3 },
    minDays: 2,
    sleepParts: { minutes: 1, quality: 0 },
    /**
     * Mood 0.6, HRV 0.25, sleep 0.15, resting HR 0: the person's own word is the strongest
     * signal (the naive diary forecast beat every wearable line on LifeSnaps); resting HR as above.
     */
    weights: { mood: 0.6, sleep_quality: 0.15, hrv: 0.25, recovery: 0, strain: 0 },
  },
};

/** The current version's parameters, under the name the rest of the product uses. */
export const BURNOUT_PARAMETERS: BurnoutParameters = EK3_PARAMETERS;

/**
 * ek-3 with per-person weights (personal-weights.ts) switched on. Judged forward on LifeSnaps it
 * did not beat ek-3 without them (docs/decisions/041-ek3-real-people.md), so the product keeps
 * them off; the evaluation runs this line beside it.
 */
export const EK3_PERSONAL_PARAMETERS: BurnoutParameters = {
  ...EK3_PARAMETERS,
  tilt: { ...EK3_PARAMETERS.tilt, personal: { ...EK3_PARAMETERS.tilt.personal, on: true } },
};
