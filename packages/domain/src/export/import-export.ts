// Importing an export into the signed-in account (docs/exports.md): the rows are restored as
// they were (dates, times, scores and their versions); the account's own names and e-mail stay.
import {
  type ExportDocument,
  type ImportResult,
  importCompleted,
  preferencesSchema,
} from "@evenkeel/contracts";
import type { DataStore } from "../router/ports.ts";
import { readExportFile } from "./read-export.ts";

export async function importExportFile(
  store: DataStore,
  userId: string,
  bytes: Uint8Array,
  now: string,
): Promise<ImportResult> {
  return restoreExportDocument(store, userId, readExportFile(bytes), now);
}

/** Restores a document readExportFile checked (the server reads it in a worker first). */
export async function restoreExportDocument(
  store: DataStore,
  userId: string,
  document: ExportDocument,
  now: string,
): Promise<ImportResult> {
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
  return { message: importCompleted(counts), counts };
}
