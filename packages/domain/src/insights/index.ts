// Insights: facts computed from the user's numbers, and the deterministic writers that phrase them.
export { INSIGHT_ANALYSIS_PARAMETERS } from "./analysis-parameters.ts";
export type { AssociationFacts } from "./associations.ts";
export type { DataNeed } from "./data-needs.ts";
export { buildInsightFacts, type InsightFacts, type InsightFactsInput } from "./facts.ts";
export type { TrackedMetric } from "./metric-catalog.ts";
export type { MetricFacts } from "./metric-facts.ts";
export type { RecommendationFacts } from "./recommendations.ts";
export type { RiskFacts } from "./risk-facts.ts";
export { GENERAL_SUPPORT_NOTE, type SafetyFacts, SUPPORT_RESOURCES } from "./safety.ts";
export { writeInsight } from "./write-insight.ts";
export type { WrittenInsight } from "./written-insight.ts";
