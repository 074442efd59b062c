// Runs file imports in the background on the server's one job runner (jobs/job-runner.ts,
// docs/decisions/036): each pass takes the oldest queued (or interrupted) import, reads its file
// as a stream while storing its progress (share of bytes parsed) now and then, and writes
// everything in ONE transaction at the end — the source's days (store/source-metrics.ts decides
// what the screens show), the journal answers and the summary — so a failed or interrupted import
// leaves the user's data as it was. The days it changed are then queued for the history-rescoring
// job, whose progress History (and Settings) shows. docs/decisions/032-file-imports.md.
//
// An upload waits in DATA_DIR/imports, so only a process that sees that folder can import it.
// The folder carries an id of its own (a file made once), every stored upload's name starts
// with it, and the pass is one recurring job per folder (`imports.pass:<id>`): processes that
// share a DATA_DIR share the job and take turns, exactly once; a process with another DATA_DIR
// never claims an upload it cannot read. docs/operations.md says what that means for operators.
import { readdir } from "node:fs/promises";
import path from "node:path";
import {
  DATA_IMPORT_INTERRUPTED,
  DATA_IMPORT_STOPPED_TWICE,
  type DataImportSkipReason,
} from "@evenkeel/contracts";
import { type RouterPorts, rescoreChange, userToday } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { DataImportRow } from "../db/schema.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import type { Logger } from "../logger.ts";
import {
  countImportInterruption,
  type ImportSummary,
  markImportDone,
  markImportFailed,
  markImportRunning,
  nextDataImport,
  recordImportProgress,
  requeueImport,
  storedImportFiles,
} from "../store/data-imports.repository.ts";
import { saveJournalAnswers } from "../store/journal-answers.ts";
import { saveSourceDays } from "../store/source-metrics.ts";
import { parsePriority } from "./apple-health/format.ts";
import { inspectExport, readExport } from "./export-file.ts";
import {
  ALL_METRIC_COLUMNS,
  daysPerMetric,
  ImportInputError,
  ImportStopped,
  type ParsedImport,
} from "./imported-days.ts";
import { FOLDER_ID_FILE, IMPORT_JOB_PREFIX, importsDir, importsFolderId } from "./imports-folder.ts";
import { lastChangeMs, removeStored, storedParts } from "./stored-upload.ts";
import { DEFAULT_ZIP_CAPS, type ZipCaps } from "./zip-file.ts";

export interface ImportRunnerDeps {
  db: AppDatabase;
  ports: RouterPorts;
  dataDir: string;
  logger: Pick<Logger, "info" | "error" | "warn">;
}

export interface ImportRunnerOptions {
  caps?: ZipCaps;
  /** Between passes (default 60 s); an upload makes the pass due at once. */
  tickMs?: number;
  firstTickMs?: number;
  /** Least time between two progress writes (default 500 ms). */
  progressEveryMs?: number;
  /** An unreferenced file in the imports folder older than this is removed (default 15 min). */
  orphanAfterMs?: number;
}

export interface ImportJob {
  /** The job kind of this folder's pass. */
  readonly kind: string;
  /** Makes the pass due now (an upload calls this). */
  wake(): Promise<void>;
}

class ImportGone extends Error {}

/** The interruption that ends an import as failed (docs/security.md, "Imports"). */
export const MAX_INTERRUPTIONS = 2;

