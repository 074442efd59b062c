// What a writer returns: every field of an Insight that comes from the numbers (ids,
// timestamps and feedback are the store's business), with structured_data never null.
import type {
  BurnoutAlertData,
  Insight,
  InsightType,
  TrendAnalysisData,
  WeeklySummaryData,
} from "@evenkeel/contracts";

interface StructuredDataByType {
  weekly_summary: WeeklySummaryData;
  burnout_alert: BurnoutAlertData;
  trend_analysis: TrendAnalysisData;
}

export type WrittenInsight<T extends InsightType = InsightType> = {
  [K in T]: Pick<
    Insight,
    | "title"
    | "content"
    | "recommendations"
    | "date_range_start"
    | "date_range_end"
    | "written_by"
    | "narration"
  > & {
    insight_type: K;
    structured_data: StructuredDataByType[K];
  };
}[T];

/** Paragraphs joined by blank lines, empty ones dropped. */
export function paragraphs(parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === "string" && p.length > 0).join("\n\n");
}
