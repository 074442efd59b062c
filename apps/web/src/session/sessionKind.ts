// Who is using the app right now, derived from device storage (docs/screens.md).
import { useSyncExternalStore } from "react";
import { readAccessToken, readDemoFlag, subscribeToSession } from "./storage";

/** "demo" wins over a token: activating the demo clears tokens, so both only meet in a stale tab. */
export type SessionKind = "demo" | "signed-in" | "none";

export function readSessionKind(): SessionKind {
  if (readDemoFlag() === "active") return "demo";
  if (readAccessToken() !== null) return "signed-in";
  return "none";
}

/** The current session kind, re-rendering when this or another tab signs in or out. */
export function useSessionKind(): SessionKind {
  return useSyncExternalStore(subscribeToSession, readSessionKind, () => "none");
}
