// How a day is scored: the port and the two rules the homes plug into it.
export { DEMO_SCORE_ALGORITHM, demoScoringRule } from "./demo-scoring-rule.ts";
export { ekScoringRule, SCORE_HISTORY_DAYS } from "./ek-scoring-rule.ts";
export type { ScoredDay, ScoringInput, ScoringMood, ScoringRecord, ScoringRule } from "./scoring-rule.ts";
