// Every number of the ek-1 burnout score (SCORE.md), in one versioned constant, so a later
// version can be tuned by changing data rather than code.

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
    spreadFloors: { lnHrv: 0.08, restingHr: 1.5, sleepMinutes: 30, mood: 0.7, recovery: 8, sleepQuality: 6 },
  },
  windows: {
    acute: { days: 7, minValid: 3, trim: 0 },
    chronic: { days: 21, minValid: 10, trim: 0 },
  },
  /** r(z) = 100 × clip((z − start) / span, 0, 1): nothing inside the smallest worthwhile change. */
  subRisk: { zStart: 0.5, zSpan: 1.5 },
  chronicSubRisk: { zStart: 0.5, zSpan: 1.5 },
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
    multiSystem: { minFactors: 3, chronicRiskAtLeast: 40, bonus: 10 },
    cap: 100,
  },
  levels: {
    /** Lower boundary of each level above low. */
    boundaries: { moderate: 30, high: 50, critical: 70 },
    critical: { scoredDays: 14, highDaysAtLeast: 10, factorsAtLeast: 2, factorRiskAtLeast: 50 },
    hysteresis: { pointsUnder: 5, days: 3 },
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