export function scheduleImports(
  runner: JobRunner,
  deps: ImportRunnerDeps,
  options: ImportRunnerOptions = {},
): ImportJob {
  const { db, ports, logger } = deps;
  const folderId = importsFolderId(deps.dataDir);
  const kind = `${IMPORT_JOB_PREFIX}:${folderId}`;
  const caps = options.caps ?? DEFAULT_ZIP_CAPS;
  const progressEveryMs = options.progressEveryMs ?? 500;
  const orphanAfterMs = options.orphanAfterMs ?? 15 * 60_000;
  const now = () => ports.clock.now();

  async function runImport(row: DataImportRow, stopping: () => boolean): Promise<void> {
    await markImportRunning(db, row.id, now());
    // A folder (or, stored before several files were taken, a file); never the imports folder itself.
    const file = row.stored_file ? path.join(importsDir(deps.dataDir), row.stored_file) : null;
    const removeUpload = () => (file ? removeStored(file) : Promise.resolve());
    let lastWrite = 0;
    let lastShare = 0;
    let writing: Promise<void> | null = null;
    const onProgress = (share: number) => {
      const at = Date.now();
      if (writing || at - lastWrite < progressEveryMs || share - lastShare < 0.005) return;
      lastWrite = at;
      lastShare = share;
      writing = recordImportProgress(db, row.id, share, now())
        .catch((error: unknown) =>
          logger.warn({ err: error, importId: row.id }, "imports: progress not saved"),
        )
        .finally(() => {
          writing = null;
        });
    };
    try {
      if (!file) throw new ImportInputError(DATA_IMPORT_INTERRUPTED);
      // One file or several, read as one upload (export-file.ts).
      const parts = await storedParts(file, row.file_name);
      const parsed = await readExport(parts, await inspectExport(parts), {
        priority: parsePriority(row.source_priority),
        nowMs: Date.parse(now()),
        caps,
        onProgress,
        stopping,
      });
      await writing;
      const changed = await writeImport(row, parsed);
      await removeUpload();
      logger.info(
        { importId: row.id, kind: parsed.kind, days: parsed.days.size, changed: changed.length },
        "imports: done",
      );
      if (changed.length > 0) await queueRescoring(row.user_id, changed);
    } catch (error) {
      await writing;
      if (error instanceof ImportStopped) {
        // A clean shutdown: resumed from the start after the restart, and not counted.
        await requeueImport(db, row.id, now());
        return;
      }
      if (error instanceof ImportGone) {
        await removeUpload();
        return;
      }
      const message = error instanceof ImportInputError ? error.detail : DATA_IMPORT_INTERRUPTED;
      if (!(error instanceof ImportInputError))
        logger.error({ err: error, importId: row.id }, "imports: failed");
      await markImportFailed(db, row.id, message, now());
      await removeUpload();
    }
  }

  /** The source's days (the file's metrics over what is stored), journal answers and summary, at once. */
  async function writeImport(row: DataImportRow, parsed: ParsedImport): Promise<string[]> {
    const at = now();
    const dates = [...parsed.days.keys()].sort();
    const journalDates = parsed.journal.map((answer) => answer.date);
    const allDates = [...dates, ...journalDates].sort();
    const summary: Omit<ImportSummary, "daysChanged"> = {
      daysImported: new Set([...dates, ...journalDates]).size,
      recordsImported: parsed.records,
      firstDate: allDates[0] ?? null,
      lastDate: allDates[allDates.length - 1] ?? null,
      daysPerMetric: daysPerMetric(parsed),
      skipped: [
        ...[...parsed.skipped.entries()]
          .filter(([, count]) => count > 0)
          .map(([reason, count]) => ({ reason: reason as DataImportSkipReason, count })),
        // Columns a newer app version writes, named (docs/wearables.md "WHOOP data export").
        ...(parsed.ignoredColumns?.length
          ? [
              {
                reason: "other_columns" as const,
                count: parsed.ignoredColumns.length,
                names: parsed.ignoredColumns.slice(0, 200).map((name) => name.slice(0, 300)),
              },
            ]
          : []),
      ],
    };
    return db.transaction().execute(async (trx) => {
      const stored = new Map<string, Record<string, unknown>>();
      for (let index = 0; index < dates.length; index += 500) {
        const rows = await trx
          .selectFrom("source_daily_metrics")
          .selectAll()
          .where("user_id", "=", row.user_id)
          .where("source", "=", parsed.kind)
          .where("date", "in", dates.slice(index, index + 500))
          .execute();
        for (const found of rows) stored.set(found.date, found);
      }
      const days = dates.map((date) => {
        const fromFile = parsed.days.get(date) ?? {};
        const before = stored.get(date);
        const values = { date } as Record<string, unknown>;
        for (const column of ALL_METRIC_COLUMNS) {
          values[column] = parsed.provided.has(column)
            ? (fromFile[column] ?? null)
            : (before?.[column] ?? null);
        }
        const hrvFromFile = parsed.provided.has("hrv");
        const measure = hrvFromFile
          ? parsed.hrvMeasure
          : ((before?.hrv_measure as typeof parsed.hrvMeasure) ?? parsed.hrvMeasure);
        return { values: values as never, hrvMeasure: measure, stress: null };
      });
      const written = new Set<string>();
      const changed = await saveSourceDays(trx, row.user_id, parsed.kind, days, at, written);
      const answered = await saveJournalAnswers(trx, row.user_id, parsed.kind, parsed.journal, at);
      // The same file again writes nothing: the summary says so (docs/wearables.md "Imports").
      const daysChanged = new Set([...written, ...answered]).size;
      if (!(await markImportDone(trx, row.id, { ...summary, daysChanged }, at))) throw new ImportGone();
      return changed;
    });
  }

  /** The days an import wrote, and every later day they can move, go to the rescoring queue. */
  async function queueRescoring(userId: string, changed: string[]): Promise<void> {
    const sorted = [...changed].sort();
    const change = { from: sorted[0] as string, to: sorted[sorted.length - 1] as string };
    const today = await userToday(ports, { userId, sessionId: "" }, { ip: null, timeZone: null });
    await rescoreChange(ports, userId, change, today, "background");
  }

  async function sweepOrphans(): Promise<void> {
    const dir = importsDir(deps.dataDir);
    const names = await readdir(dir).catch(() => [] as string[]);
    if (names.length === 0) return;
    const needed = await storedImportFiles(db);
    for (const name of names) {
      if (needed.has(name) || name === FOLDER_ID_FILE) continue;
      // An upload's folder by its newest file: one still arriving is never taken for an orphan.
      const changed = await lastChangeMs(path.join(dir, name));
      if (changed !== null && Date.now() - changed > orphanAfterMs) await removeStored(path.join(dir, name));
    }
  }

  /**
   * An import found running was cut short by a process that died, perhaps because of the file
   * itself: taken up again once, and failed at the second interruption, so a file that kills
   * the server cannot do so after every restart (docs/security.md, "Imports").
   */
  async function resumeOrGiveUp(row: DataImportRow): Promise<boolean> {
    const interruptions = await countImportInterruption(db, row.id, now());
    if (interruptions < MAX_INTERRUPTIONS) {
      logger.warn({ importId: row.id, interruptions }, "imports: resuming an interrupted import");
      return true;
    }
    logger.error(
      { importId: row.id, userId: row.user_id, kind: row.kind, fileBytes: row.file_bytes, interruptions },
      "imports: an upload stopped the import twice; marked failed and its file removed",
    );
    if (row.stored_file) await removeStored(path.join(importsDir(deps.dataDir), row.stored_file));
    await markImportFailed(db, row.id, DATA_IMPORT_STOPPED_TWICE, now());
    return false;
  }

  async function pass(stopping: () => boolean): Promise<void> {
    while (!stopping()) {
      const next = await nextDataImport(db, folderId);
      if (!next) break;
      if (next.status === "running" && !(await resumeOrGiveUp(next))) continue;
      await runImport(next, stopping);
    }
    if (!stopping()) await sweepOrphans();
  }

  runner.recurring(kind, async ({ stopping }) => void (await pass(stopping)), {
    firstMs: options.firstTickMs ?? 2_000,
    everyMs: options.tickMs ?? 60_000,
  });

  return { kind, wake: () => runner.wake(kind) };
}
