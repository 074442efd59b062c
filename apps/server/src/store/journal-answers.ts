// A wearable journal's answers (ill, alcohol, travel …) per user, source, day and question, as
// the score reads them (docs/score.md). Written by a WHOOP export's import and by restoring an
// Evenkeel export (docs/exports.md), the same way: an answer already stored as it is stays
// untouched, so importing the same file twice changes nothing and raises no data version.
import type { AppDatabase } from "../db/database.ts";

export interface JournalAnswer {
  date: string;
  question: string;
  /** true yes, false no, null not answered. */
  answeredYes: boolean | null;
  notes: string | null;
}

export async function saveJournalAnswers(
  db: AppDatabase,
  userId: string,
  source: string,
  answers: readonly JournalAnswer[],
  at: string,
): Promise<Set<string>> {
  /** Dates with an answer inserted or changed: the same answers again change nothing. */
  const changed = new Set<string>();
  for (const answer of answers) {
    const values = {
      answered_yes: answer.answeredYes === null ? null : answer.answeredYes ? (1 as const) : (0 as const),
      notes: answer.notes,
    };
    const result = await db
      .insertInto("journal_answers")
      .values({
        user_id: userId,
        source,
        date: answer.date,
        question: answer.question,
        ...values,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict
          .columns(["user_id", "source", "date", "question"])
          .doUpdateSet({ ...values, updated_at: at })
          .where((eb) =>
            eb.or([
              eb("journal_answers.answered_yes", "is distinct from", values.answered_yes),
              eb("journal_answers.notes", "is distinct from", values.notes),
            ]),
          ),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) changed.add(answer.date);
  }
  return changed;
}
