// Each user's narrator choice (docs/decisions/027-language-model-narrator.md), in its own table:
// no row means both off. The account's deletion removes the row (foreign key cascade).
import type { NarratorChoice } from "@evenkeel/contracts";
import type { NarratorChoiceRepository } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";

const OFF: NarratorChoice = { enabled: false, allow_notes: false };

export async function getNarratorChoice(db: AppDatabase, userId: string): Promise<NarratorChoice> {
  const row = await db
    .selectFrom("narrator_settings")
    .select(["enabled", "allow_notes"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { enabled: row.enabled === 1, allow_notes: row.allow_notes === 1 } : OFF;
}

export async function saveNarratorChoice(
  db: AppDatabase,
  userId: string,
  choice: NarratorChoice,
  now: string,
): Promise<NarratorChoice> {
  const values = { enabled: choice.enabled ? 1 : 0, allow_notes: choice.allow_notes ? 1 : 0 } as const;
  await db
    .insertInto("narrator_settings")
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...values, updated_at: now }))
    .execute();
  return getNarratorChoice(db, userId);
}

export function narratorChoicesRepository(db: AppDatabase): NarratorChoiceRepository {
  return {
    get: (userId) => getNarratorChoice(db, userId),
    save: (userId, choice, now) => saveNarratorChoice(db, userId, choice, now),
  };
}
