// The order a user's sources are read in (docs/decisions/022-several-sources-one-value.md, 031):
// the order in which sources first delivered data, the preferred source of each metric, and the
// one HRV measure. source-metrics.ts resolves each day with it.
import {
  DAILY_METRIC_KEYS,
  type HrvMeasure,
  METRIC_SOURCE_KEYS,
  type MetricSourceKey,
  type MetricSources,
} from "@evenkeel/contracts";
import type { SourceOrder } from "@evenkeel/domain/router";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

type Trx = Transaction<Database>;

/** How many values of each metric each source holds, and when it first delivered data. */
export async function sourceTallies(db: Kysely<Database> | Trx, userId: string) {
  const rows = await db
    .selectFrom("source_daily_metrics")
    .select((eb) => [
      "source",
      eb.fn.min("created_at").as("first_at"),
      ...DAILY_METRIC_KEYS.map((column) => eb.fn.count<number>(column).as(column)),
      eb.fn.count<number>("stress_high_minutes").as("stress_high"),
      eb.fn.count<number>("recovery_high_minutes").as("recovery_high"),
      eb.fn.count<number>("stress_day_summary").as("stress_summary"),
      eb.fn.max("hrv_measure").as("hrv_measure"),
    ])
    .where("user_id", "=", userId)
    .groupBy("source")
    .execute();
  const tallies = rows
    .sort((a, b) =>
      a.first_at === b.first_at ? (a.source < b.source ? -1 : 1) : a.first_at < b.first_at ? -1 : 1,
    )
    .map((row) => {
      const counts = Object.fromEntries(DAILY_METRIC_KEYS.map((column) => [column, Number(row[column])]));
      const stress = Number(row.stress_high) + Number(row.recovery_high) + Number(row.stress_summary);
      return {
        source: row.source,
        hrvMeasure: (row.hrv_measure ?? null) as HrvMeasure | null,
        has: (metric: MetricSourceKey) => (metric === "stress" ? stress : (counts[metric] ?? 0)) > 0,
      };
    });
  return tallies;
}

async function preferencesOf(db: Kysely<Database> | Trx, userId: string) {
  const rows = await db
    .selectFrom("metric_source_preferences")
    .select(["metric", "source"])
    .where("user_id", "=", userId)
    .execute();
  const preferred: Partial<Record<MetricSourceKey, string>> = {};
  for (const row of rows) {
    if ((METRIC_SOURCE_KEYS as readonly string[]).includes(row.metric))
      preferred[row.metric as MetricSourceKey] = row.source;
  }
  return preferred;
}

/**
 * The user's sources in the order they first delivered data, the preferred source of each
 * metric, and the one HRV measure: that of the preferred HRV source once it reported HRV, else
 * that of the first source that ever did.
 */
export async function sourceOrder(db: Kysely<Database> | Trx, userId: string): Promise<SourceOrder> {
  const [tallies, preferred] = await Promise.all([sourceTallies(db, userId), preferencesOf(db, userId)]);
  const measured = tallies.filter((tally) => tally.hrvMeasure !== null);
  const hrvSource = measured.find((tally) => tally.source === preferred.hrv) ?? measured[0];
  return {
    sources: tallies.map((tally) => tally.source),
    preferred,
    hrvMeasure: hrvSource?.hrvMeasure ?? null,
  };
}

/** Per metric: the sources with values of it, the user's choice, and the source read first. */
export async function metricSources(db: Kysely<Database> | Trx, userId: string): Promise<MetricSources> {
  const [tallies, preferred] = await Promise.all([sourceTallies(db, userId), preferencesOf(db, userId)]);
  return {
    sources: tallies.map((tally) => tally.source),
    metrics: METRIC_SOURCE_KEYS.map((metric) => {
      const sources = tallies.filter((tally) => tally.has(metric)).map((tally) => tally.source);
      const choice = preferred[metric] ?? null;
      return { metric, sources, preferred: choice, effective: choice ?? sources[0] ?? null };
    }),
  };
}

/**
 * Saves `source` as the user's preferred source of `metric`, without resolving any day; false
 * (nothing saved) when `source` has no values of `metric`. Runs inside the caller's transaction.
 */
export async function savePreferredSource(
  trx: Trx,
  userId: string,
  metric: MetricSourceKey,
  source: string,
  nowIso: string,
): Promise<boolean> {
  const tallies = await sourceTallies(trx, userId);
  if (!tallies.some((tally) => tally.source === source && tally.has(metric))) return false;
  await trx
    .insertInto("metric_source_preferences")
    .values({ user_id: userId, metric, source, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "metric"])
        .doUpdateSet({ source, updated_at: nowIso })
        .where("metric_source_preferences.source", "is distinct from", source),
    )
    .execute();
  return true;
}
