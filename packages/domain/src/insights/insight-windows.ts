// The date spans one insight looks at: the requested period, this week and last week inside
// it, the personal baseline before it, and the longer look-back for associations.
import { addDays } from "../dates/calendar-date.ts";
import { INSIGHT_ANALYSIS_PARAMETERS as P } from "./analysis-parameters.ts";

export interface DateSpan {
  start: string;
  end: string;
  days: number;
}

export interface InsightWindows {
  /** The requested days, ending on the end date: the insight's date range. */
  period: DateSpan;
  /** The last 7 days of the period (the whole period when it is shorter). */
  recent: DateSpan;
  /** The 7 days before `recent`. */
  prior: DateSpan;
  baseline: DateSpan;
  associations: DateSpan;
}

export function insightWindows(endDate: string, days: number): InsightWindows {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`days must be a whole number ≥ 1, got ${days}`);
  const recentDays = Math.min(days, P.recentDays);
  const baselineEnd = addDays(endDate, -P.baselineLagDays);
  return {
    period: spanEndingOn(endDate, days),
    recent: spanEndingOn(endDate, recentDays),
    prior: spanEndingOn(addDays(endDate, -recentDays), P.recentDays),
    baseline: spanEndingOn(baselineEnd, P.baselineDays),
    associations: spanEndingOn(endDate, P.associationLookbackDays),
  };
}

export function spanEndingOn(end: string, days: number): DateSpan {
  return { start: addDays(end, -(days - 1)), end, days };
}

export function inSpan(date: string, span: DateSpan): boolean {
  return date >= span.start && date <= span.end;
}
