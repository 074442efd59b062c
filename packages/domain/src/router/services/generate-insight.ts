// Writing and storing an insight of a type over the last `days` days: what "Generate New
// Insight" does, and what the early warning and the weekly summary e-mail do (issue 18).
import type { Insight, InsightType } from "@evenkeel/contracts";
import { addDays } from "../../dates/calendar-date.ts";
import { buildInsightFacts } from "../../insights/facts.ts";
import { SCORE_HISTORY_DAYS } from "../../scoring/ek-scoring-rule.ts";
import type { RouterPorts } from "../ports.ts";
import { narrationOptions } from "./narration-options.ts";
import { ensureScore } from "./scores.ts";

export async function generateInsight(
  ports: RouterPorts,
  userId: string,
  type: InsightType,
  days: number,
  today: string,
): Promise<Insight> {
  const { store, insightWriter, clock } = ports;
  await ensureScore(ports, userId, today);
  // The period, the period before it, and a personal baseline behind both.
  const from = addDays(today, -(days + SCORE_HISTORY_DAYS));
  const [metrics, moods, scores] = await Promise.all([
    store.metrics.between(userId, from, today),
    store.moods.between(userId, from, today),
    store.scores.history(userId, { start_date: from, end_date: today, limit: days + SCORE_HISTORY_DAYS + 1 }),
  ]);
  const facts = buildInsightFacts({ type, days, endDate: today, metrics, moods, scores });
  const options = await narrationOptions(ports, userId, moods, facts.windows.period);
  const written = await insightWriter.write(type, facts, options);
  return store.insights.create(userId, written, clock.now());
}
