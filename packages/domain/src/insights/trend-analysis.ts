// The trend_analysis writer: a Theil–Sen trend per metric, called only when the fitted change
// beats the person's smallest worthwhile change, the links found in their data, and advice
// tied to the numbers behind it.
import type { Direction } from "@evenkeel/contracts";
import { associationSentence, associationTitle } from "./association-wording.ts";
import { dataNeedSentence } from "./data-needs-wording.ts";
import { countOf, formatAmount, formatDateRange, formatDay, formatMonthDay, formatValue } from "./display-format.ts";
import type { InsightFacts } from "./facts.ts";
import { METRIC_CATALOG, TRACKED_METRICS } from "./metric-catalog.ts";
import type { MetricFacts } from "./metric-facts.ts";
import { againstUsual, capitalised, joinMoves, listOf } from "./metric-wording.ts";
import { worseBy } from "./recommendations.ts";
import { renderRecommendation } from "./recommendation-wording.ts";
import { SIGN_OFF, safetyParagraph } from "./safety-wording.ts";
import { paragraphs, type WrittenInsight } from "./written-insight.ts";

/** Associations shown; more than two reads as a list of statistics. */
const MAX_PATTERNS = 2;

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

/** +1 when the metric moves the way that is good for the person, −1 when the other way. */
function goodWay(m: MetricFacts): number {
  return (m.trend.direction === "increasing" ? 1 : -1) * METRIC_CATALOG[m.metric].better;
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
  const steadySleep = facts.metrics.sleep_hours.trend.direction === "stable";
  return steadySleep && moving.length === 1 ? `${moving[0]}, sleep steady` : joinMoves(moving);
}

function overviewOf(facts: InsightFacts): string {
  const { period } = facts.windows;
  const parts = [
    `From ${formatDateRange(period.start, period.end)} Evenkeel has ${countOf(facts.coverage.recordDays, "day")} of wearable data and ${countOf(facts.coverage.moodDays, "mood rating")}.`,
  ];
  const all = TRACKED_METRICS.map((k) => facts.metrics[k]);
  const nouns = (ms: readonly MetricFacts[]) => listOf(ms.map((m) => METRIC_CATALOG[m.metric].noun));
  const right = all.filter((m) => called(m) && goodWay(m) > 0);
  const wrong = all.filter((m) => called(m) && goodWay(m) < 0);
  const stable = all.filter((m) => m.trend.direction === "stable");
  if (wrong.length > 0) parts.push(`Moving the wrong way: ${nouns(wrong)}.`);
  if (right.length > 0) parts.push(`Moving the right way: ${nouns(right)}.`);
  if (stable.length > 0) parts.push(`Steady: ${nouns(stable)}.`);
  if (right.length + wrong.length + stable.length === 0) parts.push("That is not enough to call any trend yet, so none is reported.");
  const stillOff = all.filter((m) => m.deviation === "worse").sort((a, b) => worseBy(b) - worseBy(a));
  if (stillOff.length >= 2) {
    const shown = stillOff.slice(0, 2).map((m) => `${METRIC_CATALOG[m.metric].noun} ${againstUsual(m)}`);
    parts.push(`${right.length > 0 ? "Even so, this week" : "This week"} is still well off your normal: ${listOf(shown)}.`);
  }
  const shown = Math.min(facts.associations.length, MAX_PATTERNS);
  if (shown > 0) parts.push(`${capitalised(countOf(shown, "link"))} in your own data stood out.`);
  return parts.join(" ");
}

function trendEntry(m: MetricFacts) {
  const info = METRIC_CATALOG[m.metric];
  const t = m.trend;
  if (t.direction === null || t.change === null || t.firstDate === null || t.lastDate === null || m.period.mean === null) {
    return {
      metric: info.label,
      direction: "stable" as const,
      significance: "low" as const,
      insight: `Only ${countOf(t.points, "day")} of data in this period; a trend needs at least ${t.pointsNeeded}, so none is called.`,
    };
  }
  const between = `between ${formatMonthDay(t.firstDate)} and ${formatMonthDay(t.lastDate)}`;
  const swc = `your smallest meaningful change of ${formatAmount(m.metric, m.swc)}${m.swcSource === "fixed" ? " (a general guide until your own baseline forms)" : ""}`;
  const insight =
    t.direction === "stable"
      ? `Steady around ${formatValue(m.metric, m.period.mean)}: the fitted change of ${formatAmount(m.metric, t.change)} ${between} is within ${swc}.`
      : `${t.direction === "increasing" ? "Rising" : "Falling"} by about ${formatAmount(m.metric, t.change)} ${between} (a robust Theil–Sen fit), beyond ${swc}.${halvesSentence(m)}${extremes(m)}`;
  return { metric: info.label, direction: t.direction, significance: t.significance, insight };
}

function halvesSentence(m: MetricFacts): string {
  const { first, second } = m.halves;
  if (first.summary.mean === null || second.summary.mean === null) return "";
  return ` The first ${countOf(first.span.days, "day")} averaged ${formatValue(m.metric, first.summary.mean)}, the last ${countOf(second.span.days, "day")} ${formatValue(m.metric, second.summary.mean)}.`;
}

function extremes(m: MetricFacts): string {
  const { best, worst } = m.period;
  if (!best || !worst || best.value === worst.value) return "";
  const [low, high] = best.value < worst.value ? [best, worst] : [worst, best];
  // A single mood rating is a whole number: "5/10", not "5.0/10".
  const show = (value: number) => (m.metric === "mood" ? `${value}/10` : formatValue(m.metric, value));
  return ` Lowest ${show(low.value)} on ${formatDay(low.date)}, highest ${show(high.value)} on ${formatDay(high.date)}.`;
}

function patternsOf(facts: InsightFacts): { pattern: string; observation: string }[] {
  const found = facts.associations.slice(0, MAX_PATTERNS).map((a) => ({
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

