// Auto-sync (docs/screens.md): when the dashboard's last sync is 6 hours old or more, one sync of
// every connected provider runs per page session. Success refreshes the dashboard and health queries (useWearableSync);
// a failure is only logged (docs/screens.md, "Silence").
import { AUTO_SYNC_THRESHOLD_HOURS, type WearableProvider } from "@evenkeel/contracts";
import { useEffect } from "react";
import { useWearableSync } from "../../api/useWearableSync";

const THRESHOLD_MS = AUTO_SYNC_THRESHOLD_HOURS * 60 * 60 * 1000;

// Module state lives as long as the page: a reload is a new page session.
let autoSyncStarted = false;

export function isSyncDue(lastSync: string | null, now: number = Date.now()): boolean {
  if (lastSync === null) return false;
  const at = Date.parse(lastSync);
  return Number.isFinite(at) && now - at >= THRESHOLD_MS;
}

export function useAutoSync(
  lastSync: string | null | undefined,
  connected: readonly WearableProvider[] | undefined,
): void {
  const { sync } = useWearableSync();
  const due = lastSync !== undefined && isSyncDue(lastSync);

  useEffect(() => {
    if (!due || autoSyncStarted || connected === undefined) return;
    autoSyncStarted = true;
    void (async () => {
      // One after the other: each provider has its own budget, but one browser need not race.
      for (const provider of connected) {
        await sync(provider).catch((error: unknown) =>
          console.error("Automatic wearable sync failed", error),
        );
      }
    })();
  }, [due, sync, connected]);
}
