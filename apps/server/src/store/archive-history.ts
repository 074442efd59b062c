// The export's rows beyond the resolved days (docs/exports.md): each source's own days, the
// file imports' history and the early-warning alerts, read page by page, and restored by an
// import so that an account exported and imported elsewhere reads back the same, every source
// and its preferred sources included (docs/wearables.md "Sources").
import { randomUUID } from "node:crypto";
import {
  DATA_IMPORT_KINDS,
  type ExportAlert,
  type ExportHealthMetric,
  type ExportImportRun,
} from "@evenkeel/contracts";
import type { RestoreRows } from "@evenkeel/domain/router";
import type { Transaction } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { rowToHealthMetric } from "./metrics.repository.ts";
import { resolveDays, type SourceDay, savePreferredSource, saveSourceDays } from "./source-metrics.ts";
import { fromJsonColumn, toJsonColumn } from "./stored-json.ts";

type Trx = Transaction<Database>;

/** Each source's own record of a day, by date then source. */
export async function sourceDaysPage(
  db: AppDatabase,
  userId: string,
  offset: number,
  limit: number,
): Promise<ExportHealthMetric[]> {
  const rows = await db
    .selectFrom("source_daily_metrics")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("date")
    .orderBy("source")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => {
    const { id: _id, user_id: _userId, ...day } = rowToHealthMetric({ ...row, id: "" });
    return day;
  });
}

/** The file imports, oldest first, with their summaries. */
export async function importRunsPage(
  db: AppDatabase,
  userId: string,
  offset: number,
  limit: number,
): Promise<ExportImportRun[]> {
  const rows = await db
    .selectFrom("data_imports")
    .select([
      "created_at",
      "kind",
      "file_name",
      "status",
      "progress",
      "file_bytes",
      "days_imported",
      "records_imported",
      "first_date",
      "last_date",
      "days_per_metric",
      "skipped",
      "message",
      "finished_at",
    ])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(({ created_at, days_per_metric, skipped, ...run }) => ({
    started_at: created_at,
    ...run,
    days_per_metric: fromJsonColumn(days_per_metric, "days per metric"),
    skipped: fromJsonColumn(skipped, "skipped"),
  }));
}

