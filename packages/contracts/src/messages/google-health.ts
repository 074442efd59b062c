// What Evenkeel says about a Google Health connection (Fitbit and Pixel Watch): a Google
// account without Fitbit data, and the 7-day grants of an app Google has not verified
// (docs/wearables.md, "Google Health").

/** Why a sync saved nothing: the Google account has no Fitbit data (ACCOUNT_NOT_LINKED). */
export const GOOGLE_ACCOUNT_NOT_LINKED =
  "this Google account has no Fitbit or Pixel Watch data. Reconnect with the Google account your Fitbit app uses";

/**
 * Settings: the date a provider ends its grant on its own (Google, for an app in its Testing
 * status: 7 days after consent). Reconnecting renews it.
 */
export function wearableAccessEndsOn(name: string, longDate: string): string {
  return `${name} ends this connection on ${longDate}, because this server's ${name} app is not verified yet. Reconnect before then to keep syncing: it takes one tap.`;
}

/** The reminder sent (push, e-mail) two days before a provider ends a grant: title and body. */
export function wearableAccessEndingTitle(name: string): string {
  return `Reconnect ${name}`;
}
export function wearableAccessEndingBody(name: string, longDate: string): string {
  return `${name} ends your connection on ${longDate}. Open Settings and tap Reconnect to keep your data syncing.`;
}
