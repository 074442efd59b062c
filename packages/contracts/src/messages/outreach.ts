// Reminders, alerts, notifications, check-ins and missed days.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import { LOW_CONFIDENCE_BELOW } from "../constants.ts";
// Reaching out (docs/notifications.md). No text sent outside the app carries a health value.
export const LOCAL_TIME_INVALID = "Time must be HH:MM on a 24-hour clock";
export const PREFERENCES_TITLE = "Preferences";
export const PREFERENCES_SAVED = "Preferences saved.";
export const PREFERENCES_SAVE_FAILED = "Failed to save preferences. Please try again.";
export const REMINDER_LABEL = "Daily check-in reminder";
export const REMINDER_TIME_LABEL = "Reminder time";
export const CHANNEL_PUSH_LABEL = "This browser's notifications";
export const CHANNEL_EMAIL_LABEL = "E-mail";
export const ALERTS_LABEL = "Early-warning alerts";
export const QUIET_HOURS_LABEL = "Quiet hours";
export const WEEKLY_SUMMARY_EMAIL_LABEL = "Weekly summary e-mail";
export const INCLUDE_NUMBERS_LABEL = "Include numbers in e-mails";
export const PUSH_ENABLE = "Allow notifications here";
/** The browser (or the person, in its permission prompt) said no: where to allow it. */
export const PUSH_PERMISSION_REFUSED =
  'This browser refused notifications for Evenkeel. To allow them, open the site settings (the icon to the left of the address), set Notifications to Allow, then choose "Allow notifications here" again.';
/** Permission was given but the browser's push service would not subscribe. */
export const PUSH_SERVICE_REFUSED =
  "This browser could not subscribe to notifications: its push service refused. Check that notifications are allowed for this site in the browser's settings and that the browser is online, then try again.";
export const PREFERENCE_SAVED = "Saved";
export const PUSH_UNSUPPORTED = "This browser cannot receive notifications from Evenkeel.";
export const PUSH_SUBSCRIPTIONS_TITLE = "Browsers receiving notifications";
export const PUSH_SUBSCRIPTIONS_EMPTY = "No browser receives notifications yet.";
export const PUSH_SUBSCRIPTION_REMOVE = "Remove";
export const PUSH_SUBSCRIPTION_NOT_FOUND = "Browser subscription not found";
export const PUSH_ENDPOINT_NOT_HTTPS =
  "A push endpoint must be an https:// address of the browser's push service.";
export const PUSH_ENDPOINT_NOT_PUBLIC =
  "This push endpoint is not on the public internet, so Evenkeel will not send to it. Allow notifications in the browser again to get its push service's address.";
export const PUSH_ENDPOINT_TAKEN =
  "This browser already receives another account's notifications. Sign in to that account and remove it under Settings › Preferences, then allow notifications here again.";
export function pushSubscriptionsFull(max: number): string {
  return `${max} browsers already receive your notifications, the most one account can have. Remove one under Settings › Preferences, then allow notifications here again.`;
}
export const EMAIL_CHANNEL_UNAVAILABLE =
  "E-mail needs the server's SMTP_URL and MAIL_FROM, which are not set; ask whoever runs this server.";
export const NO_CHANNEL_YET =
  "Turn on a channel (this browser's notifications or e-mail) to receive reminders and alerts.";
export const DEMO_SENDS_NOTHING =
  "The demo keeps these preferences on this device and sends nothing: no e-mail, no notifications.";
/** The daily reminder: title and body of the notification, subject of the e-mail. */
export const REMINDER_TITLE = "How was today?";
export const REMINDER_BODY = "One tap logs today's mood.";
/** The early warning: the same words on every channel, and no health value. */
export const ALERT_NOTIFICATION_TITLE = "Evenkeel: time for a check on how you are doing";
export const ALERT_NOTIFICATION_BODY = "Open Evenkeel to see what changed.";
export const WEEKLY_SUMMARY_SUBJECT = "Evenkeel: your weekly summary is ready";
export const UNSUBSCRIBED =
  "You will not receive these e-mails any more. You can turn them back on in Settings.";
export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not valid. Nothing was changed; you can turn e-mails off in Settings › Preferences.";
/** The page an unsubscribe link opens: a question and a button; only the button changes anything. */
export const UNSUBSCRIBE_QUESTION = {
  reminder: "Stop the daily check-in reminder e-mails?",
  alert: "Stop the early-warning alert e-mails?",
  weekly: "Stop the weekly summary e-mails?",
} as const;
export const UNSUBSCRIBE_HINT =
  "Nothing changes until you press the button. You can turn these e-mails back on in Settings › Preferences.";
export const UNSUBSCRIBE_BUTTON = "Unsubscribe";
export const UNSUBSCRIBED_TITLE = "Unsubscribed";
export const UNSUBSCRIBE_LINK_INVALID_TITLE = "Link not valid";
export const UNSUBSCRIBE_OPEN_SETTINGS = "Open Settings";
export const CHECKIN_TITLE = "Check-in";
export const CHECKIN_PROMPT = "How was today?";
export const CHECKIN_LOGGED = "Mood logged. Add notes or tags if you like.";
/** The check-in page opened without a connection: a tap is kept on the device (docs/decisions/047-offline-reading-and-check-in.md). */
export const CHECKIN_OFFLINE =
  "You're offline. Your rating will be kept on this device and sent when you're online.";
