// Several sources, one value (docs/decisions/022-several-sources-one-value.md, 031). Each
// source's record of a day is kept on its own in source_daily_metrics; health_metrics holds the
// one row per day that screens and the score read, resolved from them: each metric from the
// user's preferred source for it when that source reported it that day, else from the first
// source in the user's order that did (never a sum or an average of two devices), HRV only from
// sources of the user's HRV measure, so RMSSD and SDNN never share a baseline. The user's order
// is the order in which sources first delivered data: the provider connected first comes first,
// and stays first through a reconnect or a disconnect. The rule itself is the domain's
// resolveDay (packages/domain/src/router/services/resolve-day.ts), which the demo uses too; this
// file stores and reads the days for it. Any source name works (providers and file imports alike).
import { randomUUID } from "node:crypto";
import {
  DAILY_METRIC_KEYS,
  type DailyStress,
  type HrvMeasure,
  type MetricSourceKey,
} from "@evenkeel/contracts";
import { inDefaultOrder, type MetricValues, resolveDay } from "@evenkeel/domain/router";
import type { Kysely, Transaction } from "kysely";
import type { Database, SourceDailyMetricRow } from "../db/schema.ts";
import { savePreferredSource, sourceOrder } from "./source-preferences.ts";

// Read from here by the data store and restoring an export.
export { metricSources, savePreferredSource } from "./source-preferences.ts";

export const METRIC_COLUMNS = DAILY_METRIC_KEYS;

/** The day's stress, taken together from one source. */
export const STRESS_COLUMNS = ["stress_high_minutes", "recovery_high_minutes", "stress_day_summary"] as const;

const STORED_COLUMNS = [...METRIC_COLUMNS, ...STRESS_COLUMNS] as const;

/** One source's record of a day. */
export interface SourceDay {
  values: MetricValues;
  /** The measure behind values.hrv; ignored (stored null) when there is no HRV value. */
  hrvMeasure: HrvMeasure;
  /** The day's stress, from a source that measures it (Oura's daily_stress). */
  stress?: DailyStress | null;
}

type Trx = Transaction<Database>;

function stressOf(day: SourceDay) {
  return {
    stress_high_minutes: day.stress?.stress_high_minutes ?? null,
    recovery_high_minutes: day.stress?.recovery_high_minutes ?? null,
    stress_day_summary: day.stress?.stress_day_summary ?? null,
  };
}

/**
 * Saves `source`'s days for the user (a row only changes when a value does) and resolves the
 * user's health_metrics rows of those dates again. Returns the dates whose resolved row was
 * inserted or changed, oldest first; `written`, when given, receives the dates whose source row
 * was (an import's "nothing changed"). Runs inside the caller's transaction.
 */
export async function saveSourceDays(
  trx: Trx,
  userId: string,
  source: string,
  days: readonly SourceDay[],
  nowIso: string,
  written?: Set<string>,
): Promise<string[]> {
  if (days.length === 0) return [];
  for (const day of days) {
    const hrvMeasure = day.values.hrv === null ? null : day.hrvMeasure;
    const result = await trx
      .insertInto("source_daily_metrics")
      .values({
        user_id: userId,
        source,
        ...day.values,
        ...stressOf(day),
        hrv_measure: hrvMeasure,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "date", "source"])
          .doUpdateSet((eb) => ({
            ...Object.fromEntries(STORED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
            hrv_measure: eb.ref("excluded.hrv_measure"),
            updated_at: eb.ref("excluded.updated_at"),
          }))
          .where((eb) =>
            eb.or([
              ...STORED_COLUMNS.map((column) =>
                eb(`source_daily_metrics.${column}`, "is distinct from", eb.ref(`excluded.${column}`)),
              ),
              eb("source_daily_metrics.hrv_measure", "is distinct from", eb.ref("excluded.hrv_measure")),
            ]),
          ),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) written?.add(day.values.date);
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
  if (dates.length === 0) return [];
  const order = await sourceOrder(trx, userId);
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
    const resolved = resolveDay(inDefaultOrder(sources, order), order);
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
            ...Object.fromEntries(STORED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
            source: eb.ref("excluded.source"),
            hrv_measure: eb.ref("excluded.hrv_measure"),
            updated_at: eb.ref("excluded.updated_at"),
          }))
          .where((eb) =>
            eb.or([
              ...STORED_COLUMNS.map((column) =>
                eb(`health_metrics.${column}`, "is distinct from", eb.ref(`excluded.${column}`)),
              ),
              eb("health_metrics.source", "is distinct from", eb.ref("excluded.source")),
              eb("health_metrics.hrv_measure", "is distinct from", eb.ref("excluded.hrv_measure")),
            ]),
          ),
      )
      .returning("date")
      .executeTakeFirst();
    if (written) changed.push(written.date);
  }
  return changed.sort();
}

/** Resolves every stored day of the user again; returns the changed dates, oldest first. */
export async function resolveEveryDay(trx: Trx, userId: string, nowIso: string): Promise<string[]> {
  const dates = await trx
    .selectFrom("source_daily_metrics")
    .select("date")
    .distinct()
    .where("user_id", "=", userId)
    .execute();
  const changed: string[] = [];
  // In slices, so a long history never meets the database's limit on bound values.
  const all = dates.map((row) => row.date).sort();
  for (let start = 0; start < all.length; start += 500) {
    changed.push(...(await resolveDays(trx, userId, all.slice(start, start + 500), nowIso)));
  }
  return changed.sort();
}

/**
 * Saves (or, with null, removes) the user's preferred source of `metric` and resolves every
 * stored day again, in one transaction. Null when `source` has no values of `metric` (nothing
 * saved); otherwise the first and last date whose resolved row changed.
 */
export async function chooseMetricSource(
  db: Kysely<Database>,
  userId: string,
  metric: MetricSourceKey,
  source: string | null,
  nowIso: string,
): Promise<{ changed: { from: string; to: string } | null } | null> {
  return db.transaction().execute(async (trx) => {
    if (source === null) {
      await trx
        .deleteFrom("metric_source_preferences")
        .where("user_id", "=", userId)
        .where("metric", "=", metric)
        .execute();
    } else if (!(await savePreferredSource(trx, userId, metric, source, nowIso))) {
      return null;
    }
    const changed = await resolveEveryDay(trx, userId, nowIso);
    const from = changed[0];
    const to = changed.at(-1);
    return { changed: from && to ? { from, to } : null };
  });
}
