// What the demo says of itself.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import { countOf } from "../plurals.ts";
// Demo mode (docs/screens.md)
export const DEMO_USER_NOT_FOUND = "Demo user not found";
export const DEMO_SIGNUP_UNAVAILABLE =
  "Signup is not available in demo mode. Please exit demo to create an account.";
export const DEMO_SIGNIN_UNAVAILABLE = "Signin is not available in demo mode.";
export const DEMO_CONFIRM_UNAVAILABLE =
  "Email confirmation is not available in demo mode. Please exit demo to confirm your account.";
export const DEMO_SESSION_NOT_REFRESHABLE = "The demo has no session to refresh.";
/** The demo cannot serve uploads (profile pictures are /api/uploads/… paths on a server). */
export const DEMO_PROFILE_PICTURE_UNAVAILABLE =
  "Profile pictures can't be uploaded in the demo. Create an account to add yours.";
/** The demo never leaves the browser, so it cannot reach the provider's sign-in page. */
export function demoWearableConnectUnavailable(name: string): string {
  return `The demo can't connect a real ${name} account. Use Reset Demo to restore the simulated connection, or create an account to connect yours.`;
}
export function demoSyncCompleted(name: string, days: number): string {
  // "Synced 0 days" read like a failure: nothing new is said as such.
  if (days === 0) return `Your simulated ${name} data is already up to date`;
  return `Synced ${countOf(days, "day")} of simulated ${name} data`;
}
