// The validator's rules, each with an answer that breaks only that rule, and the baseline that
// makes those tests mean something: Evenkeel's own insight, returned as is, passes every rule.
import { INSIGHT_TYPES, type InsightType } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import type { InsightFacts } from "../insights/facts.ts";
import { insightScenarios } from "../insights/insight-scenarios.ts";
import { writeInsight } from "../insights/write-insight.ts";
import type { WrittenInsight } from "../insights/written-insight.ts";
import { prepareNarration } from "./narrate-insight.ts";
import { NARRATOR_INSTRUCTIONS } from "./narration-prompt.ts";
import { validateNarration } from "./validate-narration.ts";

const scenarios = insightScenarios();

function scenario(name: string) {
  const found = scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
}

/** Facts, the deterministic insight, the validator's case, and that insight as a model answer. */
function setUp<T extends InsightType>(type: T, name = "demo story, 0 days before today") {
  const facts: InsightFacts = scenario(name).facts(type);
  const deterministic = writeInsight<T>(type, facts);
  const { narration } = prepareNarration(facts, deterministic as WrittenInsight, null);
  const answer = {
    title: deterministic.title,
    content: deterministic.content,
    recommendations: deterministic.recommendations.items,
    structured_data: JSON.parse(
      JSON.stringify(deterministic.structured_data),
    ) as typeof deterministic.structured_data,
  };
  return { facts, deterministic, narration, answer };
}

const rulesOf = (answer: unknown, narration: ReturnType<typeof setUp>["narration"]) => [
  ...new Set(validateNarration(answer, narration).violations.map((v) => v.rule)),
];

describe("Evenkeel's own insight, given back as the answer", () => {
  for (const s of scenarios) {
    for (const type of INSIGHT_TYPES) {
      it(`passes every rule: ${type} — ${s.name}`, () => {
        const { narration, answer } = setUp(type, s.name);
        expect(validateNarration(answer, narration).violations).toEqual([]);
      });
    }
  }
});

