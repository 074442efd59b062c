// What an export of one account starts from: its store, its names and time zone, its preferred
// sources, the time.
import type { DataStore } from "../router/ports.ts";
import type { ExportSource } from "./export-file.ts";

export async function exportSourceFor(
  store: DataStore,
  userId: string,
  exportedAt: string,
): Promise<ExportSource> {
  const [user, timeZone, sources, preferences] = await Promise.all([
    store.users.get(userId),
    store.users.timeZone(userId),
    store.sources.get(userId),
    store.preferences.get(userId),
  ]);
  return {
    archive: store.archive,
    userId,
    exportedAt,
    account: {
      first_name: user?.user_metadata.first_name ?? null,
      last_name: user?.user_metadata.last_name ?? null,
      time_zone: timeZone,
    },
    metricSources: sources.metrics.flatMap((row) =>
      row.preferred ? [{ metric: row.metric, source: row.preferred }] : [],
    ),
    // Notification preferences; push browsers and check-in links are credentials, not exported.
    preferences,
  };
}
