// The weekly_summary writer: this week in numbers, against last week and the person's own
// normal, the best and hardest day, one link in their data, and what to do next.
import type { MoodTrend, WeeklySummaryData } from "@evenkeel/contracts";
import { associationSentence } from "./association-wording.ts";
import { dataNeedsParagraph } from "./data-needs-wording.ts";
import type { DaySnapshot } from "./day-snapshots.ts";
import { countOf, formatDateRange, formatDay, formatMonthDay, formatValue } from "./display-format.ts";
import type { InsightFacts } from "./facts.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";
import {
  againstUsual,
  capitalised,
  evidenceSentence,
  joinMoves,
  listOf,
  weekMove,
} from "./metric-wording.ts";
import { FACTOR_METRICS } from "./recommendation-rules.ts";
import { renderRecommendation } from "./recommendation-wording.ts";
import { driversSentence, scoreSentence } from "./risk-wording.ts";
import { SIGN_OFF, safetyParagraph } from "./safety-wording.ts";
import { taggedBadDaysSentence } from "./tagged-days.ts";
import { paragraphs, type WrittenInsight } from "./written-insight.ts";

const HEADLINE_METRICS: readonly TrackedMetric[] = [
  "sleep_hours",
  "mood",
  "recovery_score",
  "hrv",
  "sleep_quality_score",
  "resting_hr",
];
const COMPARED_METRICS: readonly TrackedMetric[] = [...HEADLINE_METRICS, "day_strain"];

const MOVE_PHRASE: Readonly<Record<TrackedMetric, Record<Exclude<MoodTrend, "stable">, string>>> = {
  sleep_hours: { improving: "longer nights", declining: "shorter nights" },
  sleep_quality_score: { improving: "better sleep quality", declining: "poorer sleep quality" },
  recovery_score: { improving: "recovery up", declining: "recovery down" },
  hrv: { improving: "HRV up", declining: "HRV down" },
  resting_hr: { improving: "resting heart rate lower", declining: "resting heart rate up" },
  mood: { improving: "a brighter mood", declining: "a lower mood" },
  day_strain: { improving: "a lighter load", declining: "a heavier load" },
};

export function writeWeeklySummary(facts: InsightFacts): WrittenInsight<"weekly_summary"> {
  const { recent, period } = facts.windows;
  const title = `Your week, ${formatDateRange(recent.start, recent.end)}: ${headline(facts)}`;
  const summary = overview(facts);
  const recommendations = facts.recommendations.map((r) => renderRecommendation(r, facts));
  const content = paragraphs([
    summary,
    weekOverWeek(facts),
    againstNormal(facts),
    [bestAndWorst(facts.bestDay, facts.worstDay), taggedBadDaysSentence(facts.taggedBadDays)]
      .filter(Boolean)
      .join(" ") || null,
    facts.associations[0]
      ? `One pattern in your data: ${lowerFirst(associationSentence(facts.associations[0]))}`
      : null,
    facts.risk ? [scoreSentence(facts.risk), driversSentence(facts.risk)].filter(Boolean).join(" ") : null,
    dataNeedsParagraph(facts.dataNeeds),
    `For the week ahead:\n${recommendations.map((r) => `- ${r.action} (${r.basedOn})`).join("\n")}`,
    safetyParagraph(facts),
    SIGN_OFF,
  ]);

  return {
    insight_type: "weekly_summary",
    title,
    content,
    recommendations: { items: recommendations.map((r) => `${r.action} (${r.basedOn})`) },
    structured_data: {
      title,
      summary,
      key_metrics: keyMetrics(facts),
      focus_areas: focusAreas(facts),
      recommendations: recommendations.map((r) => ({
        category: r.category,
        action: r.action,
        impact: r.impact,
      })),
    },
    date_range_start: period.start,
    date_range_end: period.end,
  };
}

function headline(facts: InsightFacts): string {
  const withData = HEADLINE_METRICS.filter((m) => facts.metrics[m].recent.mean !== null);
  if (withData.length === 0) return "not enough data yet";
  const movers = withData
    .filter((m) => facts.metrics[m].weekTrend !== "stable")
    .slice(0, 2)
    .map((m) => MOVE_PHRASE[m][facts.metrics[m].weekTrend as Exclude<MoodTrend, "stable">]);
  if (movers.length > 0) return joinMoves(movers);
  const worse = withData.filter((m) => facts.metrics[m].deviation === "worse").length;
  if (worse >= 2) return "no easing yet, still well off your normal";
  const better = withData.filter((m) => facts.metrics[m].deviation === "better").length;
  if (better >= 2) return "a steady week, better than your recent normal";
  return withData.some((m) => facts.metrics[m].weekChange !== null) ? "a steady week" : "a first look";
}

