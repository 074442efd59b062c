// Score → level for each of the three band sets (docs/screens.md), and the stored level every screen shows.
export { demoRiskLevel, gaugeRiskLevel, historyRiskLabel } from "./risk-levels.ts";
export { needsQualifier, qualifiedLevelLabel, type ScoreStanding, scoreStanding } from "./score-standing.ts";
export { holdNumbers, LEVEL_BOUNDARIES, type ShownLevel, scoreBand, shownLevel } from "./shown-level.ts";
