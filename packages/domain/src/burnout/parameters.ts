// Every number of the ek-1 burnout score (SCORE.md), in one versioned constant, so a later
// version can be tuned by changing data rather than code.
//
// Values marked TUNED differ from SCORE.md's defaults. They were chosen on a simulated
// cohort with a tuning seed (777), checked on a second (4242), both different from the seed
// the evaluation reports (see src/evaluation), never by changing the simulator; the reasons
// are given beside each (figures: 1,000 users × 365 days, seed 777, unless said otherwise).
// docs/decisions/006-ek1-tuning.md keeps the record.

export const EK1_PARAMETERS = {
  version: "ek-1",
  /** Days before the scored date that a score may read (SCORE.md "Inputs"). */
  lookbackDays: 67,
  /**
   * Levels depend on history (critical persistence, hysteresis). A day's level is found by
   * replaying the level rules over the scored days of the preceding 28 days, starting from
   * "low". 28 days holds the 14-day persistence window twice over, and a fixed span makes
   * one day's level the same whether it is scored alone or within a series.
   */
  levelWarmupDays: 28,
  /** Plausible ranges (inclusive); a value outside is dropped, never clamped. */
  plausible: {
    rmssd: { min: 5, max: 300 },
    restingHr: { min: 30, max: 120 },
    sleepMinutes: { min: 0, max: 960 },
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
    priors: {
      lnHrv: { centre: 3.8, spread: 0.35 },
      restingHr: { centre: 58, spread: 6 },
      sleepMinutes: { centre: 420, spread: 45 },
      mood: { centre: 6.5, spread: 1.2 },
      recovery: { centre: 60, spread: 15 },
      sleepQuality: { centre: 80, spread: 10 },
    },
    /**
     * TUNED (new; 0 everywhere is SCORE.md's plain median and MAD). Recording step of each
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
     * TUNED (new; SCORE.md has no gate). Baseline gating (baseline-gate.ts): a day of the
     * baseline window is set aside when the three weeks that ended on it (25 % trimmed means,
     * so a bad night does not count) show a pooled multi-system drift (drift.ts) of at least
     * `driftAtLeast` spreads against the plain baseline; the median and MAD are taken over the
     * days left (at least minKeptDays). 0.5 is beyond ordinary variation: on the tuning cohort
     * 0.1 % of ordinary days reach it (99th percentile 0.39), 18 % of episode days do. It keeps
     * a 3–5 week drift from reading as normal (4 weeks of a 1.5 SD drift: HRV factor 45 → 53),
     * but it cannot do more: past ~6 weeks most of the 60-day window is the episode. On the
     * cohort it is neutral (AUROC +0.001, sensitivity unchanged): lower thresholds gate noise
     * as often as drifts and only move along the sensitivity / false-alarm curve. Gating on the
     * current three weeks too was tried and rejected: it feeds back (a bad week and an illness
     * became critical).
     */
    gate: { stretchDays: 21, minValid: 10, trim: 0.25, driftAtLeast: 0.5, minKeptDays: 14 },
    spreadFloors: { lnHrv: 0.08, restingHr: 1.5, sleepMinutes: 30, mood: 0.7, recovery: 8, sleepQuality: 6 },
  },
  windows: {
    acute: { days: 7, minValid: 3, acuteEvents: { beyondSpreads: 2, maxShare: 0 } },
    /**
     * TUNED (SCORE.md: plain mean; ek-1 before: 25 % trimmed mean). The chronic window sets
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
   * TUNED (SCORE.md: the same 0.5 / 1.5 as acute). z is a window mean over a spread of
   * *daily* values, and a 21-day mean is ~√3 less noisy than a 7-day one, so the same z is
   * far stronger evidence. SCORE.md's own episode sizes (ln RMSSD −0.5 to −1 SD, mood −1 to
   * −2 …) put a moderate episode's chronic z at 0.5–1, where 0.5 / 1.5 gives 0–33 and the
   * score never reached high (moderate sensitivity 12 %, severe 38 %). From 0.25 to 1.25
   * spreads, a sustained 1-spread drift reads 75. Only against a personal baseline: a metric
   * still compared with the population prior keeps 0.5 / 1.5, since its z says how unlike the
   * population the person is, which a longer window does not make a sharper sign of change.
   */
  chronicSubRisk: { zStart: 0.25, zSpan: 1 },
  weights: { mood: 0.25, sleep_quality: 0.25, hrv: 0.25, recovery: 0.15, strain: 0.1 },
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
     * SCORE.md's step bonus (+10 when three factors have a 21-day sub-risk ≥ 40). ek-1 had
     * raised it to 20; the graded drift points below now carry the multi-system evidence and
     * 10 or 20 hardly matter (moderate sensitivity 0.879 vs 0.883), so SCORE.md's 10 is back.
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
     * factor's. This is SCORE.md's "burnout is multi-system" bonus made graded. With the rest
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
       * TUNED (SCORE.md: "two factors ≥ 50", not saying over which window). The two factors
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
     * TUNED (new). While calibrating (a present factor's baseline under 14 days, compared
     * with population priors) the level is at most moderate: high claims a clear departure
     * from the person's own normal, which cannot be shown yet, and a new user who simply
     * differs from the population average is not at risk for that. The score, its factors and
     * the calibrating flag are still returned (confidence ≤ 40), and the safety suggestion for
     * mood ≤ 3 on 5 of 7 days does not depend on the level. On the tuning cohort 30 % of the
     * false high alerts fell in users' first weeks: 0.81 → 0.57 per user-year.
     */
    calibratingHighest: "moderate",
  },
  confidence: { windowDays: 21, fullBaselineDays: 28, calibratingBelowDays: 14, calibratingCap: 40 },
} as const;

type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Widened<U>[]
      : { readonly [K in keyof T]: Widened<T[K]> };

/** The shape every version of the parameters shares (numbers and names free, structure fixed). */
export type BurnoutParameters = Widened<typeof EK1_PARAMETERS>;

export type FactorName = keyof typeof EK1_PARAMETERS.weights;
export const FACTOR_NAMES: readonly FactorName[] = ["mood", "sleep_quality", "hrv", "recovery", "strain"];
