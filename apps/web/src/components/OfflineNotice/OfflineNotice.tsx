// Above a signed-in page while the browser is offline (docs/decisions/047-offline-reading-and-check-in.md):
// the page shows what was kept on the device, marked with the time it was current (the oldest
// of the answers on screen), or says that nothing was kept for it.
import { OFFLINE_NOTHING_KEPT, offlineShowingAsOf } from "@evenkeel/contracts";
import { onlineManager, type Query, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { localDateTime, localDayOf, timeOfDay } from "../../dates/formatDates";
import { todayIso } from "../../dates/today";
import { useSessionKind } from "../../session/sessionKind";
import { Notice } from "../Notice/Notice";
import * as styles from "./OfflineNotice.css";

/** Offline, as TanStack Query knows it (it pauses queries on the same signal). */
export function useOffline(): boolean {
  return !useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

/** A signed-in person offline: buttons that need the server are disabled (the demo needs none). */
export function useServerOutOfReach(): boolean {
  const offline = useOffline();
  return useSessionKind() === "signed-in" && offline;
}

/** The session's own queries (who is signed in) are not the page's data. */
function onScreen(query: Query): boolean {
  const [path] = query.queryKey;
  return query.getObserversCount() > 0 && !query.isDisabled() && !(Array.isArray(path) && path[0] === "auth");
}

/** "oldest dataUpdatedAt|a query on screen has no answer", as a string so it compares by value. */
function screenState(queries: Query[]): string {
  const shown = queries.filter(onScreen);
  const times = shown
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.state.dataUpdatedAt);
  const missing = shown.some((query) => query.state.data === undefined);
  return `${times.length > 0 ? Math.min(...times) : 0}|${missing}`;
}

function currentAt(at: number): string {
  const instant = new Date(at).toISOString();
  return localDayOf(instant) === todayIso() ? timeOfDay(instant) : localDateTime(instant);
}

export function OfflineNotice() {
  const offline = useOffline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const state = useSyncExternalStore(subscribe, () => screenState(cache.getAll()));
  if (!offline) return null;
  const [at, missing] = state.split("|");
  const nothingKept = missing === "true" || Number(at) === 0;
  return (
    <div className={styles.root}>
      <Notice tone="info">
        {nothingKept ? OFFLINE_NOTHING_KEPT : offlineShowingAsOf(currentAt(Number(at)))}
      </Notice>
    </div>
  );
}
