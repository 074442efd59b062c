// Insights in the demo are written by the same deterministic writers as on the server; the
// optional language-model rephrasing is a server feature and never runs in the browser.
import { writeInsight } from "@evenkeel/domain";
import type { InsightWriter } from "@evenkeel/domain/router";

export const deterministicInsightWriter: InsightWriter = {
  write: async (type, facts) => writeInsight(type, facts),
};
