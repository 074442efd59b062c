// Saves a provider's mapped days: one transaction per batch, the provider's own day per (user,
// date, source) and the resolved day the screens read, each only touched when a value changed
// (a repeated sync changes nothing; store/source-metrics.ts), and the day notes
// (score pending, calibrating) beside them. No HTTP call happens in here (docs/security.md #17).
import type { AppDatabase } from "../../db/database.ts";
import { saveSourceDays } from "../../store/source-metrics.ts";
import type { ProviderDay } from "./provider-adapter.ts";

export interface WriteResult {
  /** Days received and stored (changed or not). */
  saved: number;
  /** Dates whose row was inserted or changed, oldest first. */
  changedDates: string[];
}

export async function writeMappedDays(
  db: AppDatabase,
  target: { userId: string; connectionId: string; source: string },
  days: readonly ProviderDay[],
  nowMs: number,
): Promise<WriteResult> {
  if (days.length === 0) return { saved: 0, changedDates: [] };
  const nowIso = new Date(nowMs).toISOString();
  const dates = days.map((day) => day.values.date);

  const changedDates = await db.transaction().execute(async (trx) => {
    const changed = await saveSourceDays(
      trx,
      target.userId,
      target.source,
      days.map((day) => ({ values: day.values, hrvMeasure: day.hrvMeasure, stress: day.stress ?? null })),
      nowIso,
    );
    await trx
      .deleteFrom("wearable_day_notes")
      .where("connection_id", "=", target.connectionId)
      .where("date", "in", dates)
      .execute();
    const notes = days
      .filter((day) => day.scorePending || day.userCalibrating)
      .map((day) => ({
        connection_id: target.connectionId,
        date: day.values.date,
        score_pending: day.scorePending ? (1 as const) : (0 as const),
        user_calibrating: day.userCalibrating ? (1 as const) : (0 as const),
        updated_at: nowIso,
      }));
    if (notes.length > 0) await trx.insertInto("wearable_day_notes").values(notes).execute();
    return changed;
  });

  return { saved: days.length, changedDates };
}

/** Dates of this connection still waiting for the provider's score, no older than `sinceDate`. */
export async function pendingDates(
  db: AppDatabase,
  connectionId: string,
  sinceDate: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("wearable_day_notes")
    .select("date")
    .where("connection_id", "=", connectionId)
    .where("score_pending", "=", 1)
    .where("date", ">=", sinceDate)
    .execute();
  return rows.map((row) => row.date);
}
