// Scoring through the ports: read the history the home's scoring rule needs, run it, store
// the result. Used by the burnout and dashboard procedures, and by rescoring.ts after every
// change to moods or metrics; queries only read (readScore), mutations store. The personal
// signals read the same history (readScoringHistory).
import type { BurnoutScore } from "@evenkeel/contracts";
import { addDays } from "../../dates/calendar-date.ts";
import type { ScoredDay, ScoringMood, ScoringRecord } from "../../scoring/scoring-rule.ts";
import type { RouterPorts } from "../ports.ts";

/** What a score reads of `from`…`to`, oldest first: the metrics' and moods' scoring columns. */
export async function readScoringHistory(
  ports: RouterPorts,
  userId: string,
  from: string,
  to: string,
): Promise<{ records: ScoringRecord[]; moods: ScoringMood[] }> {
  const [records, moods] = await Promise.all([
    ports.store.metrics.scoringDays(userId, from, to),
    ports.store.moods.scoringDays(userId, from, to),
  ]);
  return { records, moods };
}

/** Reads the history the rule needs and scores `from`…`to`; days without data are left out. */
async function computeDays(
  ports: RouterPorts,
  userId: string,
  from: string,
  to: string,
): Promise<ScoredDay[]> {
  if (to < from) return [];
  const { records, moods } = await readScoringHistory(
    ports,
    userId,
    addDays(from, -ports.scoring.historyDays),
    to,
  );
  if (records.length === 0 && moods.length === 0) return [];
  return ports.scoring.scoreDays({ from, to, records, moods });
}

/**
 * Scores every day from `from` to `to` that has data to score and stores the results;
 * returns them oldest first. Days with no data in their look-back are not stored.
 */
export async function rescoreDays(
  ports: RouterPorts,
  userId: string,
  from: string,
  to: string,
): Promise<BurnoutScore[]> {
  const results = await computeDays(ports, userId, from, to);
  if (results.length === 0) return [];
  return ports.store.scores.upsertMany(userId, results, ports.clock.now());
}

/** The stored score of `date`, computed and stored first when missing. Null with no data. */
export async function ensureScore(
  ports: RouterPorts,
  userId: string,
  date: string,
): Promise<BurnoutScore | null> {
  const stored = await ports.store.scores.get(userId, date);
  if (stored) return stored;
  const [score] = await rescoreDays(ports, userId, date, date);
  return score ?? null;
}

/** Id of a score computed for reading only; no call takes a score id, so it never comes back. */
export function unstoredScoreId(date: string): string {
  return `unstored-${date}`;
}

/**
 * For queries, which never write (docs/security.md): the stored score of `date`, or one computed
 * from the data without storing it. Null with no data.
 */
export async function readScore(
  ports: RouterPorts,
  userId: string,
  date: string,
): Promise<BurnoutScore | null> {
  const stored = await ports.store.scores.get(userId, date);
  if (stored) return stored;
  const [result] = await computeDays(ports, userId, date, date);
  if (!result) return null;
  return { ...result, id: unstoredScoreId(date), user_id: userId, calculated_at: ports.clock.now() };
}
