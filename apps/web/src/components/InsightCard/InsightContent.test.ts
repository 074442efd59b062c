// The folded card's summary and the expanded card's text: the summary starts at the first
// sentence that says something, and a recommendation listed in its own section is not repeated
// in the text above it.
import type { Insight } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { listedRecommendations, splitContent, withoutRepeats } from "./InsightContent";

const OPENING = "Here is what your own numbers say this time, in plain words.";
const FIRST =
  "Over the last 7 days (Mar 14–20) you slept 7.5 h a night on average. Your mood averaged 7.3/10.";
const ACTION =
  "Keep the sleep routine that is working: similar bed and wake times on work days and weekends alike.";
const CONTENT = [
  FIRST,
  "Against the week before: sleep up 0.4 h (from 7.1 h).",
  `For the week ahead:\n- ${ACTION} (Sleep 7.5 h vs usual 7.0 h)`,
  "— Evenkeel",
].join("\n\n");

describe("splitContent", () => {
  it("keeps the first paragraph when it opens with a number, as every deterministic insight does", () => {
    expect(splitContent(CONTENT)).toEqual({
      summary: FIRST,
      rest: CONTENT.slice(FIRST.length + 2),
    });
  });

  it("skips an opening that states nothing, whether a paragraph or a sentence of its own", () => {
    expect(splitContent(`${OPENING}\n\n${CONTENT}`)).toEqual({
      summary: FIRST,
      rest: `${OPENING}\n\n${CONTENT.slice(FIRST.length + 2)}`,
    });
    const sameParagraph = splitContent(`${OPENING} ${CONTENT}`);
    expect(sameParagraph.summary).toBe(FIRST);
    expect(sameParagraph.rest.startsWith(`${OPENING}\n\n`)).toBe(true);
  });

  it("falls back to the first paragraph when no sentence states a number", () => {
    expect(splitContent("A quiet week.\n\nNothing to report.")).toEqual({
      summary: "A quiet week.",
      rest: "Nothing to report.",
    });
  });
});

describe("withoutRepeats", () => {
  it("drops the lines that repeat a listed recommendation, and their heading", () => {
    const { rest } = splitContent(CONTENT);
    expect(withoutRepeats(rest, [ACTION])).toBe(
      "Against the week before: sleep up 0.4 h (from 7.1 h).\n\n— Evenkeel",
    );
  });

  it("keeps what else a paragraph says, and everything when nothing repeats", () => {
    const mixed = `What to try:\n- ${ACTION}\n- Take a walk at lunch on work days.`;
    expect(withoutRepeats(mixed, [ACTION])).toBe("What to try:\n- Take a walk at lunch on work days.");
    expect(withoutRepeats(mixed, [])).toBe(mixed);
    expect(withoutRepeats(mixed, ["Sleep"])).toBe(mixed);
  });
});

describe("listedRecommendations", () => {
  const base = {
    recommendations: { items: [`${ACTION} (Sleep 7.5 h vs usual 7.0 h)`] },
  };
  it("are the actions of the type's section, or the plain items without structured data", () => {
    const weekly = {
      ...base,
      insight_type: "weekly_summary",
      structured_data: { recommendations: [{ action: ACTION, category: "Sleep", impact: "low" }] },
    } as unknown as Insight;
    expect(listedRecommendations(weekly)).toEqual([ACTION]);
    const alert = {
      ...base,
      insight_type: "burnout_alert",
      structured_data: { immediate_actions: [{ action: ACTION, why: "", timeframe: "This week" }] },
    } as unknown as Insight;
    expect(listedRecommendations(alert)).toEqual([ACTION]);
    const plain = { ...base, insight_type: "trend_analysis", structured_data: null } as unknown as Insight;
    expect(listedRecommendations(plain)).toEqual(base.recommendations.items);
  });
});