export const CHECKIN_DETAILS_SAVED = "Saved. Thank you for checking in.";
export const CHECKIN_LINK_INVALID = "This check-in link is not valid. Nothing was changed.";
export const CHECKIN_LINK_USED =
  "This check-in link was already used. Nothing was changed; you can edit the day's mood in the app.";
export const CHECKIN_LINK_EXPIRED =
  "This check-in link has expired. Nothing was changed; you can log the day's mood in the app.";
/** The day already has a mood: the link asks before replacing it (notes and tags always stay). */
export function checkinAlreadyLogged(day: string, rating: number): string {
  return `You already logged ${rating}/10 for ${day}. A new rating replaces it; your notes and tags stay.`;
}
export function checkinWouldReplace(rating: number): string {
  return `This day already has a mood of ${rating}/10. Nothing was changed; confirm to replace the rating (notes and tags stay).`;
}
export function checkinReplaceWith(rating: number): string {
  return `Replace with ${rating}/10`;
}
export function checkinKeep(rating: number): string {
  return `Keep ${rating}/10`;
}
export function checkinKept(rating: number): string {
  return `Kept ${rating}/10. Nothing was changed; this link still works until it expires.`;
}
export function checkinWrongDate(linkDate: string): string {
  return `This check-in link is for ${linkDate}, not for the date asked. Nothing was changed.`;
}
export const ALERTS_TITLE = "Alert history";
export const ALERTS_EMPTY = "No alerts yet.";
export const ALERT_NOT_FOUND = "Alert not found";
export const ALERT_READ = "Alert dismissed.";
export const ALERT_BANNER = "Evenkeel: time for a check on how you are doing.";
export const ALERT_BANNER_OPEN = "See what changed";
export const ALERT_BANNER_DISMISS = "Dismiss";
export const ALERT_HELD_ILLNESS =
  "Held back: you tagged illness this week, which can move these signals on its own, so no alert was sent.";
export const ADD_MISSED_DAY = "Add a missed day";
export const MISSED_DAY_DATE_LABEL = "Date";
export const MISSED_DAY_CHOOSE_FIRST = "Choose the date first: rating and saving wait for it.";
export const MISSED_DAY_HEADING = "Log mood for a missed day";
export const MISSED_DAY_INTRO = "Pick the day you missed, then rate it. Notes are optional.";
export const MISSED_DAY_CANCEL = "Cancel";
/** The date field's hint; both dates in the app's date format ("Oct 29, 2026"). */
export function missedDayRange(earliest: string, latest: string): string {
  return `Any day from ${earliest} to ${latest}.`;
}
/** Under a mood added on a later day (a missed day): when it was added, and for which day. */
export function moodAddedLater(addedOn: string, time: string, forDay: string): string {
  return `Added ${addedOn} at ${time}, for ${forDay}`;
}
export function moodLoggedAt(time: string): string {
  return `Logged at ${time}`;
}
export function missedDayOutOfRange(days: number): string {
  return `Choose a date within the last ${days} days.`;
}
export const REMINDER_HINT =
  "Once a day at this time, only on days without a mood yet, never during quiet hours. A reminder missed while the server was down is sent only the same day.";
export const CHANNEL_PUSH_HINT = "Notifications on this device, even when Evenkeel is closed.";
export const CHANNEL_EMAIL_HINT =
  "E-mails to your account's address, each with a one-click unsubscribe link.";
export const ALERTS_HINT = `When your level stays high for 3 days or rises to critical; at most one per level a week. Alerts wait for enough data: a level resting on a confidence under ${LOW_CONFIDENCE_BELOW}% (mood alone never reaches it) is shown on the dashboard, but no alert goes out. Notifications and e-mails never say your numbers.`;
export const QUIET_HOURS_HINT = "Nothing is sent between these times.";
export const WEEKLY_SUMMARY_HINT = "On Monday morning, a link to last week's Weekly Summary.";
export const INCLUDE_NUMBERS_HINT =
  "Puts the week's numbers in the weekly e-mail's body. Subjects and notifications never carry them.";
export const QUIET_FROM_LABEL = "From";
export const QUIET_UNTIL_LABEL = "Until";
export function remindersTimeZone(timeZone: string | null): string {
  return timeZone
    ? `Times are in your time zone, ${timeZone} (as this browser reports it).`
    : "Times are in your browser's time zone once you save a preference.";
}
/** An alert history link names what it opens: "Open the alert of Sep 3, 2026". */
export function alertOpenLabel(day: string): string {
  return `Open the alert of ${day}`;
}
export const ALERT_LEVEL_WORDS: Readonly<Record<"high" | "critical", string>> = {
  high: "High",
  critical: "Critical",
};
export function alertHistoryLine(level: "high" | "critical", held: boolean): string {
  return held ? `${ALERT_LEVEL_WORDS[level]} level, not sent` : `${ALERT_LEVEL_WORDS[level]} level, sent`;
}
