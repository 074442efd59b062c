// buildInsightFacts: everything an insight may say, computed from the user's own numbers
// over the requested days (plus the week before and a personal baseline). Writers only
// phrase these facts; a test checks that every number they print comes from here.
import { type BurnoutScore, type HealthMetric, type InsightType, MOOD_RATING_MAX } from "@evenkeel/contracts";
import { isValidIsoDate } from "../dates/calendar-date.ts";
import { type AssociationAttempt, type AssociationFacts, findAssociations } from "./associations.ts";
import { computeDataNeeds, type DataNeed } from "./data-needs.ts";
import { type DaySnapshot, pickBestAndWorstDays } from "./day-snapshots.ts";
import { type InsightWindows, insightWindows } from "./insight-windows.ts";
import { type DatedValue, seriesOf, TRACKED_METRICS, type TrackedMetric } from "./metric-catalog.ts";
import { computeMetricFacts, type MetricFacts } from "./metric-facts.ts";
import { type RecommendationFacts, selectRecommendations } from "./recommendations.ts";
import { computeRiskFacts, type RiskFacts } from "./risk-facts.ts";
import { computeSafetyFacts, type SafetyFacts } from "./safety.ts";
import { findTaggedBadDays, type TaggedBadDays, type TaggedMood } from "./tagged-days.ts";

export interface InsightFactsInput {
  type: InsightType;
  /** The requested period in days (default 14), ending on `endDate`. */
  days: number;
  /** The user's local today (or the last day to cover), YYYY-MM-DD. */
  endDate: string;
  /** May include any history: only what the windows need is used, nothing after `endDate`. */
  metrics: readonly HealthMetric[];
  /** With their context tags when the home stores them. */
  moods: readonly TaggedMood[];
  scores: readonly BurnoutScore[];
}

export interface InsightFacts {
  type: InsightType;
  windows: InsightWindows;
  metrics: Record<TrackedMetric, MetricFacts>;
  /** Days in the period with a wearable record / a mood rating. */
  coverage: { recordDays: number; moodDays: number };
  associations: AssociationFacts[];
  associationAttempts: AssociationAttempt[];
  bestDay: DaySnapshot | null;
  worstDay: DaySnapshot | null;
  /** Context tags that recur on the period's lowest-mood days. */
  taggedBadDays: TaggedBadDays | null;
  risk: RiskFacts | null;
  safety: SafetyFacts;
  dataNeeds: DataNeed[];
  recommendations: RecommendationFacts[];
  moodScale: { max: number };
}

export function buildInsightFacts(input: InsightFactsInput): InsightFacts {
  if (!isValidIsoDate(input.endDate))
    throw new RangeError(`endDate must be YYYY-MM-DD, got "${input.endDate}"`);
  const windows = insightWindows(input.endDate, input.days);
  const upToEnd = <T extends { date: string }>(rows: readonly T[]) =>
    rows.filter((r) => r.date <= input.endDate);
  const records = upToEnd(input.metrics);
  const moods = upToEnd(input.moods);

  const series = Object.fromEntries(TRACKED_METRICS.map((m) => [m, seriesOf(m, records, moods)])) as Record<
    TrackedMetric,
    DatedValue[]
  >;
  const metrics = Object.fromEntries(
    TRACKED_METRICS.map((m) => [m, computeMetricFacts(m, series[m], windows)]),
  ) as Record<TrackedMetric, MetricFacts>;
  const associationAttempts = findAssociations(series, windows.associations);
  const associations = associationAttempts
    .flatMap((a) => (a.found ? [a.found] : []))
    .sort((a, b) => Math.abs(b.rho) - Math.abs(a.rho));
  const risk = computeRiskFacts(upToEnd(input.scores), windows);
  const safety = computeSafetyFacts(risk?.latest.level ?? null, series.mood, input.endDate);
  const dataNeeds = computeDataNeeds(metrics, associationAttempts);
  const { best, worst } = pickBestAndWorstDays(series, windows.recent);
  const inPeriod = (date: string) => date >= windows.period.start && date <= windows.period.end;

  return {
    type: input.type,
    windows,
    metrics,
    coverage: {
      recordDays: new Set(records.filter((r) => inPeriod(r.date)).map((r) => r.date)).size,
      moodDays: series.mood.filter((m) => inPeriod(m.date)).length,
    },
    associations,
    associationAttempts,
    bestDay: best,
    worstDay: worst,
    taggedBadDays: findTaggedBadDays(moods, windows.period),
    risk,
    safety,
    dataNeeds,
    recommendations: selectRecommendations({ risk, metrics, safety, dataNeeds }),
    moodScale: { max: MOOD_RATING_MAX },
  };
}
