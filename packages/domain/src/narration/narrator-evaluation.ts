// `npm run insights:eval`: runs the narrator over simulated users (demo histories with many
// seeds and end dates, plus the edge cases every writer must handle) and every insight type,
// and counts what the validator did with the model's answers. Pure apart from the model port.
import {
  INSIGHT_TYPES,
  type InsightType,
  NARRATION_RULES,
  NARRATION_VERDICTS,
  type NarrationRule,
  type NarrationVerdict,
} from "@evenkeel/contracts";
import { addDays } from "../dates/calendar-date.ts";
import { generateDemoData } from "../demo/generate-demo-data.ts";
import { buildInsightFacts, type InsightFacts } from "../insights/facts.ts";
import { insightScenarios } from "../insights/insight-scenarios.ts";
import { writeInsight } from "../insights/write-insight.ts";
import { type LanguageModel, type LanguageModelFailure, narrateInsight } from "./narrate-insight.ts";

export interface NarratorEvaluationOptions {
  /** Demo histories simulated, each at its own end date. */
  users: number;
  seed: number;
  /** Called after each insight, e.g. to print progress. */
  onProgress?: (done: number, total: number) => void;
}

export interface NarratorEvaluationReport {
  model: string;
  insights: number;
  /** Answers received (first answers and retries), and how many passed the validator. */
  answers: number;
  acceptedAnswers: number;
  /** Answers that broke each rule (one answer may break several). */
  rejectionsByRule: Record<NarrationRule, number>;
  verdicts: Record<NarrationVerdict, number>;
  failures: Record<LanguageModelFailure, number>;
  byType: Record<InsightType, Record<NarrationVerdict, number>>;
  /** Share of insights stored as the deterministic insight (rejected or failed). */
  fallbackRate: number;
  /** Share of answers the validator accepted. */
  acceptedShare: number;
}

interface SimulatedCase {
  name: string;
  facts: (type: InsightType) => InsightFacts;
}

const TODAY = "2026-03-20";

function simulatedUsers(users: number, seed: number): SimulatedCase[] {
  const demo: SimulatedCase[] = Array.from({ length: users }, (_, i) => {
    const data = generateDemoData({
      seed: seed + i,
      today: TODAY,
      now: `${TODAY}T18:00:00Z`,
      userId: `sim-${i}`,
    });
    const endDate = addDays(TODAY, -((i * 11) % 76));
    return {
      name: `simulated user ${i + 1}`,
      facts: (type) => buildInsightFacts({ type, days: 14, endDate, ...data }),
    };
  });
  // The edge cases (new user, no data, mood only, wearable only, crisis) from the writers' tests.
  const edges = insightScenarios().filter((s) => !s.name.startsWith("demo story"));
  return [...demo, ...edges];
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

export async function evaluateNarrator(
  model: LanguageModel,
  options: NarratorEvaluationOptions,
): Promise<NarratorEvaluationReport> {
  const report: NarratorEvaluationReport = {
    model: model.name,
    insights: 0,
    answers: 0,
    acceptedAnswers: 0,
    rejectionsByRule: zeroes(NARRATION_RULES),
    verdicts: zeroes(NARRATION_VERDICTS),
    failures: zeroes(["timeout", "unreachable", "bad_response"] as const),
    byType: Object.fromEntries(
      INSIGHT_TYPES.map((t) => [t, zeroes(NARRATION_VERDICTS)]),
    ) as NarratorEvaluationReport["byType"],
    fallbackRate: 0,
    acceptedShare: 0,
  };
  const cases = simulatedUsers(options.users, options.seed);
  const total = cases.length * INSIGHT_TYPES.length;
  for (const simulated of cases) {
    for (const type of INSIGHT_TYPES) {
      const facts = simulated.facts(type);
      const outcome = await narrateInsight({
        model,
        type,
        facts,
        deterministic: writeInsight(type, facts),
        notes: null,
      });
      report.insights += 1;
      report.verdicts[outcome.verdict] += 1;
      report.byType[type][outcome.verdict] += 1;
      if (outcome.failure) report.failures[outcome.failure] += 1;
      for (const violations of outcome.attempts) {
        report.answers += 1;
        if (violations.length === 0) report.acceptedAnswers += 1;
        for (const rule of new Set(violations.map((v) => v.rule))) report.rejectionsByRule[rule] += 1;
      }
      options.onProgress?.(report.insights, total);
    }
  }
  report.fallbackRate = (report.verdicts.rejected + report.verdicts.failed) / Math.max(1, report.insights);
  report.acceptedShare = report.acceptedAnswers / Math.max(1, report.answers);
  return report;
}

/** The report as the console table `npm run insights:eval` prints. */
export function formatNarratorReport(report: NarratorEvaluationReport, endpoint: string): string {
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  const lines = [
    `Narrator evaluation: model ${report.model} at ${endpoint}`,
    `${report.insights} insights (${INSIGHT_TYPES.join(", ")}), ${report.answers} answers`,
    "",
    `Answers accepted by the validator: ${report.acceptedAnswers} of ${report.answers} (${pct(report.acceptedAnswers, report.answers)})`,
    "Answers rejected, by rule (an answer may break several):",
    ...Object.entries(report.rejectionsByRule).map(
      ([rule, n]) => `  ${rule.padEnd(12)} ${String(n).padStart(5)}  ${pct(n, report.answers)}`,
    ),
    "",
    "Insights, by outcome:",
    ...Object.entries(report.verdicts).map(
      ([verdict, n]) => `  ${verdict.padEnd(22)} ${String(n).padStart(5)}  ${pct(n, report.insights)}`,
    ),
    `  of the failures: ${Object.entries(report.failures)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(", ")}`,
    "",
    "By insight type (accepted / after retry / rejected / failed):",
    ...INSIGHT_TYPES.map((type) => {
      const v = report.byType[type];
      return `  ${type.padEnd(16)} ${v.accepted} / ${v.accepted_after_retry} / ${v.rejected} / ${v.failed}`;
    }),
    "",
    `Fallback rate (deterministic insight stored): ${pct(report.fallbackRate, 1)}`,
  ];
  return lines.join("\n");
}
