// Open ends of a date range: YYYY-MM-DD strings compare as text, so these bound every real date.
export const EARLIEST_DATE = "0000-01-01";
export const LATEST_DATE = "9999-12-31";

/** A range as the calls give it: either end may be open. */
export interface DateRange {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export function rangeBounds(query: DateRange): {
  from: string;
  to: string;
} {
  return { from: query.start_date ?? EARLIEST_DATE, to: query.end_date ?? LATEST_DATE };
}
