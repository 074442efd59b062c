// Importing an export into the signed-in account (docs/exports.md): the rows are restored as
// they were (dates, times, scores and their versions); the account's own names and e-mail stay.
// Then the restored days go through the one rescoring mechanism (docs/decisions/042), like any
// other change to a user's data: a score the file carries is never trusted over the days it
// rests on. A day whose score comes out the same is not written again, so a file restored into
// an empty account reads back exactly as it was exported.
import {
  type ExportDocument,
  type ImportResult,
  importCompleted,
  preferencesSchema,
} from "@evenkeel/contracts";
import type { RouterPorts } from "../router/ports.ts";
import { rescoreChange } from "../router/services/rescoring.ts";
import { readExportFile } from "./read-export.ts";

export async function importExportFile(
  ports: RouterPorts,
  userId: string,
  bytes: Uint8Array,
  today: string,
): Promise<ImportResult> {
  return restoreExportDocument(ports, userId, readExportFile(bytes), today);
}

/** The first and last day the document has data for, or null when it has none. */
function restoredSpan(document: ExportDocument): { from: string; to: string } | null {
  const dates = [document.health_metrics, document.source_metrics, document.moods]
    .flatMap((rows) => rows.map((row) => row.date))
    .sort();
  return dates.length === 0 ? null : { from: dates[0] as string, to: dates[dates.length - 1] as string };
}

/** Restores a document readExportFile checked (the server reads it in a worker first). */
export async function restoreExportDocument(
  ports: RouterPorts,
  userId: string,
  document: ExportDocument,
  today: string,
): Promise<ImportResult> {
  const { store } = ports;
  const now = ports.clock.now();
  const counts = await store.archive.restore(userId, {
    health_metrics: document.health_metrics,
    source_metrics: document.source_metrics,
    moods: document.moods,
    burnout_scores: document.burnout_scores,
    insights: document.insights,
    journal_answers: document.journal_answers,
    imports: document.imports,
    alerts: document.alerts,
    metric_sources: document.metric_sources,
  });
  // The preferred sources go in once their days are there; a source the restored days do not
  // have for that metric is left out, as choosing it would be (docs/decisions/031). The
  // server's restore has written them already, so its days resolve once; this is the demo's.
  for (const { metric, source } of document.metric_sources) {
    await store.sources.choose(userId, metric, source, now);
  }
  // Preferences the file carries replace the account's, field by field; a file
  // from before them, or with fields this version does not know, leaves the rest as they are.
  const preferences = preferencesSchema.partial().safeParse(document.preferences ?? {});
  if (preferences.success) {
    const current = await store.preferences.get(userId);
    const merged = { ...current, ...preferences.data };
    // Importing the same file twice writes nothing the second time.
    if (JSON.stringify(merged) !== JSON.stringify(current)) await store.preferences.save(userId, merged, now);
  }
  // On the server the span goes to the rescoring queue (History shows its progress); the demo,
  // which has no queue, scores it at once.
  const span = restoredSpan(document);
  if (span) await rescoreChange(ports, userId, span, today, "background");
  return { message: importCompleted(counts), counts };
}
