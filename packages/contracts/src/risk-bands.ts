// The three burnout-risk band sets (docs/screens.md) as data, the labels and descriptions the
// gauge shows, and one lookup that turns a score into a level for any band set.
import type { RiskLevel } from "./primitives.ts";

export interface RiskBandSet<L extends string> {
  /** Checked in order: the first band whose `below` is greater than the score wins. */
  readonly bands: readonly { readonly below: number; readonly level: L }[];
  /** Level when the score is at or above every band. */
  readonly otherwise: L;
  /** Level when there is no score at all. */
  readonly missing: L;
}

/** Dashboard gauge: below 25 (or missing) low, below 50 moderate, below 75 high, else critical. */
export const GAUGE_RISK_BANDS: RiskBandSet<RiskLevel> = {
  bands: [
    { below: 25, level: "low" },
    { below: 50, level: "moderate" },
    { below: 75, level: "high" },
  ],
  otherwise: "critical",
  missing: "low",
};

/** Demo data: below 30 low, below 50 moderate, below 70 high, else critical. */
export const DEMO_RISK_BANDS: RiskBandSet<RiskLevel> = {
  bands: [
    { below: 30, level: "low" },
    { below: 50, level: "moderate" },
    { below: 70, level: "high" },
  ],
  otherwise: "critical",
  missing: "low",
};

export type HistoryRiskLabel = "Low" | "Moderate" | "High";

/** History table, when a score has no level: 70 or above High, 40 to below 70 Moderate, else Low. */
export const HISTORY_FALLBACK_RISK_BANDS: RiskBandSet<HistoryRiskLabel> = {
  bands: [
    { below: 40, level: "Low" },
    { below: 70, level: "Moderate" },
  ],
  otherwise: "High",
  missing: "Low",
};

export function riskLevelFromBands<L extends string>(
  set: RiskBandSet<L>,
  score: number | null | undefined,
): L {
  if (score === null || score === undefined || Number.isNaN(score)) return set.missing;
  return set.bands.find((band) => score < band.below)?.level ?? set.otherwise;
}

export const RISK_LABELS: Readonly<Record<RiskLevel, string>> = {
  low: "Low Risk",
  moderate: "Moderate Risk",
  high: "High Risk",
  critical: "Critical Risk",
};

export const GAUGE_DESCRIPTIONS: Readonly<Record<RiskLevel, string>> = {
  low: "You are doing great! Keep up the healthy habits.",
  moderate: "Monitor your health metrics and consider stress management.",
  high: "Take action to reduce stress and improve recovery.",
  critical: "Immediate attention needed. Consider professional support.",
};
