// The trend_analysis writer: a Theil–Sen trend per metric, called only when the fitted change
// beats the person's smallest worthwhile change, the links found in their data, and advice
// tied to the numbers behind it.
import type { Direction } from "@evenkeel/contracts";
import { associationSentence, associationTitle } from "./association-wording.ts";
import { dataNeedsParagraph } from "./data-needs-wording.ts";
import {
  countOf,
  formatAmount,
  formatDateRange,
  formatDay,
  formatMonthDay,
  formatValue,
} from "./display-format.ts";
import type { InsightFacts } from "./facts.ts";
import { METRIC_CATALOG, TRACKED_METRICS, type TrackedMetric } from "./metric-catalog.ts";
import type { MetricFacts } from "./metric-facts.ts";
import { againstUsual, joinMoves, listOf } from "./metric-wording.ts";
import { renderRecommendation } from "./recommendation-wording.ts";
import { worseBy } from "./recommendations.ts";
import { SIGN_OFF, safetyParagraph } from "./safety-wording.ts";
import { paragraphs, type WrittenInsight } from "./written-insight.ts";

/** Associations shown; more than two reads as a list of statistics. */
const MAX_PATTERNS = 2;

export function writeTrendAnalysis(facts: InsightFacts): WrittenInsight<"trend_analysis"> {
  const { period } = facts.windows;
  const title = `${period.days}-day trends: ${headline(facts)}`;
  const overview = overviewOf(facts);
  const withData = TRACKED_METRICS.filter((k) => facts.metrics[k].period.days > 0);
  // With no data at all, the one entry says so: the sleep series stands for the wearable.
  const trends = (withData.length > 0 ? withData : (["sleep_hours"] as const)).map((k) =>
    trendEntry(facts.metrics[k]),
  );
  const patterns = patternsOf(facts);
  const recommendations = facts.recommendations.map((r) => renderRecommendation(r, facts));
  const content = paragraphs([
    overview,
    trendLines(facts, trends),
    patterns.map((p) => `${p.pattern}: ${p.observation}`).join("\n"),
    `What to try:\n${recommendations.map((r) => `- ${r.action} (${r.basedOn})`).join("\n")}`,
    dataNeedsParagraph(facts.dataNeeds),
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

/** One line per metric with a trend; the metrics too short of data for one share a line. */
function trendLines(facts: InsightFacts, trends: readonly { metric: string; insight: string }[]): string {
  const short = TRACKED_METRICS.filter((k) => facts.metrics[k].trend.direction === null);
  const called = trends.filter((t) => !short.some((k) => METRIC_CATALOG[k].label === t.metric));
  const lines = called.map((t) => `${t.metric}: ${t.insight}`);
  if (short.length > 0) {
    const needed = facts.metrics[short[0] as TrackedMetric].trend.pointsNeeded;
    lines.push(
      `Not enough days for a trend yet (${needed} with data needed): ${listOf(short.map((k) => METRIC_CATALOG[k].noun))}.`,
    );
  }
  return lines.join("\n");
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
    .map(
      (m) =>
        `${METRIC_CATALOG[m.metric].noun} ${DIRECTION_WORD[m.trend.direction as Exclude<Direction, "stable">]}`,
    );
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
  if (right.length + wrong.length + stable.length === 0)
    parts.push("That is not enough to call any trend yet, so none is reported.");
  const stillOff = all.filter((m) => m.deviation === "worse").sort((a, b) => worseBy(b) - worseBy(a));
  if (stillOff.length >= 2) {
    const shown = stillOff.slice(0, 2).map((m) => `${METRIC_CATALOG[m.metric].noun} ${againstUsual(m)}`);
    parts.push(
      `${right.length > 0 ? "Even so, this week is still" : "This week sits"} well off your normal: ${listOf(shown)}.`,
    );
  }
  const shown = Math.min(facts.associations.length, MAX_PATTERNS);
  if (shown > 0) parts.push(`${shown === 1 ? "One link" : "Two links"} in your own data stood out.`);
  return parts.join(" ");
}

function trendEntry(m: MetricFacts) {
  const info = METRIC_CATALOG[m.metric];
  const t = m.trend;
  if (
    t.direction === null ||
    t.change === null ||
    t.firstDate === null ||
    t.lastDate === null ||
    m.period.mean === null
  ) {
    return {
      metric: info.label,
      direction: "stable" as const,
      significance: "low" as const,
      insight:
        t.points === 0
          ? `No data in this period yet; a trend needs at least ${t.pointsNeeded} days, so none is called.`
          : `Only ${countOf(t.points, "day")} of data in this period; a trend needs at least ${t.pointsNeeded}, so none is called.`,
    };
  }
  const between = `between ${formatMonthDay(t.firstDate)} and ${formatMonthDay(t.lastDate)}`;
  const swc = `your smallest meaningful change of ${formatAmount(m.metric, m.swc)}${m.swcSource === "fixed" ? " (a general guide until your own baseline forms)" : ""}`;
  const insight =
    t.direction === "stable"
      ? `Steady around ${formatValue(m.metric, m.period.mean)}: the fitted change of ${formatAmount(m.metric, t.change)} ${between} is within ${swc}.`
      : `${t.direction === "increasing" ? "Rising" : "Falling"}: a robust (Theil–Sen) line through your days ${t.direction === "increasing" ? "climbs" : "drops"} about ${formatAmount(m.metric, t.change)} ${between}, beyond ${swc}.${halvesSentence(m)}${extremes(m)}`;
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
    observation: `${associationSentence(a)} Spearman ρ ${a.rho.toFixed(2)} over the last ${a.lookbackDays} days: a link in your own data, not proof that one causes the other.`,
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