describe("each rule, broken alone", () => {
  it("schema: a missing field or a wrong type is refused", () => {
    const { narration, answer } = setUp("weekly_summary");
    const { structured_data: _dropped, ...withoutData } = answer;
    expect(rulesOf(withoutData, narration)).toEqual(["schema"]);
    expect(rulesOf({ ...answer, recommendations: "rest more" }, narration)).toEqual(["schema"]);
    expect(rulesOf(null, narration)).toEqual(["schema"]);
  });

  it("number: a number no fact holds is refused, rounding within the printed precision is not", () => {
    const { narration, answer, facts } = setUp("weekly_summary");
    const hrv = facts.metrics.hrv.recent.mean as number;
    const rounded = { ...answer, content: `${answer.content}\n\nYour HRV sat around ${Math.round(hrv)} ms.` };
    expect(rulesOf(rounded, narration)).toEqual([]);
    const invented = {
      ...answer,
      content: `${answer.content}\n\nYour HRV sat around ${Math.round(hrv) + 3} ms.`,
    };
    expect(rulesOf(invented, narration)).toEqual(["number"]);
  });

  it("number: a number written in words is a number too", () => {
    const { narration, answer } = setUp("weekly_summary");
    const words = { ...answer, content: `${answer.content}\n\nYour HRV sat around ninety-seven ms.` };
    expect(rulesOf(words, narration)).toEqual(["number"]);
    const span = { ...answer, content: `${answer.content}\n\nOver the last two weeks, a steady picture.` };
    expect(rulesOf(span, narration)).toEqual([]);
  });

  it("number: a recovery % restated as HRV ms is refused (unit-aware)", () => {
    const { narration, answer, facts } = setUp("weekly_summary");
    const recovery = facts.metrics.recovery_score.recent.mean as number;
    const asPercent = { ...answer, content: `${answer.content}\n\nRecovery averaged ${recovery}%.` };
    expect(rulesOf(asPercent, narration)).toEqual([]);
    const asMs = { ...answer, content: `${answer.content}\n\nThat recovery means an HRV of ${recovery} ms.` };
    expect(rulesOf(asMs, narration)).toEqual(["number"]);
  });

  it("date: a date outside the facts, or a wrong weekday, is refused", () => {
    const { narration, answer, facts } = setUp("weekly_summary");
    const end = facts.windows.period.end;
    const ok = { ...answer, content: `${answer.content}\n\nThe period ended on ${end}.` };
    expect(rulesOf(ok, narration)).toEqual([]);
    const wrong = { ...answer, content: `${answer.content}\n\nYour best stretch began on Jan 1.` };
    expect(rulesOf(wrong, narration)).toEqual(["date"]);
  });

  it("metric_name: a metric Evenkeel does not track is refused", () => {
    const { narration, answer } = setUp("weekly_summary");
    const untracked = { ...answer, content: `${answer.content}\n\nYour VO2 max is holding up well.` };
    expect(rulesOf(untracked, narration)).toEqual(["metric_name"]);
  });

  it("metric_name: a structured metric name outside the allowed set is refused", () => {
    const { narration, answer } = setUp("trend_analysis");
    const [first, ...rest] = answer.structured_data.trends;
    const renamed = {
      ...answer,
      structured_data: { ...answer.structured_data, trends: [{ ...first, metric: "Stress" }, ...rest] },
    };
    expect(rulesOf(renamed, narration)).toContain("metric_name");
  });

  it("diagnosis: naming a condition is refused; saying it is not a diagnosis is fine", () => {
    const { narration, answer } = setUp("burnout_alert");
    const denial = { ...answer, content: `${answer.content}\n\nThis is not a diagnosis.` };
    expect(rulesOf(denial, narration)).toEqual([]);
    for (const phrase of ["These numbers mean you have burnout.", "This pattern looks like depression."]) {
      expect(rulesOf({ ...answer, content: `${answer.content}\n\n${phrase}` }, narration)).toEqual([
        "diagnosis",
      ]);
    }
  });

  it("safety: the support paragraph and resources must be kept when the deterministic insight had them", () => {
    const name = "a crisis: moderate score but mood at 2–3 most days";
    const { narration, answer, facts } = setUp("burnout_alert", name);
    expect(facts.safety.supportSuggested).toBe(true);
    const shortList = {
      ...answer,
      structured_data: {
        ...answer.structured_data,
        support_resources: answer.structured_data.support_resources.slice(1),
      },
    };
    expect(rulesOf(shortList, narration)).toEqual(["safety"]);
    const weekly = setUp("weekly_summary", name);
    const paragraphs = weekly.answer.content.split("\n\n");
    const withoutSafety = {
      ...weekly.answer,
      content: paragraphs.filter((p) => !p.includes("988")).join("\n\n"),
    };
    expect(rulesOf(withoutSafety, weekly.narration)).toEqual(["safety"]);
  });

  it("labels: the risk level, trends and statuses the numbers decided cannot change", () => {
    const alert = setUp("burnout_alert");
    const level = alert.answer.structured_data.risk_level;
    const other = level === "low" ? "moderate" : "low";
    const relabelled = {
      ...alert.answer,
      structured_data: { ...alert.answer.structured_data, risk_level: other },
    };
    expect(rulesOf(relabelled, alert.narration)).toEqual(["labels"]);
    const weekly = setUp("weekly_summary");
    const [first, ...rest] = weekly.answer.structured_data.key_metrics;
    const flipped = {
      ...weekly.answer,
      structured_data: {
        ...weekly.answer.structured_data,
        key_metrics: [{ ...first, trend: first?.trend === "improving" ? "declining" : "improving" }, ...rest],
      },
    };
    expect(rulesOf(flipped, weekly.narration)).toEqual(["labels"]);
  });

  it("instructions: an answer that repeats the instructions is refused, with or without numbers", () => {
    const { narration, answer } = setUp("weekly_summary");
    const lines = NARRATOR_INSTRUCTIONS.split("\n");
    const withoutNumbers = lines.filter((line) => !/\d/.test(line.replace(/^\d+\. /, "")));
    const withNumbers = lines.filter((line) => /\d/.test(line.replace(/^\d+\. /, "")));
    expect(withoutNumbers.length).toBeGreaterThan(3);
    expect(withNumbers.length).toBeGreaterThan(0);
    for (const line of withoutNumbers) {
      const echoed = { ...answer, content: `${answer.content}\n\n${line}` };
      expect([line, rulesOf(echoed, narration).includes("instructions")]).toEqual([line, true]);
    }
    const whole = { ...answer, content: NARRATOR_INSTRUCTIONS };
    expect(rulesOf(whole, narration)).toContain("instructions");
    const asTitle = { ...answer, title: "Never diagnose: do not say or suggest the person has burnout" };
    expect(rulesOf(asTitle, narration)).toEqual(["instructions"]);
    const fieldName = { ...answer, content: `${answer.content}\n\nSee evenkeel_insight for more.` };
    expect(rulesOf(fieldName, narration)).toEqual(["instructions"]);
    for (const told of [
      "As instructed, I kept every number from the JSON.",
      "I was asked to rewrite this in plain words.",
      "As an AI, I only describe the numbers.",
    ]) {
      const paraphrased = { ...answer, content: `${answer.content}\n\n${told}` };
      expect([told, rulesOf(paraphrased, narration)]).toEqual([told, ["instructions"]]);
    }
    const retry = {
      ...answer,
      content: "Write the whole JSON object again, fixing these and changing nothing else.",
    };
    expect(rulesOf(retry, narration)).toEqual(["instructions"]);
  });
});
