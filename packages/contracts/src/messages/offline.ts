// What a signed-in screen says without a connection (docs/decisions/047-offline-reading-and-check-in.md).
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

/** The screen shows the answers kept on the device; `when` is "2:05 PM", or a date and time when not today. */
export function offlineShowingAsOf(when: string): string {
  return `Offline — showing what was current at ${when}. You can log your mood; other changes need a connection.`;
}
export const OFFLINE_NOTHING_KEPT =
  "Offline — this page was not opened online on this device yet, so there is nothing to show. It loads when you're online.";
/** The title of a button that needs the server, while offline. */
export const OFFLINE_NEEDS_CONNECTION = "Needs a connection";
