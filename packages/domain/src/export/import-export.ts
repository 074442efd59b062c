// Importing an export into the signed-in account (docs/exports.md): the rows are restored as
// they were (dates, times, scores and their versions); the account's own names and e-mail stay.
import { type ImportResult, importCompleted } from "@evenkeel/contracts";
import type { DataStore } from "../router/ports.ts";
import { readExportFile } from "./read-export.ts";

export async function importExportFile(
  store: DataStore,
  userId: string,
  bytes: Uint8Array,
  now: string,
): Promise<ImportResult> {
  const document = readExportFile(bytes);
  const counts = await store.archive.restore(userId, {
    health_metrics: document.health_metrics,
    moods: document.moods,
    burnout_scores: document.burnout_scores,
    insights: document.insights,
  });
  // The preferred sources go in once their days are there; a source the restored days do not
  // have for that metric is left out, as choosing it would be (docs/decisions/031).
  for (const { metric, source } of document.metric_sources) {
    await store.sources.choose(userId, metric, source, now);
  }
  return { message: importCompleted(counts), counts };
}
