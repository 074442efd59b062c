// No number is made up: every number printed in a title, content, recommendation or
// structured_data string must be a number of the facts (rounded as printed), and every
// date printed must be a date of the facts. The support resources' own numbers (988) are
// fixed public lines, not facts about the user.
import { INSIGHT_TYPES } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { roundTo } from "../trends/summary-statistics.ts";
import type { InsightFacts } from "./facts.ts";
import { insightScenarios } from "./insight-scenarios.ts";
import { SUPPORT_RESOURCES } from "./safety.ts";
import { writeInsight } from "./write-insight.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const PRINTED_DATE = new RegExp(`\\b(${MONTHS.join("|")}) (\\d{1,2})(?:–(\\d{1,2})\\b)?`, "g");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function factNumbersAndDates(facts: InsightFacts) {
  const numbers = new Set<number>();
  const monthDays = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "number") numbers.add(Math.abs(value));
    else if (typeof value === "string" && ISO_DATE.test(value)) {
      monthDays.add(`${MONTHS[Number(value.slice(5, 7)) - 1]} ${Number(value.slice(8, 10))}`);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(facts);
  for (const line of SUPPORT_RESOURCES) for (const n of line.match(/\d+/g) ?? []) numbers.add(Number(n));
  return { numbers: [...numbers], monthDays };
}

/** The printed numbers and dates that no fact accounts for. */
function unexplained(text: string, facts: InsightFacts): string[] {
  const { numbers, monthDays } = factNumbersAndDates(facts);
  const problems: string[] = [];
  const withoutDates = text.replace(PRINTED_DATE, (match, month: string, day: string, rangeEnd?: string) => {
    for (const d of [day, rangeEnd].filter(Boolean)) {
      if (!monthDays.has(`${month} ${Number(d)}`)) problems.push(`date ${month} ${d} in "${match}"`);
    }
    return " ";
  });
  for (const token of withoutDates.match(/\d+(?:\.\d+)?/g) ?? []) {
    const decimals = token.includes(".") ? (token.split(".")[1] as string).length : 0;
    const printed = Number(token);
    if (!numbers.some((n) => roundTo(n, decimals) === printed)) problems.push(token);
  }
  return problems;
}

function allText(written: ReturnType<typeof writeInsight>): string {
  const strings: string[] = [written.title, written.content, ...written.recommendations.items];
  const visit = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (typeof value === "number") strings.push(String(value));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(written.structured_data);
  return strings.join("\n");
}

describe("no number is made up", () => {
  for (const scenario of insightScenarios()) {
    for (const type of INSIGHT_TYPES) {
      it(`${type} — ${scenario.name}`, () => {
        const facts = scenario.facts(type);
        expect(unexplained(allText(writeInsight(type, facts)), facts)).toEqual([]);
      });
    }
  }

  it("the check itself catches an invented number and an invented date", () => {
    const [scenario] = insightScenarios();
    const facts = scenario?.facts("weekly_summary") as InsightFacts;
    expect(unexplained("Your HRV averaged 123.4 ms.", facts)).toEqual(["123.4"]);
    expect(unexplained("Your best day was Dec 31.", facts)).toEqual(['date Dec 31 in "Dec 31"']);
  });
});
