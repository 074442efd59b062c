// The three burnout-risk band sets (docs/screens.md) as functions; the band data itself lives
// in @evenkeel/contracts so the web gauge, the history table and the demo agree on it.
import {
  DEMO_RISK_BANDS,
  GAUGE_RISK_BANDS,
  HISTORY_FALLBACK_RISK_BANDS,
  type HistoryRiskLabel,
  type RiskLevel,
  riskLevelFromBands,
} from "@evenkeel/contracts";

/** Dashboard gauge: below 25 or missing low, below 50 moderate, below 75 high, else critical. */
export function gaugeRiskLevel(score: number | null | undefined): RiskLevel {
  return riskLevelFromBands(GAUGE_RISK_BANDS, score);
}

/** Demo data: below 30 low, below 50 moderate, below 70 high, else critical. */
export function demoRiskLevel(score: number): RiskLevel {
  return riskLevelFromBands(DEMO_RISK_BANDS, score);
}

/** History table when a score carries no level: 70 or above High, 40 or above Moderate, else Low. */
export function historyRiskLabel(score: number): HistoryRiskLabel {
  return riskLevelFromBands(HISTORY_FALLBACK_RISK_BANDS, score);
}
