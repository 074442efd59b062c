// writeInsight: the one entry point that turns facts into an insight of the requested type.
import type { InsightType } from "@evenkeel/contracts";
import { writeBurnoutAlert } from "./burnout-alert.ts";
import type { InsightFacts } from "./facts.ts";
import { writeTrendAnalysis } from "./trend-analysis.ts";
import { writeWeeklySummary } from "./weekly-summary.ts";
import type { WrittenInsight } from "./written-insight.ts";

export function writeInsight<T extends InsightType>(type: T, facts: InsightFacts): WrittenInsight<T>;
export function writeInsight(type: InsightType, facts: InsightFacts): WrittenInsight {
  switch (type) {
    case "weekly_summary":
      return writeWeeklySummary(facts);
    case "burnout_alert":
      return writeBurnoutAlert(facts);
    case "trend_analysis":
      return writeTrendAnalysis(facts);
  }
}
