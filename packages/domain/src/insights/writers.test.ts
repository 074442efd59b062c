// Writers: contract-valid, every field filled, no diagnosis, honest with little data, safety rule.
import {
  burnoutAlertDataSchema,
  INSIGHT_TYPES,
  type InsightType,
  insightSchema,
  trendAnalysisDataSchema,
  weeklySummaryDataSchema,
} from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { buildInsightFacts } from "./facts.ts";
import { insightScenarios } from "./insight-scenarios.ts";
import { GENERAL_SUPPORT_NOTE, SUPPORT_RESOURCES } from "./safety.ts";
import { steadyRecord, syntheticHistory } from "./synthetic-history.ts";
import { writeInsight } from "./write-insight.ts";

const SCHEMAS = {
  weekly_summary: weeklySummaryDataSchema,
  burnout_alert: burnoutAlertDataSchema,
  trend_analysis: trendAnalysisDataSchema,
} as const;

/** Every string non-empty and every array non-empty, however deep. */
function emptyFields(value: unknown, path = "structured_data"): string[] {
  if (typeof value === "string") return value.trim() === "" ? [path] : [];
  if (Array.isArray(value))
    return value.length === 0 ? [path] : value.flatMap((v, i) => emptyFields(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => emptyFields(v, `${path}.${k}`));
  return value === null || value === undefined ? [path] : [];
}

const endDate = "2025-03-20";

describe("writeInsight: every type, every scenario", () => {
  for (const scenario of insightScenarios()) {
    for (const type of INSIGHT_TYPES) {
      it(`${type} — ${scenario.name}: valid against the contract, every field filled, signed`, () => {
        const facts = scenario.facts(type);
        const written = writeInsight(type, facts);
        expect(written.insight_type).toBe(type);
        expect(SCHEMAS[type].safeParse(written.structured_data).error).toBeUndefined();
        const stored = {
          ...written,
          id: "i-1",
          user_id: "u-1",
          created_at: "2025-03-20T20:00:00Z",
          helpful: null,
          feedback: null,
        };
        expect(insightSchema.safeParse(stored).error).toBeUndefined();
        expect(emptyFields(written.structured_data)).toEqual([]);
        expect(written.recommendations.items.length).toBeGreaterThan(0);
        expect(written.date_range_start).toBe(facts.windows.period.start);
        expect(written.date_range_end).toBe(facts.windows.period.end);
        expect(written.content.endsWith("— Evenkeel")).toBe(true);
      });
    }
  }
});

describe("writeInsight: never diagnoses, never plays clinician", () => {
  const forbidden = [
    /\byou (have|are suffering from|are experiencing|are showing) (burnout|depression|anxiety)/i,
    /\byou are (burned|burnt) out\b/i,
    /\b(diagnos(is|ed|e))\b(?<!not a diagnosis)/i,
    /\bDr\.|\bas your (doctor|therapist|clinician)\b|\bwe prescribe\b/i,
  ];
  it("uses 'your numbers look like…' wording in every scenario", () => {
    for (const scenario of insightScenarios()) {
      for (const type of INSIGHT_TYPES) {
        const written = writeInsight(type, scenario.facts(type));
        const text =
          `${written.title}\n${written.content}\n${JSON.stringify(written.structured_data)}`.replaceAll(
            "This is not a diagnosis",
            "",
          );
        for (const pattern of forbidden) expect(text, `${type} / ${scenario.name}`).not.toMatch(pattern);
      }
    }
  });
});

describe("writeInsight: honest with little data", () => {
  const little = syntheticHistory({
    endDate,
    days: 3,
    record: (d) => ({ ...steadyRecord(d), hrv: 70 - 8 * d }),
    mood: (d) => 4 + d,
  });
  const facts = (type: InsightType) => buildInsightFacts({ type, days: 14, endDate, ...little, scores: [] });

  it("trend_analysis calls no trend and says how much more data it needs", () => {
    const written = writeInsight("trend_analysis", facts("trend_analysis"));
    expect(written.title).toBe("14-day trends: too early to call");
    for (const trend of written.structured_data.trends)
      expect(trend).toMatchObject({ direction: "stable", significance: "low" });
    expect(written.structured_data.trends[0]?.insight).toContain(
      "a trend needs at least 7, so none is called",
    );
    expect(written.content).toContain("4 more days of sleep and recovery data");
    expect(written.content).not.toMatch(/\b(rising|falling)\b/i);
  });

  it("weekly_summary compares with nothing it does not have", () => {
    const written = writeInsight("weekly_summary", facts("weekly_summary"));
    expect(written.content).toContain("There is no full week before this one to compare with yet.");
    for (const metric of written.structured_data.key_metrics) expect(metric.trend).toBe("stable");
    expect(written.content).not.toMatch(/\b(up|down) \d/);
  });

  it("burnout_alert without any score says so instead of inventing a level", () => {
    const written = writeInsight("burnout_alert", facts("burnout_alert"));
    expect(written.title).toBe("Burnout check: no risk score for this period yet");
    expect(written.structured_data.message).toContain("has no burnout risk score");
  });
});

describe("writeInsight: the safety rule", () => {
  const scored = (level: "moderate" | "high" | "critical", lowMoodDays = 0) =>
    buildInsightFacts({
      type: "burnout_alert",
      days: 14,
      endDate,
      ...syntheticHistory({
        endDate,
        days: 30,
        record: steadyRecord,
        mood: (d) => (d >= 30 - lowMoodDays ? 3 : 6),
        score: () => ({ score: { moderate: 40, high: 60, critical: 80 }[level], level }),
      }),
    });

  it.each(["high", "critical"] as const)(
    "a %s alert lists support resources and suggests professional help",
    (level) => {
      const written = writeInsight("burnout_alert", scored(level));
      expect(written.structured_data.support_resources).toEqual([...SUPPORT_RESOURCES]);
      expect(written.structured_data.support_resources.join(" ")).toContain("988");
      expect(written.content).toContain(
        "please consider talking to your doctor or a licensed mental-health professional",
      );
      expect(written.recommendations.items[0]).toMatch(
        /^Talk to your doctor or a licensed mental-health professional/,
      );
    },
  );

  it("a moderate alert with mood ≤ 3 on 5 of the last 7 days lists them too", () => {
    const written = writeInsight("burnout_alert", scored("moderate", 5));
    expect(written.structured_data.support_resources).toEqual([...SUPPORT_RESOURCES]);
    expect(written.content).toContain("you rated your mood 3 or lower on 5 of the last 7 days");
  });

  it("a moderate alert with 4 low days does not, and offers only the gentle note", () => {
    const written = writeInsight("burnout_alert", scored("moderate", 4));
    expect(written.structured_data.support_resources).toEqual([GENERAL_SUPPORT_NOTE]);
    expect(written.content).not.toContain("988");
  });

  it("weekly summaries and trend analyses carry the suggestion too when the rule applies", () => {
    for (const type of ["weekly_summary", "trend_analysis"] as const) {
      const written = writeInsight(type, { ...scored("moderate", 6), type });
      expect(written.content).toContain("licensed mental-health professional");
      expect(written.recommendations.items[0]).toMatch(/^Talk to your doctor/);
    }
  });
});

describe("writeInsight: context tags on the worst days", () => {
  // Mood 7 most days; the five worst are days 22–26 (ratings 2–4), three tagged alcohol.
  const history = syntheticHistory({
    endDate,
    days: 30,
    record: steadyRecord,
    mood: (d) => (d >= 22 && d <= 26 ? 2 + (d % 3) : 7),
    tags: (d) => (d === 22 || d === 24 || d === 25 ? ["alcohol"] : d === 10 ? ["alcohol", "travel"] : []),
    score: (d) => ({ score: 40 + d / 2, level: "moderate" }),
  });
  const factsFor = (type: InsightType) => buildInsightFacts({ type, days: 14, endDate, ...history });

  it.each(["weekly_summary", "burnout_alert"] as const)(
    "%s says how many of the worst days were tagged",
    (type) => {
      const written = writeInsight(type, factsFor(type));
      expect(written.content).toContain("3 of the 5 worst days were tagged alcohol.");
    },
  );

  it("says nothing about tags when no tag recurs on the worst days", () => {
    const untagged = syntheticHistory({ endDate, days: 30, record: steadyRecord, mood: (d) => 4 + (d % 5) });
    const written = writeInsight(
      "weekly_summary",
      buildInsightFacts({ type: "weekly_summary", days: 14, endDate, ...untagged }),
    );
    expect(written.content).not.toContain("worst days were tagged");
  });
});
