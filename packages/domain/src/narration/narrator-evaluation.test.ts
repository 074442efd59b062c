// The evaluation counts what the validator did; a model that gives back Evenkeel's own insight
// must never be rejected for any simulated user (no false alarms), one that invents always is.
import { describe, expect, it } from "vitest";
import type { LanguageModel } from "./narrate-insight.ts";
import { evaluateNarrator, formatNarratorReport } from "./narrator-evaluation.ts";

/** Answers with the deterministic insight it was given, optionally with one invented number. */
function echoModel(invent: boolean): LanguageModel {
  return {
    name: invent ? "inventor" : "echo",
    complete: async ({ messages }) => {
      const brief = JSON.parse(messages[1]?.content ?? "{}");
      const given = brief.evenkeel_insight;
      return JSON.stringify({
        title: given.title,
        content: invent ? `${given.content}\n\nYou took 123457 steps.` : given.content,
        recommendations: given.recommendations.items,
        structured_data: given.structured_data,
      });
    },
  };
}

describe("evaluateNarrator", () => {
  it("accepts every faithful answer across simulated users and insight types", async () => {
    const report = await evaluateNarrator(echoModel(false), { users: 4, seed: 3 });
    expect(report.insights).toBe((4 + 5) * 3);
    expect(report.acceptedShare).toBe(1);
    expect(report.fallbackRate).toBe(0);
  });

  it("counts rejections by rule and the fallback rate", async () => {
    const report = await evaluateNarrator(echoModel(true), { users: 1, seed: 3 });
    expect(report.verdicts.rejected).toBe(report.insights);
    expect(report.answers).toBe(report.insights * 2);
    expect(report.rejectionsByRule.number).toBe(report.answers);
    expect(report.rejectionsByRule.metric_name).toBe(report.answers);
    expect(report.fallbackRate).toBe(1);
    expect(formatNarratorReport(report, "http://127.0.0.1:1/v1")).toContain(
      "Fallback rate (deterministic insight stored): 100.0%",
    );
  });
});
