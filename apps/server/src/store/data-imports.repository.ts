// The user's file imports (docs/wearables.md "Imports"): one row per uploaded
// export, its progress while it runs (share of bytes parsed) and its summary once done, so the
// user can leave Settings and come back to it.
import type { DataImport, DataImportMetric, DataImportSkip } from "@evenkeel/contracts";
import type { DataImportRepository } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { DataImportRow } from "../db/schema.ts";
import { fromJsonColumn, toJsonColumn } from "./stored-json.ts";

export function toDataImport(row: DataImportRow): DataImport {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: Math.min(1, Math.max(0, row.progress)),
    file_name: row.file_name,
    file_bytes: row.file_bytes,
    days_imported: row.days_imported,
    days_changed: row.days_changed,
    records_imported: row.records_imported,
    first_date: row.first_date,
    last_date: row.last_date,
    days_per_metric: fromJsonColumn<Partial<Record<DataImportMetric, number>>>(
      row.days_per_metric,
      "days per metric",
    ),
    skipped: fromJsonColumn<DataImportSkip[]>(row.skipped, "skipped"),
    message: row.message,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

export function dataImportsRepository(db: AppDatabase): DataImportRepository {
  return {
    async list(userId) {
      const rows = await db
        .selectFrom("data_imports")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(50)
        .execute();
      return rows.map(toDataImport);
    },
    async get(userId, id) {
      const row = await db
        .selectFrom("data_imports")
        .selectAll()
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toDataImport(row) : null;
    },
  };
}

export interface NewDataImport {
  id: string;
  userId: string;
  kind: DataImport["kind"];
  fileName: string;
  fileBytes: number;
  storedFile: string;
  sourcePriority: string | null;
  now: string;
}

export async function insertDataImport(
  db: Pick<AppDatabase, "insertInto">,
  row: NewDataImport,
): Promise<void> {
  await db
    .insertInto("data_imports")
    .values({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      status: "queued",
      file_name: row.fileName,
      file_bytes: row.fileBytes,
      stored_file: row.storedFile,
      source_priority: row.sourcePriority,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/**
 * The oldest import waiting or interrupted (a restart resumes it from the start) whose upload
 * waits in the imports folder `folderId` (import-runner.ts names stored uploads after it).
 */
export function nextDataImport(db: AppDatabase, folderId: string): Promise<DataImportRow | undefined> {
  return db
    .selectFrom("data_imports")
    .selectAll()
    .where("status", "in", ["queued", "running"])
    .where("stored_file", "like", `${folderId}-%`)
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

/** The user's import that waits or runs, if any: a user has at most one (docs/security.md). */
export function activeImportOf(
  db: Pick<AppDatabase, "selectFrom">,
  userId: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom("data_imports")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "in", ["queued", "running"])
    .limit(1)
    .executeTakeFirst();
}

/** The sizes and times of the user's uploads accepted since `since`, oldest first. */
export function uploadsSince(
  db: Pick<AppDatabase, "selectFrom">,
  userId: string,
  since: string,
): Promise<{ file_bytes: number; created_at: string }[]> {
  return db
    .selectFrom("data_imports")
    .select(["file_bytes", "created_at"])
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .orderBy("created_at")
    .execute();
}

/**
 * An import found running when a pass starts was cut short by a process that died: counts it
 * and answers how many times that has now happened.
 */
export async function countImportInterruption(db: AppDatabase, id: string, now: string): Promise<number> {
  const row = await db
    .updateTable("data_imports")
    .set((eb) => ({ interruptions: eb("interruptions", "+", 1), updated_at: now }))
    .where("id", "=", id)
    .where("status", "=", "running")
    .returning("interruptions")
    .executeTakeFirst();
  return row?.interruptions ?? 0;
}

/** An import stopped by a clean shutdown waits again, uncounted: only a dying process counts. */
export async function requeueImport(db: AppDatabase, id: string, now: string): Promise<void> {
  await db
    .updateTable("data_imports")
    .set({ status: "queued", progress: 0, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

/** Stored files still needed (their import waits or runs). */
export async function storedImportFiles(db: AppDatabase): Promise<Set<string>> {
  const rows = await db
    .selectFrom("data_imports")
    .select("stored_file")
    .where("status", "in", ["queued", "running"])
    .where("stored_file", "!=", "")
    .execute();
  return new Set(rows.flatMap((row) => (row.stored_file ? [row.stored_file] : [])));
}

export async function markImportRunning(db: AppDatabase, id: string, now: string): Promise<void> {
  await db
    .updateTable("data_imports")
    .set({ status: "running", progress: 0, updated_at: now })
    .where("id", "=", id)
    .execute();
}

export async function recordImportProgress(
  db: AppDatabase,
  id: string,
  progress: number,
  now: string,
): Promise<void> {
  await db
    .updateTable("data_imports")
    .set({ progress: Math.min(0.99, Math.max(0, progress)), updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

export async function markImportFailed(
  db: AppDatabase,
  id: string,
  message: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("data_imports")
    .set({
      status: "failed",
      message: message.slice(0, 1000),
      stored_file: null,
      updated_at: now,
      finished_at: now,
    })
    .where("id", "=", id)
    .execute();
}

export interface ImportSummary {
  daysImported: number;
  /** Days whose stored values (or journal answers) the import inserted or changed. */
  daysChanged: number;
  recordsImported: number;
  firstDate: string | null;
  lastDate: string | null;
  daysPerMetric: Partial<Record<DataImportMetric, number>>;
  skipped: DataImportSkip[];
}

/** Marks the import done; false when its row is gone (the user erased their data meanwhile). */
export async function markImportDone(
  db: Pick<AppDatabase, "updateTable">,
  id: string,
  summary: ImportSummary,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("data_imports")
    .set({
      status: "done",
      progress: 1,
      stored_file: null,
      days_imported: summary.daysImported,
      days_changed: summary.daysChanged,
      records_imported: summary.recordsImported,
      first_date: summary.firstDate,
      last_date: summary.lastDate,
      days_per_metric: toJsonColumn(summary.daysPerMetric),
      skipped: toJsonColumn(summary.skipped),
      message: null,
      updated_at: now,
      finished_at: now,
    })
    .where("id", "=", id)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
