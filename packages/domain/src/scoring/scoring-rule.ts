// How a day is scored, as a port of the router: the server scores with the ek
// algorithm, the demo with its own rule (docs/decisions/004-demo-score-and-seed-story.md). The router reads the history the rule
// asks for, hands it over, and stores what comes back; it never knows which rule it ran.
import type { Mood } from "@evenkeel/contracts";
import type { BurnoutRecord } from "../burnout/inputs.ts";
import type { BurnoutScoreResult } from "../burnout/result.ts";

/**
 * What a rule may read of a day's metrics: the score's inputs (docs/score.md "Inputs"). The
 * router reads only these columns before scoring, which is cheaper than whole days
 * (docs/decisions/040-reads-through-the-stock-stack.md).
 */
export type ScoringRecord = BurnoutRecord;

/** What a rule may read of a mood. */
export type ScoringMood = Pick<Mood, "date" | "rating" | "tags">;

export interface ScoringInput {
  /** First and last date to score, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Every record from `from − historyDays` to `to`, oldest first: what a rule may read of a day. */
  records: readonly ScoringRecord[];
  /** Every mood, with its context tags, from `from − historyDays` to `to`, oldest first. */
  moods: readonly ScoringMood[];
}

/** What a rule returns for a day: the stored score's fields (ek's `coverage` explanation is not stored). */
export type ScoredDay = Omit<BurnoutScoreResult, "coverage">;

export interface ScoringRule {
  /** The algorithm_version every score this rule writes carries, e.g. "ek-1" or "demo-1". */
  readonly version: string;
  /** Days before a scored date the rule reads. */
  readonly historyDays: number;
  /** Later days whose score a change of data on one date can move. */
  readonly reachDays: number;
  /** The score of each day from `from` to `to` that has data to score, oldest first. */
  scoreDays(input: ScoringInput): ScoredDay[];
}