/** Early-warning alerts, oldest first; insight_id is the insight's id in the same file. */
export async function alertsPage(
  db: AppDatabase,
  userId: string,
  offset: number,
  limit: number,
): Promise<ExportAlert[]> {
  return db
    .selectFrom("early_warning_alerts")
    .select(["date", "level", "status", "insight_id", "created_at", "read_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
}

type DayRows = Pick<RestoreRows, "health_metrics" | "source_metrics" | "metric_sources">;

/**
 * Restores each source's days as that source's record (through the writer syncs use), keeping
 * their times, so the sources and their default order come back; then the preferred sources;
 * then resolves the days once with both, and gives the resolved days the file's times. A file
 * from before source_metrics restores its resolved days as the sources they are labelled with.
 */
export async function restoreDays(trx: Trx, userId: string, rows: DayRows, nowIso: string): Promise<void> {
  const covered = new Set(rows.source_metrics.map((record) => record.date));
  const records = [...rows.source_metrics, ...rows.health_metrics.filter((day) => !covered.has(day.date))];
  const bySource = new Map<string, SourceDay[]>();
  for (const {
    source,
    hrv_measure,
    created_at: _created,
    updated_at: _updated,
    stress_high_minutes,
    recovery_high_minutes,
    stress_day_summary,
    ...values
  } of records) {
    const days = bySource.get(source) ?? [];
    const stress = {
      stress_high_minutes: stress_high_minutes ?? null,
      recovery_high_minutes: recovery_high_minutes ?? null,
      stress_day_summary: stress_day_summary ?? null,
    };
    // Files from before HRV measures were recorded carry none: every source then reported RMSSD.
    days.push({ values, hrvMeasure: hrv_measure ?? "rmssd", stress });
    bySource.set(source, days);
  }
  for (const [source, days] of bySource) await saveSourceDays(trx, userId, source, days, nowIso);
  // The sources' first times set their default order (store/source-metrics.ts).
  for (const { date, source, created_at, updated_at } of records) {
    await trx
      .updateTable("source_daily_metrics")
      .set({ created_at, updated_at })
      .where("user_id", "=", userId)
      .where("date", "=", date)
      .where("source", "=", source)
      .execute();
  }
  // A source the restored days have no values of for that metric is left out, as choosing it would be.
  for (const { metric, source } of rows.metric_sources) {
    await savePreferredSource(trx, userId, metric, source, nowIso);
  }
  const dates = [...new Set(records.map((record) => record.date))].sort();
  for (let start = 0; start < dates.length; start += 500) {
    await resolveDays(trx, userId, dates.slice(start, start + 500), nowIso);
  }
  for (const { date, created_at, updated_at } of rows.health_metrics) {
    await trx
      .updateTable("health_metrics")
      .set({ created_at, updated_at })
      .where("user_id", "=", userId)
      .where("date", "=", date)
      .execute();
  }
}

/**
 * Restores finished file imports as history (never a queued or running one: its file is not
 * here to read); one already held (same start, kind and file name) is left as it is.
 */
export async function restoreImportRuns(trx: Trx, userId: string, runs: readonly ExportImportRun[]) {
  for (const run of runs) {
    const kind = DATA_IMPORT_KINDS.find((known) => known === run.kind);
    const status = run.status === "done" || run.status === "failed" ? run.status : null;
    if (!kind || !status || !run.started_at || run.file_name === undefined) continue;
    const held = await trx
      .selectFrom("data_imports")
      .select("id")
      .where("user_id", "=", userId)
      .where("created_at", "=", run.started_at)
      .where("kind", "=", kind)
      .where("file_name", "=", run.file_name)
      .executeTakeFirst();
    if (held) continue;
    await trx
      .insertInto("data_imports")
      .values({
        id: randomUUID(),
        user_id: userId,
        kind,
        status,
        progress: run.progress ?? (status === "done" ? 1 : 0),
        file_name: run.file_name,
        file_bytes: run.file_bytes ?? 0,
        stored_file: null,
        source_priority: null,
        days_imported: run.days_imported ?? 0,
        records_imported: run.records_imported ?? 0,
        first_date: run.first_date ?? null,
        last_date: run.last_date ?? null,
        days_per_metric: toJsonColumn(run.days_per_metric ?? {}),
        skipped: toJsonColumn(run.skipped ?? []),
        message: run.message ?? null,
        created_at: run.started_at,
        updated_at: run.finished_at ?? run.started_at,
        finished_at: run.finished_at ?? null,
      })
      .execute();
  }
}

/**
 * Restores early-warning alerts, each pointing at its insight as restored (`insightIds`: the
 * file's insight id → the stored one); one already held (same day, level and time) stays.
 */
export async function restoreAlerts(
  trx: Trx,
  userId: string,
  alerts: readonly ExportAlert[],
  insightIds: ReadonlyMap<string, string>,
) {
  for (const alert of alerts) {
    const { level } = alert;
    // Only high and critical days raise an alert (docs/notifications.md).
    if (level !== "high" && level !== "critical") continue;
    const held = await trx
      .selectFrom("early_warning_alerts")
      .select("id")
      .where("user_id", "=", userId)
      .where("date", "=", alert.date)
      .where("level", "=", level)
      .where("created_at", "=", alert.created_at)
      .executeTakeFirst();
    if (held) continue;
    await trx
      .insertInto("early_warning_alerts")
      .values({
        id: randomUUID(),
        user_id: userId,
        date: alert.date,
        level,
        status: alert.status,
        insight_id: alert.insight_id === null ? null : (insightIds.get(alert.insight_id) ?? null),
        created_at: alert.created_at,
        read_at: alert.read_at,
      })
      .execute();
  }
}
