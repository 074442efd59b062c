// Writing and storing an insight of a type over the last `days` days: what "Generate New
// Insight" does, and what the early warning and the weekly summary e-mail do.
import type { Insight, InsightType, Mood } from "@evenkeel/contracts";
import { addDays } from "../../dates/calendar-date.ts";
import { buildInsightFacts, type InsightFacts } from "../../insights/facts.ts";
import { SCORE_HISTORY_DAYS } from "../../scoring/ek-scoring-rule.ts";
import type { RouterPorts } from "../ports.ts";
import { narrationOptions } from "./narration-options.ts";
import { ensureScore } from "./scores.ts";

/** The facts an insight of `type` over the `days` days up to `today` is written from. */
export async function insightFacts(
  ports: Pick<RouterPorts, "store">,
  userId: string,
  type: InsightType,
  days: number,
  today: string,
): Promise<{ facts: InsightFacts; moods: Mood[] }> {
  const { store } = ports;
  // The period, the period before it, and a personal baseline behind both.
  const from = addDays(today, -(days + SCORE_HISTORY_DAYS));
  const [metrics, moods, scores] = await Promise.all([
    store.metrics.between(userId, from, today),
    store.moods.between(userId, from, today),
    store.scores.history(userId, { start_date: from, end_date: today, limit: days + SCORE_HISTORY_DAYS + 1 }),
  ]);
  return { facts: buildInsightFacts({ type, days, endDate: today, metrics, moods, scores }), moods };
}

export async function generateInsight(
  ports: RouterPorts,
  userId: string,
  type: InsightType,
  days: number,
  today: string,
): Promise<Insight> {
  const { store, insightWriter, clock } = ports;
  await ensureScore(ports, userId, today);
  const { facts, moods } = await insightFacts(ports, userId, type, days, today);
  const options = await narrationOptions(ports, userId, moods, facts.windows.period);
  const written = await insightWriter.write(type, facts, options);
  return store.insights.create(userId, written, clock.now());
}
