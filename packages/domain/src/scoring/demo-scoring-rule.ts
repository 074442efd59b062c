// The demo's scoring rule (docs/decisions/004-demo-score-and-seed-story.md): each day with metrics is scored by
// the demo rule; the day's ±3 jitter and 85–95 confidence are drawn from a stream keyed by its
// date, so seeding and any later rescoring give the same score. The rule ignores mood, so a
// day without metrics has no demo score.
import {
  DEFAULT_BURNOUT_CALCULATION_DAYS,
  DEMO_CONFIDENCE_MAX,
  DEMO_CONFIDENCE_MIN,
} from "@evenkeel/contracts";
import { addDays } from "../dates/calendar-date.ts";
import { DEMO_SCORE_JITTER, type DemoScoredDay, scoreDemoDay } from "../demo/demo-burnout-score.ts";
import { createSeededRandom } from "../demo/seeded-random.ts";
import type { ScoredDay, ScoringRule } from "./scoring-rule.ts";

/** The algorithm_version of scores made by the demo rule. */
export const DEMO_SCORE_ALGORITHM = "demo-1";

/** data_points_used of a demo score: days with metrics among the 14 up to the date. */
const WINDOW_DAYS = DEFAULT_BURNOUT_CALCULATION_DAYS;

function demoDayDraw(date: string): { jitter: number; confidence: number } {
  const random = createSeededRandom(`demo-score-${date}`);
  return {
    jitter: random.uniform(-DEMO_SCORE_JITTER, DEMO_SCORE_JITTER),
    confidence: random.integer(DEMO_CONFIDENCE_MIN, DEMO_CONFIDENCE_MAX),
  };
}

export function scoreDemoRecord(
  record: DemoScoredDay & { date: string },
  recordDates: ReadonlySet<string>,
): ScoredDay {
  let dataPoints = 0;
  for (let back = 0; back < WINDOW_DAYS; back++) {
    if (recordDates.has(addDays(record.date, -back))) dataPoints++;
  }
  return {
    date: record.date,
    ...scoreDemoDay(record, demoDayDraw(record.date)),
    data_points_used: dataPoints,
    calibrating: false,
    algorithm_version: DEMO_SCORE_ALGORITHM,
  };
}

export const demoScoringRule: ScoringRule = {
  version: DEMO_SCORE_ALGORITHM,
  historyDays: WINDOW_DAYS - 1,
  reachDays: WINDOW_DAYS - 1,
  scoreDays({ from, to, records }) {
    const recordDates = new Set(records.map((record) => record.date));
    return records
      .filter((record) => record.date >= from && record.date <= to)
      .map((record) => scoreDemoRecord(record, recordDates));
  },
};
