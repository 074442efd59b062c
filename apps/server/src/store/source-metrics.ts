// Several sources, one value (docs/decisions/022-several-sources-one-value.md). Each source's
// record of a day is kept on its own in source_daily_metrics; health_metrics holds the one row
// per day that screens and the score read, resolved from them: each metric from the first
// source in the user's order that reported it that day (never a sum or an average of two
// devices), HRV only from sources of the user's HRV measure, so RMSSD and SDNN never share a
// baseline. The user's order is the order in which sources first delivered data: the provider
// connected first comes first, and stays first through a reconnect or a disconnect.
import { randomUUID } from "node:crypto";
import type { HrvMeasure } from "@evenkeel/contracts";
import type { MetricValues } from "@evenkeel/domain/router";
import type { Transaction } from "kysely";
import type { Database, SourceDailyMetricRow } from "../db/schema.ts";

export const METRIC_COLUMNS = [
  "recovery_score",
  "resting_hr",
  "hrv",
  "sleep_duration_minutes",
  "sleep_quality_score",
  "day_strain",
  "workout_count",
] as const;

/** One source's record of a day. */
export interface SourceDay {
  values: MetricValues;
  /** The measure behind values.hrv; ignored (stored null) when there is no HRV value. */
  hrvMeasure: HrvMeasure;
}

type Trx = Transaction<Database>;

/**
 * Saves `source`'s days for the user (a row only changes when a value does) and resolves the
 * user's health_metrics rows of those dates again. Returns the dates whose resolved row was
 * inserted or changed, oldest first. Runs inside the caller's transaction.
 */
export async function saveSourceDays(
  trx: Trx,
  userId: string,
  source: string,
  days: readonly SourceDay[],
  nowIso: string,
): Promise<string[]> {
  if (days.length === 0) return [];
  for (const day of days) {
    const hrvMeasure = day.values.hrv === null ? null : day.hrvMeasure;
    await trx
      .insertInto("source_daily_metrics")
      .values({
        user_id: userId,
        source,
        ...day.values,
        hrv_measure: hrvMeasure,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "date", "source"])
          .doUpdateSet((eb) => ({
            ...Object.fromEntries(METRIC_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
            hrv_measure: eb.ref("excluded.hrv_measure"),
            updated_at: eb.ref("excluded.updated_at"),
          }))
          .where((eb) =>
            eb.or([
              ...METRIC_COLUMNS.map((column) =>
                eb(`source_daily_metrics.${column}`, "is not", eb.ref(`excluded.${column}`)),
              ),
              eb("source_daily_metrics.hrv_measure", "is not", eb.ref("excluded.hrv_measure")),
            ]),
          ),
      )
      .execute();
  }
  return resolveDays(
    trx,
    userId,
    days.map((day) => day.values.date),
    nowIso,
  );
}

/** Resolves the user's health_metrics rows of `dates` from their sources; returns the changed dates. */
export async function resolveDays(
  trx: Trx,
  userId: string,
  dates: readonly string[],
  nowIso: string,
): Promise<string[]> {
  const order = await sourceOrder(trx, userId);
  const rank = (source: string) => {
    const index = order.sources.indexOf(source);
    return index === -1 ? order.sources.length : index;
  };
  const rows = await trx
    .selectFrom("source_daily_metrics")
    .selectAll()
    .where("user_id", "=", userId)
    .where("date", "in", [...new Set(dates)])
    .execute();
  const byDate = new Map<string, SourceDailyMetricRow[]>();
  for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);

  const changed: string[] = [];
  for (const [date, sources] of byDate) {
    sources.sort((a, b) => rank(a.source) - rank(b.source) || (a.source < b.source ? -1 : 1));
    const resolved = resolveDay(sources, order.hrvMeasure);
    const written = await trx
      .insertInto("health_metrics")
      .values({
        id: randomUUID(),
        user_id: userId,
        date,
        ...resolved,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "date"])
          .doUpdateSet((eb) => ({
            ...Object.fromEntries(METRIC_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
            source: eb.ref("excluded.source"),
            hrv_measure: eb.ref("excluded.hrv_measure"),
            updated_at: eb.ref("excluded.updated_at"),
          }))
          .where((eb) =>
            eb.or([
              ...METRIC_COLUMNS.map((column) =>
                eb(`health_metrics.${column}`, "is not", eb.ref(`excluded.${column}`)),
              ),
              eb("health_metrics.source", "is not", eb.ref("excluded.source")),
              eb("health_metrics.hrv_measure", "is not", eb.ref("excluded.hrv_measure")),
            ]),
          ),
      )
      .returning("date")
      .executeTakeFirst();
    if (written) changed.push(written.date);
  }
  return changed.sort();
}

/**
 * Each metric from the first source (in order) that has it; HRV only in the user's measure; the
 * recovery score only from the day's own source (WHOOP's Recovery and Oura's Readiness are two
 * different scores, and the screens name the one shown after the day's source).
 */
export function resolveDay(ordered: readonly SourceDailyMetricRow[], hrvMeasure: HrvMeasure | null) {
  const first = <K extends (typeof METRIC_COLUMNS)[number]>(column: K, rows = ordered) =>
    rows.find((row) => row[column] !== null)?.[column] ?? null;
  const hrvRows = ordered.filter((row) => row.hrv_measure === hrvMeasure);
  const hrv = first("hrv", hrvRows);
  return {
    recovery_score: first("recovery_score", ordered.slice(0, 1)),
    resting_hr: first("resting_hr"),
    hrv,
    hrv_measure: hrv === null ? null : hrvMeasure,
    sleep_duration_minutes: first("sleep_duration_minutes"),
    sleep_quality_score: first("sleep_quality_score"),
    day_strain: first("day_strain"),
    workout_count: first("workout_count"),
    source: (ordered[0] as SourceDailyMetricRow).source,
  };
}

/**
 * The user's sources in the order they first delivered data, and the HRV measure of the first
 * of them that reported HRV (the one measure the user's HRV is read in).
 */
async function sourceOrder(trx: Trx, userId: string) {
  const firsts = await trx
    .selectFrom("source_daily_metrics")
    .select(["source", (eb) => eb.fn.min("created_at").as("first_at")])
    .where("user_id", "=", userId)
    .groupBy("source")
    .execute();
  const sources = firsts
    .sort((a, b) =>
      a.first_at === b.first_at ? (a.source < b.source ? -1 : 1) : a.first_at < b.first_at ? -1 : 1,
    )
    .map((row) => row.source);
  const measures = await trx
    .selectFrom("source_daily_metrics")
    .select(["source", "hrv_measure"])
    .distinct()
    .where("user_id", "=", userId)
    .where("hrv_measure", "is not", null)
    .execute();
  let hrvMeasure: HrvMeasure | null = null;
  for (const source of sources) {
    const found = measures.find((row) => row.source === source);
    if (found?.hrv_measure) {
      hrvMeasure = found.hrv_measure;
      break;
    }
  }
  return { sources, hrvMeasure };
}
