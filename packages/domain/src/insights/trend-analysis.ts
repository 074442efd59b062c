// The trend_analysis writer: a Theil–Sen trend per metric, called only when the fitted change
// beats the person's smallest worthwhile change, the links found in their data, and advice
// tied to the numbers behind it.
import type { Direction } from "@evenkeel/contracts";
import { associationSentence, associationTitle } from "./association-wording.ts";
import { dataNeedSentence } from "./data-needs-wording.ts";
import { countOf, formatAmount, formatDateRange, formatDay, formatValue } from "./display-format.ts";
import type { InsightFacts } from "./facts.ts";
import { METRIC_CATALOG, TRACKED_METRICS } from "./metric-catalog.ts";
import type { MetricFacts } from "./metric-facts.ts";
import { capitalised, listOf } from "./metric-wording.ts";
import { renderRecommendation } from "./recommendation-wording.ts";
import { SIGN_OFF, safetyParagraph } from "./safety-wording.ts";
import { paragraphs, type WrittenInsight } from "./written-insight.ts";

export function writeTrendAnalysis(facts: InsightFacts): WrittenInsight<"trend_analysis"> {
  const { period } = facts.windows;
  const title = `${period.days}-day trends: ${headline(facts)}`;
  const overview = overviewOf(facts);
  const trends = TRACKED_METRICS.filter((k) => facts.metrics[k].period.days > 0).map((k) => trendEntry(facts.metrics[k]));
  const patterns = patternsOf(facts);
  const recommendations = facts.recommendations.map((r) => renderRecommendation(r, facts));
  const content = paragraphs([
    overview,
    trends.length > 0 ? trends.map((t) => `${t.metric}: ${t.insight}`).join("\n") : null,
    patterns.map((p) => `${p.pattern}: ${p.observation}`).join("\n"),
    facts.dataNeeds.length > 0 ? facts.dataNeeds.map(dataNeedSentence).join(" ") : null,
    safetyParagraph(facts),
    SIGN_OFF,
  ]);

  return {
    insight_type: "trend_analysis",
    title,
    content,
    recommendations: { items: recommendations.map((r) => `${r.action} (${r.basedOn})`) },
    structured_data: {
      title,
      overview,
      trends,
      patterns,
      recommendations: recommendations.map((r) => ({ based_on: r.basedOn, action: r.action })),
    },
    date_range_start: period.start,
    date_range_end: period.end,
  };
}

const DIRECTION_WORD: Readonly<Record<Exclude<Direction, "stable">, string>> = {
  increasing: "rising",
  decreasing: "falling",
};

function called(m: MetricFacts): boolean {
  return m.trend.direction === "increasing" || m.trend.direction === "decreasing";
}

function headline(facts: InsightFacts): string {
  const all = TRACKED_METRICS.map((k) => facts.metrics[k]);
  if (all.every((m) => m.trend.direction === null)) return "too early to call";
  const moving = all
    .filter(called)
    .sort((a, b) => Math.abs(b.trend.change ?? 0) / b.swc - Math.abs(a.trend.change ?? 0) / a.swc)
    .slice(0, 2)
    .map((m) => `${METRIC_CATALOG[m.metric].noun} ${DIRECTION_WORD[m.trend.direction as Exclude<Direction, "stable">]}`);
  if (moving.length === 0) return "holding steady";
  const steadySleep = facts.metrics.sleep_hours.trend.direction === "stable" && !moving.some((w) => w.startsWith("sleep"));
  return steadySleep && moving.length === 1 ? `${moving[0]}, sleep steady` : listOf(moving);
}

function overviewOf(facts: InsightFacts): string {
  const { period } = facts.windows;
  const span = `From ${formatDateRange(period.start, period.end)} Evenkeel has ${countOf(facts.coverage.recordDays, "day")} of wearable data and ${countOf(facts.coverage.moodDays, "mood rating")}.`;
  const all = TRACKED_METRICS.map((k) => facts.metrics[k]);
  const moving = all.filter(called);
  const stable = all.filter((m) => m.trend.direction === "stable");
  const parts: string[] = [span];
  if (moving.length > 0) {
    parts.push(
      `${capitalised(listOf(moving.map((m) => `${METRIC_CATALOG[m.metric].noun} is ${DIRECTION_WORD[m.trend.direction as Exclude<Direction, "stable">]}`)))}, by more than the smallest change that matters for you.`,
    );
  }
  if (stable.length > 0) parts.push(`${capitalised(listOf(stable.map((m) => METRIC_CATALOG[m.metric].noun)))} held steady.`);
  if (moving.length === 0 && stable.length === 0) parts.push("That is not enough to call any trend yet, so none is reported.");
  if (facts.associations.length > 0) parts.push(`${countOf(facts.associations.length, "link")} stood out in your own data.`);
  return parts.join(" ");
}

function trendEntry(m: MetricFacts) {
  const info = METRIC_CATALOG[m.metric];
  const t = m.trend;
  if (t.direction === null || t.change === null || t.fittedStart === null || t.fittedEnd === null) {
    return {
      metric: info.label,
      direction: "stable" as const,
      significance: "low" as const,
      insight: `Only ${countOf(t.points, "day")} of data in this period; a trend needs at least ${t.pointsNeeded}, so none is called.`,
    };
  }
  const swc = `${formatAmount(m.metric, m.swc)} that counts as a real change for you${m.swcSource === "fixed" ? " (a general guide until your baseline forms)" : ""}`;
  const insight =
    t.direction === "stable"
      ? `Held around ${formatValue(m.metric, t.fittedEnd)}: the fitted change of ${formatAmount(m.metric, t.change)} over ${countOf(t.spanDays ?? 0, "day")} is within the ${swc}.`
      : `${t.direction === "increasing" ? "Rose" : "Fell"} from about ${formatValue(m.metric, t.fittedStart)} to ${formatValue(m.metric, t.fittedEnd)} over ${countOf(t.spanDays ?? 0, "day")} (a robust Theil–Sen fit), more than the ${swc}.${extremes(m)}`;
  return { metric: info.label, direction: t.direction, significance: t.significance, insight };
}

function extremes(m: MetricFacts): string {
  const { best, worst } = m.period;
  if (!best || !worst || best.value === worst.value) return "";
  const words = METRIC_CATALOG[m.metric].better === 1 ? ["Highest", "lowest"] : ["Lowest", "highest"];
  return ` ${words[0]} ${formatValue(m.metric, best.value)} on ${formatDay(best.date)}, ${words[1]} ${formatValue(m.metric, worst.value)} on ${formatDay(worst.date)}.`;
}

function patternsOf(facts: InsightFacts): { pattern: string; observation: string }[] {
  const found = facts.associations.slice(0, 3).map((a) => ({
    pattern: associationTitle(a),
    observation: `${associationSentence(a)} Over the last ${a.lookbackDays} days the two moved together (Spearman ρ ${a.rho.toFixed(2)} across ${a.pairs} paired days); a link in your own data, not proof that one causes the other.`,
  }));
  if (found.length > 0) return found;
  const sleepMood = facts.associationAttempts.find((a) => a.driver === "sleep_hours" && a.outcome === "mood");
  const pairs = sleepMood?.pairs ?? 0;
  const need = facts.dataNeeds.find((n) => n.purpose === "association");
  return [
    {
      pattern: "Sleep and mood",
      observation: need
        ? `Only ${countOf(pairs, "day")} so far with both a night's sleep and a mood rating; Evenkeel needs ${need.need} before it looks for a link.`
        : `Across ${countOf(pairs, "paired day")}, sleep and mood did not move together strongly enough to call a link.`,
    },
  ];
}

