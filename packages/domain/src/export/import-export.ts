// Importing an export into the signed-in account (docs/exports.md): the rows are restored as
// they were (dates, times, scores and their versions); the account's own names and e-mail stay.
import { type ImportResult, importCompleted } from "@evenkeel/contracts";
import type { DataStore } from "../router/ports.ts";
import { readExportFile } from "./read-export.ts";

export async function importExportFile(
  store: DataStore,
  userId: string,
  bytes: Uint8Array,
): Promise<ImportResult> {
  const document = readExportFile(bytes);
  const counts = await store.archive.restore(userId, {
    health_metrics: document.health_metrics,
    moods: document.moods,
    burnout_scores: document.burnout_scores,
    insights: document.insights,
  });
  return { message: importCompleted(counts), counts };
}
