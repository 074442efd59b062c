// Score → level for each of SPEC.md §9's three band sets.
export { demoRiskLevel, gaugeRiskLevel, historyRiskLabel } from "./risk-levels.ts";
export { needsQualifier, qualifiedLevelLabel, type ScoreStanding, scoreStanding } from "./score-standing.ts";
