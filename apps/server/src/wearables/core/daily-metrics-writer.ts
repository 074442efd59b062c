// Saves a provider's mapped days: one transaction per batch, an upsert per (user, date) that only
// touches a row whose values changed (a repeated sync changes nothing), and the day notes
// (score pending, calibrating) beside them. No HTTP call happens in here (SECURITY.md 17).
import { randomUUID } from "node:crypto";
import type { AppDatabase } from "../../db/database.ts";
import type { ProviderDay } from "./provider-adapter.ts";

const VALUE_COLUMNS = [
  "recovery_score",
  "resting_hr",
  "hrv",
  "sleep_duration_minutes",
  "sleep_quality_score",
  "day_strain",
  "workout_count",
] as const;

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
    const changed: string[] = [];
    for (const day of days) {
      const written = await trx
        .insertInto("health_metrics")
        .values({
          id: randomUUID(),
          user_id: target.userId,
          ...day.values,
          source: target.source,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) =>
          oc
            .columns(["user_id", "date"])
            .doUpdateSet((eb) => ({
              ...Object.fromEntries(VALUE_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
              source: eb.ref("excluded.source"),
              updated_at: eb.ref("excluded.updated_at"),
            }))
            .where((eb) =>
              eb.or([
                ...VALUE_COLUMNS.map((column) =>
                  eb(`health_metrics.${column}`, "is not", eb.ref(`excluded.${column}`)),
                ),
                eb("health_metrics.source", "is not", eb.ref("excluded.source")),
              ]),
            ),
        )
        .returning("date")
        .executeTakeFirst();
      if (written) changed.push(written.date);
    }

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

  return { saved: days.length, changedDates: changedDates.sort() };
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
