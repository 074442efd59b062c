// Connecting, syncing and choosing the sources of wearables.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import { countOf } from "../plurals.ts";
// Wearable (docs/screens.md); `name` is the display name, e.g. "WHOOP"
export function wearableNotConnected(name: string): string {
  return `${name} not connected`;
}
export function connectFailed(name: string): string {
  return `Failed to connect to ${name}`;
}
export function disconnectFailed(name: string): string {
  return `Failed to disconnect ${name}`;
}
export function disconnectedSuccessfully(name: string): string {
  return `${name} account disconnected successfully`;
}
export function disconnectConfirm(name: string): string {
  return `Are you sure you want to disconnect your ${name} account?`;
}
export function callbackAuthorizationFailed(name: string, reason: string): string {
  return `${name} authorization failed: ${reason}`;
}
/**
 * A plain sentence under "{wearable} authorization failed: {reason}" for the
 * reasons OAuth 2.0 (RFC 6749 §4.1.2.1) names; null for any other reason.
 */
export function authorizationFailureExplained(name: string, reason: string): string | null {
  switch (reason) {
    case "access_denied":
      return "You chose not to allow access.";
    case "server_error":
    case "temporarily_unavailable":
      return `${name} could not answer just now. Please try connecting again in a few minutes.`;
    case "invalid_scope":
    case "unauthorized_client":
    case "invalid_request":
    case "unsupported_response_type":
      return `${name} did not accept this server's app settings. The person who runs this server can check them.`;
    default:
      return null;
  }
}
/**
 * The redirect address the browser sent is not {PUBLIC_URL}/settings/{provider}/callback: the
 * app was opened at another address than PUBLIC_URL. Says what to set.
 */
export function publicUrlMismatch(publicUrl: string, openedAt: string | null): string {
  const where = openedAt ? `at ${openedAt}` : "at another address";
  return `Evenkeel is open ${where}, but this server's PUBLIC_URL is ${publicUrl}. Open Evenkeel at ${publicUrl}, or set PUBLIC_URL=${openedAt ?? "the address you browse to"} and restart the server.`;
}
export function noAuthorizationCode(name: string): string {
  return `No authorization code received from ${name}`;
}
export function connectingTo(name: string): string {
  return `Connecting to ${name}...`;
}
export function connectedSuccessfully(name: string): string {
  return `Successfully connected to ${name}!`;
}
export function wearableNotConfigured(name: string): string {
  return `${name} is not configured on this server`;
}
/** The demo's wearables are simulated; a provider it does not simulate is named as such. */
export function demoWearableNotSimulated(name: string): string {
  return `In the demo, wearables are simulated, and ${name} is not one of them. Create an account to connect your ${name}`;
}
export const DEMO_NOT_SIMULATED_CHIP = "Not in the demo";
export function wearableUnreachable(name: string): string {
  return `${name} could not be reached. Please try again later.`;
}
export function wearableCodeRefused(name: string): string {
  return `${name} did not accept the authorization. Please try connecting again.`;
}
export function wearableSyncCompleted(name: string, days: number): string {
  return `Synced ${dayCount(days)} of ${name} data`;
}
/** A sync that stopped part-way: what was kept, and why the rest was not. */
export function wearableSyncIncomplete(name: string, saved: number, reason: string): string {
  const kept =
    saved > 0 ? `Saved ${dayCount(saved)} of ${name} data, but the rest failed` : `No ${name} data was saved`;
  return `${kept}: ${reason}. Please try syncing again later.`;
}
/** Data types a member did not share at consent, e.g. ["workouts", "stress"]. */
export function wearableDataNotShared(name: string, dataTypes: readonly string[]): string {
  return `Not shared by your ${name} account: ${dataTypes.join(", ")}. Reconnect and allow them to sync them.`;
}
function dayCount(count: number): string {
  return countOf(count, "day");
}
export const CONNECTION_FAILED = "Connection Failed";
/** Choosing a metric's source (docs/decisions/031): the source has no values of that metric. */
export const NO_DATA_FROM_SOURCE = "This source has no data for this metric yet.";

// Settings › Wearable Connection › Preferred sources (docs/decisions/031)
export const PREFERRED_SOURCES_TITLE = "Preferred sources";
export const PREFERRED_SOURCES_EXPLAINED =
  "When more than one source has data for a metric, each day shows and scores the value from the source you choose here, never an average of two devices. By default it is the source connected first; a day it missed is filled from the next one.";
export const PREFERRED_SOURCE_SAVED =
  "Preferred source saved. Your score history is being recalculated with it.";
export const PREFERRED_SOURCE_FAILED = "Failed to save the preferred source";
/** The option that follows the default order (the source connected first), naming the source it reads now. */
export function defaultSourceOption(sourceName: string | null): string {
  return sourceName ? `${sourceName} (connected first)` : "The source connected first";
}
/** How Settings names each metric a source can be chosen for. */
export const METRIC_SOURCE_LABELS = {
  recovery_score: "Recovery / Readiness",
  resting_hr: "Resting heart rate",
  hrv: "HRV",
  sleep_duration_minutes: "Sleep duration",
  sleep_quality_score: "Sleep quality",
  day_strain: "Strain",
  workout_count: "Workouts",
  steps: "Steps",
  stress: "Stress",
} as const;
export const WEARABLE_NEEDS_RECONNECT = "Your wearable connection has expired. Please reconnect.";
export const OAUTH_STATE_INVALID =
  "This connection link is invalid or has expired. Please try connecting again.";