function overview(facts: InsightFacts): string {
  const { recent } = facts.windows;
  const m = facts.metrics;
  const body: string[] = [];
  if (m.sleep_hours.recent.mean !== null) {
    const sleep = formatValue("sleep_hours", m.sleep_hours.recent.mean);
    body.push(recent.days === 1 ? `slept ${sleep}` : `slept ${sleep} a night on average`);
  }
  const signals = (["recovery_score", "hrv", "resting_hr", "day_strain"] as const).flatMap((k) =>
    m[k].recent.mean === null
      ? []
      : [`${METRIC_CATALOG[k].noun} ${formatValue(k, m[k].recent.mean as number)}`],
  );
  if (signals.length > 0) body.push(`averaged ${listOf(signals)}`);
  const span =
    recent.days === 1
      ? `On ${formatDay(recent.end)}`
      : `Over the last ${recent.days} days (${formatDateRange(recent.start, recent.end)})`;
  const wearable = body.length > 0 ? `${span} you ${listOf(body)}.` : `${span} there is no wearable data.`;
  const mood =
    m.mood.recent.mean === null
      ? "You did not log a mood this week."
      : `Your mood averaged ${formatValue("mood", m.mood.recent.mean)} across ${countOf(m.mood.recent.days, "rating")}.`;
  return `${wearable} ${mood}`;
}

function weekOverWeek(facts: InsightFacts): string {
  const compared = COMPARED_METRICS.filter((k) => facts.metrics[k].weekChange !== null);
  if (compared.length === 0) return "There is no full week before this one to compare with yet.";
  const moves = compared
    .filter((k) => facts.metrics[k].weekTrend !== "stable")
    .map((k) => `${METRIC_CATALOG[k].noun} ${weekMove(facts.metrics[k])}`);
  const steady = compared
    .filter((k) => facts.metrics[k].weekTrend === "stable")
    .map((k) => METRIC_CATALOG[k].noun);
  if (moves.length === 0)
    return "Against the week before, nothing moved by more than your normal week-to-week range.";
  const steadyText =
    steady.length > 0 ? ` ${capitalised(listOf(steady))} stayed within your normal week-to-week range.` : "";
  return `Against the week before: ${listOf(moves)}.${steadyText}`;
}

/** Up to four metrics on each side of the person's normal, in the order a person cares about. */
function againstNormal(facts: InsightFacts): string | null {
  const side = (deviation: "worse" | "better") =>
    COMPARED_METRICS.filter((k) => facts.metrics[k].deviation === deviation)
      .slice(0, 4)
      .map((k) => `${METRIC_CATALOG[k].noun} is ${againstUsual(facts.metrics[k])}`);
  const worse = side("worse");
  const better = side("better");
  if (worse.length + better.length === 0) {
    const anyBaseline = COMPARED_METRICS.some((k) => facts.metrics[k].deviation === "usual");
    return anyBaseline ? "Everything Evenkeel tracks sits within your usual range." : null;
  }
  const { baseline } = facts.windows;
  const lead = `Against your own normal (your median over the ${baseline.days} days to ${formatMonthDay(baseline.end)}), `;
  if (worse.length === 0) return `${lead}${listOf(better)}.`;
  const goodSide = better.length > 0 ? ` On the good side, ${listOf(better)}.` : "";
  return `${lead}${listOf(worse)}.${goodSide}`;
}

function bestAndWorst(best: DaySnapshot | null, worst: DaySnapshot | null): string | null {
  if (!best || !worst) return null;
  return `Your best day was ${formatDay(best.date)} (${describeDay(best)}); the lowest was ${formatDay(worst.date)} (${describeDay(worst)}).`;
}

function describeDay(day: DaySnapshot): string {
  const parts: string[] = [];
  if (day.mood !== null) parts.push(`mood ${day.mood}/10`);
  if (day.recovery_score !== null)
    parts.push(`recovery ${formatValue("recovery_score", day.recovery_score)}`);
  if (day.sleep_hours !== null) parts.push(`after ${formatValue("sleep_hours", day.sleep_hours)} of sleep`);
  return parts.join(", ");
}

function keyMetrics(facts: InsightFacts): WeeklySummaryData["key_metrics"] {
  const metrics = (
    ["sleep_hours", "recovery_score", "hrv", "mood", "sleep_quality_score", "day_strain"] as const
  ).flatMap((k) => {
    const m = facts.metrics[k];
    if (m.recent.mean === null || m.status === null) return [];
    return [
      {
        name: METRIC_CATALOG[k].label,
        value: formatValue(k, m.recent.mean),
        trend: m.weekTrend,
        status: m.status,
      },
    ];
  });
  if (metrics.length > 0) return metrics;
  // Nothing to show yet: the one honest metric is how much data there is.
  const { recordDays } = facts.coverage;
  return [
    {
      name: "Days with data",
      value: `${recordDays} of ${facts.windows.period.days}`,
      trend: "stable",
      status: "needs_attention",
    },
  ];
}

function focusAreas(facts: InsightFacts) {
  const areas = facts.recommendations.flatMap((r) => {
    if (r.topic === "support" || r.topic === "workload" || r.topic === "tracking") return [];
    const description = FACTOR_METRICS[r.topic].flatMap((m) => evidenceSentence(facts, m) ?? []).join(" ");
    const rendered = renderRecommendation(r, facts);
    return [{ area: rendered.category, description: description || rendered.why, priority: r.impact }];
  });
  if (facts.dataNeeds.length > 0) {
    areas.push({
      area: "More data",
      description: dataNeedsParagraph(facts.dataNeeds) ?? "",
      priority: "medium",
    });
  }
  return areas;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
