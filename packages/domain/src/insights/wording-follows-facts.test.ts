// The words follow the facts. No data means no "your risk score points to"
// and no praise for a routine nobody logged; a change "beyond your smallest meaningful change"
// is never labelled low significance, and one within it never more.
import { INSIGHT_TYPES } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { buildInsightFacts } from "./facts.ts";
import { steadyRecord, syntheticHistory } from "./synthetic-history.ts";
import { writeInsight } from "./write-insight.ts";

const endDate = "2025-03-20";

describe("an account without any data", () => {
  for (const type of INSIGHT_TYPES) {
    it(`${type} claims nothing about the score or a routine`, () => {
      const facts = buildInsightFacts({ type, days: 14, endDate, metrics: [], moods: [], scores: [] });
      const text = JSON.stringify(writeInsight(type, facts));
      expect(text).not.toContain("main contributor");
      expect(text).not.toContain("Keep the sleep routine that is working");
    });
  }
});

describe("trend significance against the smallest meaningful change", () => {
  it("is low exactly when the sentence says the change is within it", () => {
    let beyond = 0;
    // Gentle to steeper strain climbs in the last two weeks: some land between 1 and 1.5 SWC.
    for (let step = 0; step <= 30; step++) {
      const slope = 0.02 + step * 0.005;
      const history = syntheticHistory({
        endDate,
        days: 60,
        record: (d) => ({
          ...steadyRecord(d),
          day_strain: 10 + (d % 3) * 0.1 + (d >= 46 ? (d - 46) * slope : 0),
        }),
        mood: () => 7,
      });
      const facts = buildInsightFacts({ type: "trend_analysis", days: 14, endDate, ...history });
      const written = writeInsight("trend_analysis", facts);
      for (const trend of written.structured_data.trends) {
        if (trend.insight.includes("beyond your smallest meaningful change")) {
          beyond += 1;
          expect(trend.significance, trend.insight).not.toBe("low");
        }
        if (trend.insight.includes("is within your smallest meaningful change"))
          expect(trend.significance, trend.insight).toBe("low");
      }
    }
    expect(beyond).toBeGreaterThan(0);
  });
});
