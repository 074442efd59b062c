// Honest sentences about missing data: what Evenkeel cannot say yet and how many more days
// would let it ("a trend needs 3 more days of sleep and recovery data").
import type { DataNeed } from "./data-needs.ts";
import { countOf } from "./display-format.ts";
import { listOf } from "./metric-wording.ts";

/** One sentence for all needs, e.g. "What Evenkeel cannot say yet: a trend needs …; …." */
export function dataNeedsParagraph(needs: readonly DataNeed[]): string | null {
  const clauses = [trendClause(needs), associationClause(needs), baselineClause(needs)].filter(
    (c): c is string => c !== null,
  );
  if (clauses.length === 0) return null;
  return `What Evenkeel cannot say yet: ${clauses.join("; ")}.`;
}

/** The same needs as a reason for the tracking recommendation. */
export function dataNeedsReason(needs: readonly DataNeed[]): string {
  const clauses = [trendClause(needs), associationClause(needs)].filter((c): c is string => c !== null);
  const sentence = clauses.join("; ");
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The largest number of days still missing, for a "next N days" timeframe. */
export function longestWait(needs: readonly DataNeed[]): number {
  return Math.max(0, ...needs.map((n) => n.missing));
}

function find(needs: readonly DataNeed[], purpose: DataNeed["purpose"], subject: DataNeed["subject"]) {
  return needs.find((n) => n.purpose === purpose && n.subject === subject);
}

function trendClause(needs: readonly DataNeed[]): string | null {
  const wearable = find(needs, "trend", "wearable");
  const mood = find(needs, "trend", "mood");
  const parts = [
    wearable ? `${countOf(wearable.missing, "more day")} of sleep and recovery data` : null,
    mood ? `${countOf(mood.missing, "more mood rating")}` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  const have = wearable ?? mood;
  return `a trend needs ${listOf(parts)} in this period (${have?.need} days with data; ${have?.have} so far)`;
}

function associationClause(needs: readonly DataNeed[]): string | null {
  const pairs = find(needs, "association", "sleep_and_mood");
  return pairs
    ? `a link between sleep and mood needs ${countOf(pairs.missing, "more day")} with both logged`
    : null;
}

function baselineClause(needs: readonly DataNeed[]): string | null {
  const wearable = find(needs, "baseline", "wearable");
  const mood = find(needs, "baseline", "mood");
  const parts = [
    wearable ? `${countOf(wearable.missing, "more day")} of wearable data` : null,
    mood ? `${countOf(mood.missing, "more mood rating")}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? `comparisons with your own normal need ${listOf(parts)}` : null;
}
