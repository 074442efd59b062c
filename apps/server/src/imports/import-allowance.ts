// What one account may upload for import (docs/security.md, "Imports"): one import waiting or
// running at a time, so imports take turns between users in upload order and nobody's queue
// of files holds everyone else's; and at most a daily allowance of bytes, counted over the
// last 24 hours of accepted uploads, so one account cannot fill the server's disk or keep
// its one import runner busy.
import { AppError, DATA_IMPORT_ALREADY_ACTIVE, dataImportDailyAllowance } from "@evenkeel/contracts";
import type { AppDatabase } from "../db/database.ts";
import { immediateTransaction, type Transaction } from "../identity/immediate-transaction.ts";
import { activeImportOf, uploadsSince } from "../store/data-imports.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ImportAllowance {
  /** Bytes this upload may still carry. */
  remainingBytes: number;
  /** The error for an upload that passes `remainingBytes` while it streams. */
  overAllowance(): AppError;
}

/**
 * Users whose upload is arriving in this process: a second upload is refused before a byte
 * of it is read. (Across processes the check at the end, in one transaction, decides.)
 */
const arriving = new Set<string>();

/** Refuses (409, 429) before the body is read; else marks the user's upload as arriving. */
export async function admitUpload(
  db: AppDatabase,
  userId: string,
  nowIso: string,
  dailyBytes: number,
): Promise<ImportAllowance> {
  if (arriving.has(userId) || (await activeImportOf(db, userId)))
    throw new AppError("CONFLICT", DATA_IMPORT_ALREADY_ACTIVE);
  const allowance = await allowanceOf(db, userId, nowIso, dailyBytes);
  if (allowance.remainingBytes <= 0) throw allowance.overAllowance();
  arriving.add(userId);
  return allowance;
}

/** The upload ended (stored, refused or abandoned). */
export function uploadEnded(userId: string): void {
  arriving.delete(userId);
}

/**
 * Runs `insert` only if the user still has no import waiting or running and the file fits the
 * allowance, in one write transaction, so two processes cannot both queue one.
 */
export function queueWithinAllowance(
  db: AppDatabase,
  userId: string,
  nowIso: string,
  dailyBytes: number,
  fileBytes: number,
  insert: (trx: Transaction) => Promise<void>,
): Promise<void> {
  return immediateTransaction(db, async (trx) => {
    if (await activeImportOf(trx, userId)) throw new AppError("CONFLICT", DATA_IMPORT_ALREADY_ACTIVE);
    const allowance = await allowanceOf(trx, userId, nowIso, dailyBytes);
    if (fileBytes > allowance.remainingBytes) throw allowance.overAllowance();
    await insert(trx);
  });
}

async function allowanceOf(
  db: Pick<AppDatabase, "selectFrom">,
  userId: string,
  nowIso: string,
  dailyBytes: number,
): Promise<ImportAllowance> {
  const now = Date.parse(nowIso);
  const uploads = await uploadsSince(db, userId, new Date(now - DAY_MS).toISOString());
  const used = uploads.reduce((sum, upload) => sum + upload.file_bytes, 0);
  return {
    remainingBytes: dailyBytes - used,
    overAllowance() {
      // Room comes back as the oldest uploads of the window leave it; an upload that needs
      // more than that waits for the first of them at least.
      const oldest = uploads[0] ? Date.parse(uploads[0].created_at) : now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + DAY_MS - now) / 1000));
      return new AppError("TOO_MANY_REQUESTS", dataImportDailyAllowance(dailyBytes, retryAfterSeconds), {
        retryAfterSeconds,
      });
    },
  };
}
