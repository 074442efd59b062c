// Runs for the whole app: while a person is signed in (never in the demo, whose data lives on
// the device anyway), the answers their screens showed are kept for reading offline
// (keepReads.ts). When the session ends, by signing out or otherwise, they are forgotten.
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { readSessionKind, useSessionKind } from "../session/sessionKind";
import { tokenSubject } from "../session/tokenSubject";
import { closeDeviceStores } from "./deviceStores";
import { keepReads } from "./keepReads";
import { browserReadStore, READS_DATABASE } from "./readCache";

/** Deletes the kept answers' database (closing this tab's connections first, so nothing blocks it). */
export async function forgetKeptReads(): Promise<void> {
  await closeDeviceStores();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(READS_DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export function KeptReads() {
  const kind = useSessionKind();
  const queryClient = useQueryClient();
  const previousKind = useRef(kind);

  useEffect(() => {
    const ended = previousKind.current === "signed-in" && kind !== "signed-in";
    previousKind.current = kind;
    if (ended) void forgetKeptReads().catch(() => undefined);
    const userId = kind === "signed-in" ? tokenSubject() : null;
    if (!userId) return;
    return keepReads(queryClient, {
      store: browserReadStore,
      userId,
      stillTheirs: () => readSessionKind() === "signed-in" && tokenSubject() === userId,
      online: () => onlineManager.isOnline(),
      now: Date.now,
    });
  }, [kind, queryClient]);

  return null;
}
