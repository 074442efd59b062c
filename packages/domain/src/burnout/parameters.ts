// Every number of the ek-2 burnout score (docs/score.md), in one versioned constant, so a
// later version can be tuned by changing data rather than code.
//
// Values marked TUNED differ from the design defaults docs/score.md starts from. They were
// chosen on a simulated cohort with a tuning seed (777), checked on a second (4242), both
// different from the seed the evaluation reports (see src/evaluation), never by changing the
// simulator; the reasons are given beside each. EK-2 marks what ek-2 added or changed
// (docs/decisions/018-ek2-real-data.md); docs/decisions/006-ek1-tuning.md keeps
// the record of ek-1's tuning.
import { LOW_CONFIDENCE_BELOW } from "@evenkeel/contracts";

export const EK2_PARAMETERS = {
  version: "ek-2",
  /** Days before the scored date that a score may read (docs/score.md "Inputs"). */
  lookbackDays: 67,
  /**
   * Levels depend on history (critical persistence, hysteresis). A day's level is found by
   * replaying the level rules over the scored days of the preceding 14 days, starting from
   * "low". A fixed span makes one day's level the same whether it is scored alone or within
   * a series. EK-2: 14 (ek-1: 28). 14 holds the critical rule's persistence window and the
   * 3-day hysteresis; 28 doubled the work of every single-day score for a memory that, on the
   * evaluation cohort, changed the level of fewer than 1 in 1,000 days.
   */
  levelWarmupDays: 14,
  /** Plausible ranges (inclusive); a value outside is dropped, never clamped. */
  plausible: {
    /** Both HRV measures (RMSSD, SDNN) in ms. */
    hrv: { min: 5, max: 300 },
    restingHr: { min: 30, max: 120 },
    /**
     * EK-2: at least 60 minutes (ek-1: 0). A recorded night under an hour is a device left
     * off the wrist far more often than a real night without sleep; 16 h stays the top.
     */
    sleepMinutes: { min: 60, max: 960 },
    strain: { min: 0, max: 21 },
    mood: { min: 1, max: 10 },
    score: { min: 0, max: 100 },
  },
  baseline: {
    /** Window t−67 … t−8: lagged a week so a developing episode is not its own normal. */
    firstLag: 67,
    lastLag: 8,
    madToSd: 1.4826,
    /** Below this many valid days the metric is compared with the population prior alone. */
    minDays: 14,
    /** Below this many the personal estimate is shrunk towards the prior. */
    fullDays: 28,
    priorPseudoDays: 7,
    /** EK-3: own baseline days a wearable metric needs before it is read (Baseline.neutral); ek-2 none. */
    wearableOwnDays: 0,
    /**
     * Population priors, used while a metric has fewer than 14 baseline days. The HRV prior
     * is per measure: ln RMSSD 3.8 ± 0.35 (≈ 45 ms) and ln SDNN 3.9 ± 0.35 (≈ 50 ms; SDNN
     * of short spot readings sits a little above RMSSD). `lnHrv` is the RMSSD one.
     */
    priors: {
      lnHrv: { centre: 3.8, spread: 0.35 },
      restingHr: { centre: 58, spread: 6 },
      sleepMinutes: { centre: 420, spread: 45 },
      mood: { centre: 6.5, spread: 1.2 },
      recovery: { centre: 60, spread: 15 },
      sleepQuality: { centre: 80, spread: 10 },
    },
    sdnnPrior: { centre: 3.9, spread: 0.35 },
    /**
     * EK-2. Apple-like SDNN comes from a few short spot readings a day, about 1.5 × as noisy
     * as a night's RMSSD, so its spread floor is 0.12 (RMSSD: 0.08).
     */
    sdnnSpreadFloor: 0.12,
    /**
     * TUNED (new; 0 everywhere is docs/score.md's plain median and MAD). Recording step of each
     * metric, for a grouped-data (interpolated) median and MAD. Mood and resting HR are whole
     * numbers with a day-to-day SD of only ~1 and ~2: their plain median jumps by whole steps
     * while the window *mean* does not (a person rating 6s and 7s read up to 0.7 spreads
     * "worse" than herself), and their MAD is exactly 0 or 1 (a mood SD of 0.8 read as a
     * spread of 1.48, hiding a 1 SD drift). The interpolated statistics are still a median
     * and a MAD, without the rounding. Recovery and sleep quality (SD 6–15 points) and the
     * continuous metrics do not need it.
     */
    resolution: { lnHrv: 0, restingHr: 1, sleepMinutes: 0, mood: 1, recovery: 0, sleepQuality: 0 },
    /**
     * EK-2. Glitches: a day's HRV or resting HR more than this many spreads from the
     * baseline centre, either way, is a sensor glitch and is left out of the acute and
     * chronic windows (one night's RMSSD of 255 ms against a normal of 45 is ~8 spreads). An
     * illness moves HRV by 1–2 daily SDs and resting HR by 3–8 bpm: 2–4 spreads. Against the
     * population prior (a new user) the same number of prior spreads applies.
     */
    glitchBeyondSpreads: { lnHrv: 5, restingHr: 6 },
    spreadFloors: { lnHrv: 0.08, restingHr: 1.5, sleepMinutes: 30, mood: 0.7, recovery: 8, sleepQuality: 6 },
  },
  /**
   * EK-2: context tags of a check-in that mark an acute event. Such a day is set aside from
   * the windows and the baseline (an illness or a night out is not the person's normal nor a
   * drift), and while a day tagged "ill" is in the acute window the level stays under high
   * (the person told us why the numbers are off). "deadline" and the other tags are context
   * only: three weeks of deadlines may read as burnout.
   */
  setAsideTags: ["ill", "alcohol", "travel", "hard_training"],
  windows: {
    /**
     * EK-2 (TUNED; ek-1: maxShare 0, the plain mean). The acute window also sets aside acute
     * events, up to 2 of its 7 days: on heavy-tailed real-like data one or two extreme days
     * (a bad night, a glitch that stays in range) carried 0.4 of the score for a week. On the
     * tuning seed (150 users per profile, with enterHighDays 2): calm cohort false high alerts
     * 1.07 → 0.90 per user-year, its illness controls at high 15 % → 10 %, full profile
     * illnesses at high 11 % → 9 %; sensitivity unchanged.
     */
    acute: { days: 7, minValid: 3, acuteEvents: { beyondSpreads: 2, maxShare: 2 / 7 } },
    /**
     * TUNED (docs/score.md: plain mean; ek-1 before: 25 % trimmed mean). The chronic window sets
     * aside acute events: days more than 2 spreads worse than the baseline centre (where
     * r(z) already reads 100), the worst first, up to a third of the window (a 3–5 day illness
     * in 15–21 valid days), and averages the rest. Burnout moves the ordinary days; an illness
     * or a bad night adds a few extreme ones, which the acute window reports. A symmetric trim
     * also drops the person's best days, so a 5-day illness still read as a drift of ~0.3
     * spreads for three weeks. On the tuning cohort (1,000 users), with the drift points
     * below: the plain mean reached moderate sensitivity 0.85 only with 17 % of illness
     * controls at high (1.3 % critical); setting acute events aside gives 0.88 with 7.7 %
     * (none critical). The acute window keeps the plain mean.
     */
    chronic: { days: 21, minValid: 10, acuteEvents: { beyondSpreads: 2, maxShare: 1 / 3 } },
  },
  /**
   * r(z) = 100 × clip((z − start) / span, 0, 1) for the acute window (and the sleep
   * variability test): nothing inside the smallest worthwhile change, 100 at 2 spreads.
   */
  subRisk: { zStart: 0.5, zSpan: 1.5 },
  /**
   * TUNED (docs/score.md: the same 0.5 / 1.5 as acute). z is a window mean over a spread of
   * *daily* values, and a 21-day mean is ~√3 less noisy than a 7-day one, so the same z is
   * far stronger evidence. docs/score.md's own episode sizes (ln RMSSD −0.5 to −1 SD, mood −1 to
   * −2 …) put a moderate episode's chronic z at 0.5–1, where 0.5 / 1.5 gives 0–33 and the
   * score never reached high (moderate sensitivity 12 %, severe 38 %). From 0.25 to 1.25
   * spreads, a sustained 1-spread drift reads 75. Only against a personal baseline: a metric
   * still compared with the population prior keeps 0.5 / 1.5, since its z says how unlike the
   * population the person is, which a longer window does not make a sharper sign of change.
   */
  chronicSubRisk: { zStart: 0.25, zSpan: 1 },
  /**
   * EK-2: mood 0.35 (ek-1: 0.25), sleep and HRV 0.20 (0.25). Daily mood is the strongest
   * single signal in the evidence (AUC > 0.70 for depression after 14 days), no wearable
   * signal has been validated as a burnout detector on its own (AUC 0.56–0.67); the wearable
   * factors keep their role in the multi-system drift.
   */
  weights: { mood: 0.35, sleep_quality: 0.2, hrv: 0.2, recovery: 0.15, strain: 0.1 },
  /**
   * EK-2: coverage before level. A level of high or above needs at least `minSystems` of
   * the four response systems (mood, HRV, resting HR / recovery, sleep) with enough data in
   * the chronic window (a 21-day factor risk), and a confidence of at least `minConfidence`
   * (LOW_CONFIDENCE_BELOW, shared with the screens). Below that confidence the score is
   * shrunk toward the person's normal (0) by confidence / minConfidence. Mood alone may carry
   * a day to high when its own risk is at least the high boundary: the person told us.
   */
  coverage: {
    minSystems: 2,
    minConfidence: LOW_CONFIDENCE_BELOW,
    systems: ["mood", "hrv", "recovery", "sleep_quality"],
    moodCarries: true,
  },
  mood: {
    /** Absolute floors on the window's mean rating, checked from the lowest threshold up. */
    floors: [
      { meanAtMost: 3, riskAtLeast: 80 },
      { meanAtMost: 4, riskAtLeast: 60 },
    ],
  },
  sleep: {
    spanDays: 14,
    /** Nights needed in the 14-day span for the debt and the variability parts. */
    minNights: 7,
    minimumNeedMinutes: 420,
    debtForFullRisk: 600,
    parts: { debt: 0.4, quality: 0.35, variability: 0.25 },
  },
  recovery: {
    parts: { recovery: 0.6, restingHr: 0.4 },
    restingHrRise: { bpmAtLeast: 5, riskAtLeast: 60 },
  },
  strain: {
    lambdaAcute: 0.25,
    lambdaChronic: 0.069,
    ratioNoRisk: 1.2,
    ratioFullRisk: 1.7,
    /** Valid strain days needed in the look-back before the chronic load means anything (≈ 2 time constants). */
    minHistoryDays: 28,
    recentDays: 7,
    minRecentDays: 3,
    hardDay: { strainAtLeast: 14, recoveryAtMost: 33, addedRisk: 20 },
  },
  composite: {
    acuteShare: 0.4,
    chronicShare: 0.6,
    /**
     * docs/score.md's step bonus (+10 when three factors have a 21-day sub-risk ≥ 40). ek-1 had
     * raised it to 20; the graded drift points below now carry the multi-system evidence and
     * 10 or 20 hardly matter (moderate sensitivity 0.879 vs 0.883), so docs/score.md's 10 is back.
     */
    multiSystem: { minFactors: 3, chronicRiskAtLeast: 40, bonus: 10 },
    /**
     * TUNED (new). Multi-system drift points (drift.ts): the factor-weighted mean of the
     * factors' 21-day z (strain, a load and not a response, left out), each factor clipped to
     * [−1, 2.5] so that one wild metric cannot carry it nor one better-than-usual metric
     * cancel the rest, with at least 3 factors on a personal baseline; no points up to zStart,
     * all `points` from zFull, linear between. Per-factor sub-risks throw away every deviation
     * under their start (0.25 spread), yet four systems 0.5 spread worse together for three
     * weeks is strong evidence: the pooled z of 21 days is about half as noisy as one
     * factor's. This is docs/score.md's "burnout is multi-system" bonus made graded. With the rest
     * of this revision, moderate sensitivity on the tuning cohort went 0.71 (ek-1 before) →
     * 0.88; without these points the revision reaches only 0.31. zStart 0.05 / zFull 0.55 keep
     * illness controls at high near 8 %; 0.05 / 0.50 gave sensitivity 0.91 but 9.7 % of
     * illnesses at high, too close to the 10 % limit.
     */
    drift: { minFactors: 3, zClip: { min: -1, max: 2.5 }, zStart: 0.05, zFull: 0.55, points: 40 },
    cap: 100,
  },
  levels: {
    /** Lower boundary of each level above low. */
    boundaries: { moderate: 30, high: 50, critical: 70 },
    critical: {
      scoredDays: 14,
      highDaysAtLeast: 10,
      factorsAtLeast: 2,
      factorRiskAtLeast: 50,
      /**
       * TUNED (docs/score.md: "two factors ≥ 50", not saying over which window). The two factors
       * are judged on their 21-day risks: critical claims a persistent departure, and an
       * illness on top of a bad week made two blended (acute + chronic) risks reach 50. That
       * was the one illness control at critical on the tuning seed (of ~1,000).
       */
      chronicFactors: true,
      /**
       * TUNED (ek-1 before: not while calibrating, i.e. under 14 days). Critical needs every
       * present factor's baseline at its full 28 days: under 28 it is still shrunk towards the
       * population priors, and critical claims a persistent departure from the person's own
       * normal. That was the one illness control at critical on the check seed (a user in
       * the sixth week, on a baseline of fewer than 28 days).
       */
      needsFullBaseline: true,
    },
    hysteresis: { pointsUnder: 5, days: 3 },
    /**
     * EK-2 (TUNED; ek-1: 1). Entering high (or critical) from below needs this many
     * consecutive scored days at or above the high boundary. On the calm cohort (heavy-tailed
     * noise, glitches) a third of the false high alerts came from a single day's spike; one day
     * of confirmation costs at most a day of delay on an episode that builds over weeks.
     */
    enterHighDays: 2,
    /**
     * TUNED (new). While calibrating (a present factor's baseline under 14 days, compared
     * with population priors) the level is at most moderate: high claims a clear departure
     * from the person's own normal, which cannot be shown yet, and a new user who simply
     * differs from the population average is not at risk for that. The score, its factors and
     * the calibrating flag are still returned (confidence ≤ 40), and the safety suggestion for
     * mood ≤ 3 on 5 of 7 days does not depend on the level. On the tuning cohort 30 % of the
     * false high alerts fell in users' first weeks: 0.81 → 0.57 per user-year.
     */
    calibratingHighest: "moderate",
    /**
     * EK-2. Days after a check-in tagged "ill" during which the level stays under high: the
     * evaluation attributes the 14 days after an illness to it, and HRV and resting HR take
     * about that long to come back.
     */
    illTagDays: 14,
  },
  confidence: { windowDays: 21, fullBaselineDays: 28, calibratingBelowDays: 14, calibratingCap: 40 },
  /** EK-3's day-to-day reading (tilt.ts; its values and reasons: parameters-ek3.ts). ek-2 has none. */
  tilt: {
    points: 0,
    zSpan: 1.5,
    moodMinDays: 1,
    minDays: 3,
    windows: { mood: 7, lnHrv: 7, restingHr: 7, sleepMinutes: 7, sleepQuality: 14, recovery: 7 },
    weights: { mood: 0, sleep_quality: 0, hrv: 0, recovery: 0, strain: 0 },
    recoveryParts: { recovery: 0.6, restingHr: 0.4 },
    sleepParts: { minutes: 0.5, quality: 0.5 },
    /** EK-3: per-person weights learned from the person's own check-ins (personal-weights.ts). */
    personal: { on: false, pseudoDays: 60, gain: 2, minMoods: 2, precededAtLeast: 0.1, minDays: 14 },
  },
} as const;

type Widened<T> = T extends string
  ? string
  : T extends boolean
    ? boolean
    : T extends number
      ? number
      : T extends readonly (infer U)[]
        ? readonly Widened<U>[]
        : { readonly [K in keyof T]: Widened<T[K]> };

/** The shape every version of the parameters shares (numbers and names free, structure fixed). */
export type BurnoutParameters = Widened<typeof EK2_PARAMETERS>;

export type FactorName = keyof typeof EK2_PARAMETERS.weights;
export const FACTOR_NAMES: readonly FactorName[] = ["mood", "sleep_quality", "hrv", "recovery", "strain"];
