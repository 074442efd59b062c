// What Evenkeel says about a Google Health connection (Fitbit and Pixel Watch): a Google
// account without Fitbit data, and the 7-day grants of an app Google has not verified
// (docs/wearables.md, "Google Health").

/** Why a sync saved nothing: the Google account has no Fitbit data (ACCOUNT_NOT_LINKED). */
export const GOOGLE_ACCOUNT_NOT_LINKED =
  "this Google account has no Fitbit or Pixel Watch data. Reconnect with the Google account your Fitbit app uses";

/** Settings and reminders: the date a grant of an app in Google's Testing status ends. */
export function googleGrantLapsesOn(longDate: string): string {
  return `Google ends this connection on ${longDate}, because this server's Google app is in Testing. Reconnect before then to keep syncing; it takes one tap.`;
}

/** The reminder's title and its one-line body (e-mail, push). */
export const GOOGLE_GRANT_LAPSING_TITLE = "Reconnect Google Health";
export function googleGrantLapsingBody(longDate: string): string {
  return `Your Google Health connection ends on ${longDate}. Open Evenkeel's Settings and tap Reconnect to keep your Fitbit data syncing.`;
}

/** The button that starts the flow again for a connection that is about to lapse or has lapsed. */
export const RECONNECT_BUTTON = "Reconnect";
