// Sentences about one metric, built only from its facts: this week's average, how it sits
// against the person's usual and against last week, and the short "based on" labels.
import { countOf, formatAmount, formatValue } from "./display-format.ts";
import type { InsightFacts } from "./facts.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";
import type { MetricFacts } from "./metric-facts.ts";

/** "below"/"above", or "under"/"over" for sleep, which people measure against a target. */
function sideWords(metric: TrackedMetric): [string, string] {
  return metric === "sleep_hours" ? ["under", "over"] : ["below", "above"];
}

/** "Sleep averaged 6.2 h over the last 7 days" (null without data this week). */
export function recentAverage(facts: InsightFacts, m: MetricFacts): string | null {
  if (m.recent.mean === null) return null;
  const label = METRIC_CATALOG[m.metric].label;
  const over =
    facts.windows.recent.days === 1 ? "on the last day" : `over the last ${facts.windows.recent.days} days`;
  const basis = m.metric === "mood" ? ` (${countOf(m.recent.days, "rating")})` : "";
  return `${label} averaged ${formatValue(m.metric, m.recent.mean)} ${over}${basis}`;
}

/** "0.8 h under your usual 7.0 h", "in line with your usual 52 ms"; null without a baseline. */
export function againstUsual(m: MetricFacts): string | null {
  if (m.vsBaseline === null || m.baseline.centre === null || m.deviation === null) return null;
  const usual = formatValue(m.metric, m.baseline.centre);
  if (m.deviation === "usual") return `in line with your usual ${usual}`;
  const [below, above] = sideWords(m.metric);
  return `${formatAmount(m.metric, m.vsBaseline)} ${m.vsBaseline < 0 ? below : above} your usual ${usual}`;
}

/** "down 0.5 h on the week before (6.7 h)", "about the same as the week before (52 ms)". */
export function againstLastWeek(m: MetricFacts): string | null {
  if (m.weekChange === null || m.prior.mean === null) return null;
  const before = formatValue(m.metric, m.prior.mean);
  if (m.weekTrend === "stable") return `about the same as the week before (${before})`;
  return `${m.weekChange < 0 ? "down" : "up"} ${formatAmount(m.metric, m.weekChange)} on the week before (${before})`;
}

/** "down 0.6 h (from 7.0 h)" — the week-over-week move, for lists that already name the metric. */
export function weekMove(m: MetricFacts): string | null {
  if (m.weekChange === null || m.prior.mean === null) return null;
  const before = formatValue(m.metric, m.prior.mean);
  if (m.weekTrend === "stable") return `about the same (${before})`;
  return `${m.weekChange < 0 ? "down" : "up"} ${formatAmount(m.metric, m.weekChange)} (from ${before})`;
}

/** ["HRV up", "recovery up"] → "HRV and recovery up"; otherwise "shorter nights and HRV down". */
export function joinMoves(phrases: readonly string[]): string {
  const [a, b] = phrases;
  if (a && b) {
    const lastA = a.slice(a.lastIndexOf(" ") + 1);
    const lastB = b.slice(b.lastIndexOf(" ") + 1);
    if (lastA === lastB && ["up", "down", "rising", "falling"].includes(lastA)) {
      return `${a.slice(0, a.lastIndexOf(" "))} and ${b.slice(0, b.lastIndexOf(" "))} ${lastA}`;
    }
  }
  return listOf(phrases);
}

/** One evidence sentence: the average plus the best comparison available. */
export function evidenceSentence(facts: InsightFacts, metric: TrackedMetric): string | null {
  const m = facts.metrics[metric];
  const average = recentAverage(facts, m);
  if (average === null) return null;
  const comparison = againstUsual(m) ?? againstLastWeek(m);
  return comparison ? `${average}, ${comparison}.` : `${average}.`;
}

/** "Sleep 6.2 h vs usual 7.0 h" — short enough for a "based on" label. */
export function evidenceLabel(facts: InsightFacts, metric: TrackedMetric): string | null {
  const m = facts.metrics[metric];
  if (m.recent.mean === null) return null;
  const label = METRIC_CATALOG[metric].label;
  const now = formatValue(metric, m.recent.mean);
  if (m.baseline.centre !== null) return `${label} ${now} vs usual ${formatValue(metric, m.baseline.centre)}`;
  if (m.prior.mean !== null && m.weekChange !== null)
    return `${label} ${now} vs ${formatValue(metric, m.prior.mean)} the week before`;
  return `${label} ${now}, ${facts.windows.recent.days}-day average`;
}

/** "Sleep" or "sleep and HRV" or "sleep, HRV and mood". */
export function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
