// Every fixed user-facing text the server, the demo or the web app may show (SPEC.md §2, §4,
// §5, §8), so all three use the same words. Texts with a blank are functions.

import { LOW_CONFIDENCE_BELOW } from "./constants.ts";
import type { ScoreFactor } from "./entities/burnout-score.ts";
import type { MoodTag } from "./entities/mood.ts";
import { alternativesOf, countOf } from "./plurals.ts";
import type { RiskLevel } from "./primitives.ts";

// Sign-up, sign-in, confirmation (SPEC.md §2, §5, §8)
export const CHECK_EMAIL_TO_CONFIRM = "Please check your email to confirm your account.";
export const EMAIL_CONFIRMED = "Email confirmed! You can now sign in.";
export const INVALID_CONFIRMATION_LINK =
  "Invalid confirmation link. Please request a new confirmation email.";
export const SIGNIN_FAILED = "Invalid email or password";
export const SIGNUP_FAILED = "Failed to create account";
export const CONFIRM_FAILED = "Failed to confirm email. The link may have expired.";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const PASSWORD_TOO_LONG = "Password must be at most 128 characters";
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose a different one.";
export const INVALID_EMAIL = "Enter a valid email address";
export const EMAIL_ALREADY_REGISTERED = "An account with this email already exists";
export const EMAIL_NOT_CONFIRMED = "Please confirm your email before signing in.";
/** The button on /auth/confirm's error states and under the unconfirmed sign-in message. */
export const RESEND_CONFIRMATION = "Resend confirmation email";
export const RESENDING_CONFIRMATION = "Sending...";
export const RESEND_CONFIRMATION_FAILED = "Failed to send a new confirmation email. Please try again.";
export const RESEND_CONFIRMATION_PROMPT = "Enter your email to get a new confirmation link.";
/** The one answer to a resend, whether or not the address has an account waiting. */
export const CONFIRMATION_EMAIL_RESENT =
  "If an account with this email is waiting for confirmation, a new confirmation email is on its way. The link in any earlier email no longer works.";
export const INVALID_REFRESH_TOKEN = "Your session has expired. Please sign in again.";
export const AUTHENTICATION_REQUIRED = "Authentication required";
export const SIGNED_OUT = "Signed out successfully";

// Profile and pictures (SPEC.md §4, §5)
export const PROFILE_UPDATED = "Profile updated successfully!";
export const PROFILE_UPDATE_FAILED = "Failed to update profile";
export const IMAGE_TYPE_INVALID = "Please select an image file";
export const IMAGE_TOO_LARGE = "Image size must be less than 5MB";
export const IMAGE_FORMAT_UNSUPPORTED = "Please upload a JPEG, PNG or WebP image";
export const PROFILE_PICTURE_PATH_INVALID = "Profile picture must be an uploaded image";

// Erase (SPEC.md §2, §8)
export const ALL_DATA_DELETED = "All account data deleted. Your account is still active.";
export const ERASE_FAILED = "Failed to delete account data";

// Mood (SPEC.md §5, §8)
export const MOOD_RATING_INVALID = "Rating must be a whole number from 1 to 10";
export const NOTES_TOO_LONG = "Notes must be at most 10,000 characters";
export const MOOD_DELETE_CONFIRM = "Are you sure you want to delete this mood rating?";
export const MOOD_DELETED = "Mood rating deleted";
export const MOOD_LOAD_FAILED = "Failed to load mood data";
export const MOOD_ALREADY_EXISTS = "A mood is already logged for this date";
/** Listed in MOOD_TAGS order (a test keeps the two in step). */
export const MOOD_TAG_UNKNOWN =
  "Tags must be from: ill, alcohol, travel, hard_training, deadline, poor_sleep_environment, period";
export const MOOD_TAGS_REPEATED = "Each tag can be chosen only once";
/** What the mood form's chips and the mood history call each tag (issue 15). */
export const MOOD_TAG_LABELS: Readonly<Record<MoodTag, string>> = {
  ill: "Ill",
  alcohol: "Alcohol",
  travel: "Travel",
  hard_training: "Hard training",
  deadline: "Deadline",
  poor_sleep_environment: "Poor sleep environment",
  period: "Period",
};
export const MOOD_TAGS_LEGEND = "Context tags";
export function moodNotFound(date: string): string {
  return `Mood not found for date: ${date}`;
}

// Dates
export const DATE_INVALID = "Date must be a real date in YYYY-MM-DD format";
export const DATE_RANGE_INVALID = "end_date must not be before start_date";

// Dashboard, history, carousel (SPEC.md §2, §8)
export const DASHBOARD_LOAD_FAILED = "Failed to load dashboard data";
export const HISTORY_LOAD_FAILED = "Failed to load historical data";
export const NO_HEALTH_DATA_AVAILABLE = "No health data available";

// What a score stood on (issue 15): shown beside the gauge's and the history's level
/** Appended to "High Risk" / "Critical Risk" when the confidence is under LOW_CONFIDENCE_BELOW. */
export const LOW_CONFIDENCE_QUALIFIER = "(low confidence)";
/** A score factor as a sentence names it ("based on mood and sleep"). */
export const SCORE_FACTOR_WORDS: Readonly<Record<ScoreFactor, string>> = {
  mood: "mood",
  recovery: "recovery or resting heart rate",
  hrv: "HRV",
  sleep_quality: "sleep",
  strain: "strain",
};
export function basedOnSignals(used: number, total: number): string {
  return `Based on ${used} of ${total} signals`;
}
/** e.g. "based on resting heart rate only", "based on mood and sleep". */
export function basedOnFactors(words: readonly string[]): string {
  if (words.length === 0) return "based on no signals";
  if (words.length === 1) return `based on ${words[0]} only`;
  return `based on ${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
/** Beside a qualified level: "Low confidence (32%): based on recovery or resting heart rate only." */
export function lowConfidenceExplanation(confidence: number, basedOnWhich: string | null): string {
  const percent = `Low confidence (${Math.round(confidence)}%)`;
  return basedOnWhich ? `${percent}: ${basedOnWhich}.` : `${percent}.`;
}
export function rescoringProgress(version: string, percent: number): string {
  return `Rescoring your history with ${version}: ${percent}%`;
}

// Insights (SPEC.md §5, §8)
export const INSIGHT_NOT_FOUND = "Insight not found";
export const INSIGHT_DELETE_CONFIRM = "Are you sure you want to delete this insight?";
export const INSIGHT_DELETED = "Insight deleted";
export const INSIGHT_DELETE_FAILED = "Failed to delete insight. Please try again.";
export const INSIGHT_GENERATION_FAILED = "Failed to generate insight";
export const INSIGHTS_LOAD_FAILED = "Failed to load AI insights";
export const FEEDBACK_TOO_LONG = "Feedback must be at most 2,000 characters";

// The language-model narrator (docs/decisions/027-language-model-narrator.md)
export const NARRATOR_SECTION_TITLE = "Language Model Insights";
export const NARRATOR_OPT_IN = "Write insights with the language model";
export const NARRATOR_ALLOW_NOTES = "Allow my mood notes to be sent to the model";
export const NARRATOR_EXPLAINED =
  "The model only rewrites what Evenkeel computed from your numbers. Every number, date and metric it writes is checked against those numbers; if anything does not match, you get Evenkeel's own insight instead.";
export const NARRATOR_UNAVAILABLE =
  "No language model is configured on this server, so insights are written by Evenkeel's own rules.";
/** The demo speaks of itself, never of a server it does not talk to. */
export const DEMO_NARRATOR_UNAVAILABLE =
  "In the demo, insights are written by Evenkeel's own rules: the demo never sends anything to a language model. Create an account to turn one on where it is offered.";
export const NARRATOR_NOTES_EXPLAINED =
  "The text of your mood notes from the insight's period is sent with your numbers. Your name and e-mail are never sent.";
export const NARRATOR_SETTINGS_FAILED = "Failed to save the language model setting";
export const NARRATOR_SETTINGS_UNREADABLE = "The language model setting could not be loaded.";
export function writtenByModel(model: string): string {
  return `Written by ${model} from your numbers`;
}
export function narratorModelLocation(
  location: "this_machine" | "local_network" | "remote",
  host: string,
): string {
  switch (location) {
    case "this_machine":
      return `Runs on this server's machine (${host}): your numbers stay here.`;
    case "local_network":
      return `Runs on your local network (${host}): your numbers stay inside it.`;
    case "remote":
      return `Runs outside your network, at ${host}: your numbers are sent there when an insight is written.`;
  }
}

// Wearable (SPEC.md §2, §4, §5, §8); `name` is the display name, e.g. "WHOOP"
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
 * A plain sentence under "{wearable} authorization failed: {reason}" (issue 14) for the
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
 * app was opened at another address than PUBLIC_URL (issue 14). Says what to set.
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
  stress: "Stress",
} as const;
export const WEARABLE_NEEDS_RECONNECT = "Your wearable connection has expired. Please reconnect.";
export const OAUTH_STATE_INVALID =
  "This connection link is invalid or has expired. Please try connecting again.";

// Demo mode (SPEC.md §5, §8)
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
  // "Synced 0 days" read like a failure (issue 14): nothing new is said as such.
  if (days === 0) return `Your simulated ${name} data is already up to date`;
  return `Synced ${countOf(days, "day")} of simulated ${name} data`;
}

// Generic server answers
export const RESOURCE_NOT_FOUND = "Not found";
export const NOT_IMPLEMENTED_YET = "Not implemented yet";
export const RATE_LIMITED = "Too many requests. Please try again later.";
export const INTERNAL_ERROR = "Something went wrong. Please try again.";
export const FIELD_REQUIRED = "Required";

// Exports, imports, the clinician report and share links (issue 19)
export const EXPORT_DIALOG_TITLE = "Export Data";
export const EXPORT_EVERYTHING_ZIP = "Everything (zip)";
export const EXPORT_EVERYTHING_HINT =
  "A CSV file per kind of data and evenkeel-export.json with all of it, to keep or to import elsewhere.";
export const EXPORT_RANGE_CSV = "This range as CSV";
export const EXPORT_RANGE_HINT = "One row per day of the range on screen: metrics, mood and burnout score.";
export const EXPORT_FAILED = "The export could not be made. Please try again.";
export const IMPORT_TITLE = "Import an Evenkeel export";
export const IMPORT_HINT =
  "Restore an export (zip or JSON) from the demo or another Evenkeel server. Days in the file replace the same days here; importing the same file twice changes nothing.";
export const IMPORT_NOT_AN_EXPORT = "This file is not an Evenkeel export (a .zip or evenkeel-export.json).";
export const IMPORT_TOO_LARGE = "This file is too large to import (25 MB at most).";
export function importUnpacksTooLarge(limitBytes: number): string {
  return `The export in this zip unpacks to more than ${formatImportBytes(limitBytes)}, more than any Evenkeel export: upload the zip exactly as Evenkeel made it.`;
}
export function importNewerSchema(version: number): string {
  return `This export uses schema version ${version}, newer than this server understands. Update Evenkeel, then import it again.`;
}
export function importCompleted(counts: {
  health_metrics: number;
  moods: number;
  burnout_scores: number;
  insights: number;
}): string {
  return `Imported ${countOf(counts.health_metrics, "day")} of health data, ${countOf(counts.moods, "mood")}, ${countOf(counts.burnout_scores, "burnout score")} and ${countOf(counts.insights, "insight")}.`;
}
export const REPORT_TITLE = "Report for a clinician";
export const REPORT_HINT =
  "A 2–3 page PDF of the last weeks to take to your doctor or therapist: mood, sleep, heart-rate measures against your own normal range, burnout score history and data coverage.";
export const REPORT_DOWNLOAD = "Download PDF";
export const REPORT_FAILED = "The report could not be made. Please try again.";
/** Printed on every report and its share page: what the numbers are and are not. */
export const REPORT_STATEMENT =
  "This report summarizes self-tracked data: mood ratings the person entered and measurements from a consumer wearable. It is not a medical device and makes no diagnosis. The burnout score is a wellbeing indicator computed by Evenkeel from these numbers, not a clinical assessment; the normal bands are the person's own recent range, not population norms. Please interpret it alongside a clinical conversation.";
export const SHARE_LINK_CREATE = "Create share link";
export const SHARE_LINK_HINT =
  "A read-only link to this report that anyone with it can open without signing in, until it expires or you revoke it.";
export const SHARE_LINKS_TITLE = "Report share links";
export const SHARE_LINKS_EMPTY = "No live share links.";
export const SHARE_LINK_REVOKE = "Revoke";
export const REPORT_PAPER_LABEL = "Paper size";
export const SHARE_LINK_DAYS_LABEL = "Valid for (days)";
export function shareLinkDaysHint(min: number, max: number): string {
  return `From ${min} to ${max} days.`;
}
export function shareLinkDaysInvalid(min: number, max: number): string {
  return `Enter a whole number of days from ${min} to ${max}.`;
}
export const SHARE_LINK_NOT_FOUND = "Share link not found";
export const SHARE_LINK_REVOKED = "Share link revoked. It no longer opens the report.";
export const SHARE_LINK_GONE = "This link has expired or was revoked.";
/** The next step on a shared page that is gone: only the person who shared it can make a new one. */
export const SHARE_LINK_GONE_NEXT =
  "Shared reports stay readable only for the days the person chose, and they can revoke them at any time. To see the report, ask the person who sent you this link for a new one: they make it from the History page of Evenkeel, under Report for a clinician.";
export const SHARED_REPORT_HEADING = "Wellbeing report";
export function sharedReportExpires(when: string, zone: string): string {
  return `This is a read-only report shared with you. The link expires on ${when} (${zone}).`;
}
export function sharedReportDownload(paper: string): string {
  return `Download the report (PDF, ${paper})`;
}
export function sharedReportOtherPaper(paper: string): string {
  return `Or download it on ${paper} paper`;
}
export const SHARE_LINK_REVOKE_CONFIRM =
  "Revoke this share link? Whoever has it can no longer open the report. This cannot be undone.";
export const DEMO_SHARE_LINKS_UNAVAILABLE =
  "In the demo, reports can't be shared: a share link needs an account. Create one (your demo data can come along through Export and Import) to share a report.";

// Reaching out (issue 18, docs/notifications.md). No text sent outside the app carries a health value.
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
/** The early warning: the same words on every channel, and no health value (issue 18). */
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
/** An alert history link names what it opens (issue 37): "Open the alert of Sep 3, 2026". */
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

// File imports: a WHOOP data export or an Apple Health export (issue 17, docs/wearables.md)
export const DATA_IMPORT_KIND_NAMES = {
  whoop_export: "WHOOP export",
  apple_health: "Apple Health",
} as const;
export const DATA_IMPORT_NOT_FOUND = "Import not found";
export const DATA_IMPORT_MUST_BE_MULTIPART =
  'Send the export as multipart/form-data, the file in a field named "file".';
export const DATA_IMPORT_NO_FILE = 'No file arrived: send the export in a field named "file".';
export const DATA_IMPORT_EMPTY_FILE = "The file is empty.";
export const DATA_IMPORT_UPLOAD_STALLED = "The upload stopped arriving. Please try again.";
export const DATA_IMPORT_BAD_PRIORITY =
  "apple_source_priority must list watch, iphone and other, separated by commas.";
export function dataImportTooLarge(maxBytes: number): string {
  return `This file is larger than the ${formatImportBytes(maxBytes)} this server accepts (IMPORT_MAX_BYTES).`;
}
export function dataImportUnrecognised(file: string): string {
  return `${file} is neither a WHOOP nor an Apple Health export: upload the zip the app made, Apple's export.xml, or one of WHOOP's CSV files.`;
}
export function dataImportZipTooBig(file: string, limitBytes: number): string {
  return `${file} unpacks to more than ${formatImportBytes(limitBytes)}, more than any export: refused as a possible zip bomb.`;
}
export function dataImportZipRatio(file: string, entry: string, ratio: number): string {
  return `${entry} in ${file} is compressed more than ${ratio} to 1, which no export is: refused as a possible zip bomb.`;
}
export function dataImportZipEntries(file: string, limit: number): string {
  return `${file} holds more than ${limit.toLocaleString("en-US")} files, more than any export: upload the zip the app made, or export.xml or the CSV files on their own.`;
}
export function dataImportZipUnreadable(file: string): string {
  return `${file} is not a readable zip (it may be cut short: download the export again and upload the new file).`;
}
export function dataImportTruncated(file: string): string {
  return `${file} ends early: the file was cut short. Download the export again and upload the new file.`;
}
export function dataImportXmlEntities(file: string, line: number): string {
  return `${file}, line ${line}: the XML declares entities, which an Apple Health export never does. Nothing was imported.`;
}
export function dataImportXmlExternalDtd(file: string, line: number): string {
  return `${file}, line ${line}: the XML points to an external DTD, which is never fetched. Nothing was imported.`;
}
export function dataImportXmlMalformed(file: string, line: number, reason: string): string {
  return `${file}, line ${line}: the XML is malformed (${reason}). Nothing was imported.`;
}
export function dataImportXmlTooLong(file: string, line: number, what: string, limitBytes: number): string {
  return `${file}, line ${line}: ${what} is longer than ${formatImportBytes(limitBytes)}, which no Apple Health export writes. Nothing was imported: export again from the Health app and upload the new file.`;
}
export function dataImportNotAppleHealth(file: string): string {
  return `${file} is XML but not an Apple Health export (its root is not HealthData).`;
}
export function dataImportCsvColumns(file: string): string {
  return `${file} is neither a WHOOP nor an Apple Health export: its columns are not those of WHOOP's files (physiological cycles, sleeps, workouts or journal entries).`;
}
export function dataImportCsvMissingColumns(file: string, missing: readonly string[]): string {
  const names = missing.map((name) => `"${name}"`).join(", ");
  return `${file} looks like a WHOOP export file but has no ${names} ${missing.length === 1 ? "column" : "columns"}, which Evenkeel needs. Nothing was imported.`;
}
export function dataImportCsvLanguage(file: string): string {
  return `${file}: its column names are in a language Evenkeel cannot map without doubt. Set the WHOOP app to English, export again and upload the new file.`;
}
export function dataImportCsvMalformed(file: string, line: number, reason: string): string {
  return `${file}, line ${line}: the CSV is malformed (${reason}). Nothing was imported.`;
}
export function dataImportCsvLineTooLong(file: string, line: number, limitBytes: number): string {
  return `${file}, line ${line}: the line is longer than ${formatImportBytes(limitBytes)}, which no WHOOP export writes (a line break may be missing). Nothing was imported: export again from WHOOP and upload the new file.`;
}
export function dataImportBadDate(file: string, line: number, text: string): string {
  return `${file}, line ${line}: "${text}" is not a date and time this export would write. Nothing was imported.`;
}
export function dataImportFutureDate(file: string, line: number, date: string): string {
  return `${file}, line ${line}: ${date} is in the future. Nothing was imported.`;
}
export function dataImportAbsurdValue(file: string, line: number, what: string, value: string): string {
  return `${file}, line ${line}: ${what} of ${value} is not a plausible value. Nothing was imported.`;
}
export function dataImportWorkoutsAlone(file: string): string {
  return `${file} holds workouts, which are dated by their cycle's wake-up: upload it with physiological_cycles.csv, or the whole export zip.`;
}
export function dataImportNothing(file: string): string {
  return `${file} holds no days Evenkeel can import (recovery, resting heart rate, HRV, sleep, strain, workouts or journal answers).`;
}
export const DATA_IMPORT_INTERRUPTED =
  "The import stopped unexpectedly. Nothing was imported; please upload the file again.";
/** An import whose process died twice while it ran (docs/security.md, "Imports"). */
export const DATA_IMPORT_STOPPED_TWICE =
  "This file stopped the import twice, so it was not imported and was deleted. Nothing of your data changed. If it is an unaltered WHOOP or Apple Health export, please tell the person who runs this Evenkeel server.";
/** A second upload while one of the user's imports waits or runs (409). */
export const DATA_IMPORT_ALREADY_ACTIVE =
  "One of your imports is still waiting or running. Wait until it has finished (Settings › Import data shows it), then upload the next file.";
/** An upload past the user's bytes a day (429; docs/security.md, "Imports"). */
export function dataImportDailyAllowance(allowanceBytes: number, retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `This upload would take you past ${formatImportBytes(allowanceBytes)} of uploads in 24 hours, the most one account may send. Please try again in ${hours === 1 ? "an hour" : `${hours} hours`}.`;
}
export const DEMO_IMPORTS_UNAVAILABLE =
  "The demo can't import files: its data stays in this browser. Create an account to import your WHOOP or Apple Health export.";

/** 4 GB, 25 MB: whole units of 1024. */
export function formatImportBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

// The dashboard's first steps: every provider the server offers, and file import
export function nextStepConnect(names: readonly string[]): string {
  return `Connect ${alternativesOf(names)}`;
}
export const NEXT_STEP_CONNECT_DETAIL = "Recovery, HRV, sleep and strain then arrive on their own.";
export const NEXT_STEP_IMPORT = "Import your history";
export const NEXT_STEP_IMPORT_DETAIL =
  "Already tracked with WHOOP or Apple Health? Import their export file in Settings to start with your past days.";
export const NEXT_STEP_IMPORT_ACTION = "Import a file";

// Settings › Import data (issue 17)
export const DATA_IMPORT_TITLE = "Import data";
export const DATA_IMPORT_HINT =
  "Bring your history from a WHOOP data export (the zip from Menu › Export WHOOP Data, or its CSV files) or an Apple Health export (export.zip or export.xml). Imported days are kept apart from your connected wearables and never added to them; importing the same file again changes nothing.";
export const DATA_IMPORT_CHOOSE = "Choose file";
export const DATA_IMPORT_NO_FILE_CHOSEN = "No file chosen";
export const DATA_IMPORT_START = "Import";
export const DATA_IMPORT_FILE_LABEL = "Export file";
export const DATA_IMPORT_APPLE_PRIORITY_LABEL = "Apple Health: prefer readings from";
export const DATA_IMPORT_APPLE_PRIORITY_HINT =
  "For resting heart rate and HRV on a day several devices recorded; sleep from every device is merged.";
export const DATA_IMPORT_APPLE_PRIORITY_OPTIONS = {
  watch: "Apple Watch",
  iphone: "iPhone",
  other: "Other apps",
} as const;
export const DATA_IMPORT_UPLOADING = "Uploading";
export const DATA_IMPORT_QUEUED = "Waiting to start";
export const DATA_IMPORT_RUNNING = "Importing";
export const DATA_IMPORT_LEAVE_HINT =
  "You can leave this page: the import goes on, and its summary waits here.";
export const DATA_IMPORT_DONE = "Import finished";
export const DATA_IMPORT_FAILED = "Import failed";
export const DATA_IMPORT_UPLOAD_FAILED = "The upload failed. Please try again.";
export const DATA_IMPORT_ANOTHER = "Import another file";
export const DATA_IMPORT_PER_METRIC = "Days imported per metric";
export const DATA_IMPORT_SKIPPED_TITLE = "Skipped";
export const DATA_IMPORT_NOTHING_SKIPPED = "Nothing was skipped.";
export const DATA_IMPORT_RESCORING = "Updating your scores with the imported days";
export const DATA_IMPORT_EARLIER = "Earlier imports";
export const DATA_IMPORT_METRIC_LABELS = {
  recovery_score: "Recovery",
  resting_hr: "Resting heart rate",
  hrv: "HRV",
  sleep_duration_minutes: "Sleep duration",
  sleep_quality_score: "Sleep quality",
  day_strain: "Strain",
  workout_count: "Workouts",
  journal: "Journal answers",
} as const;
/** What an import left out, as a noun in the singular and plural, and why. */
export const DATA_IMPORT_SKIP_LABELS = {
  other_record_types: {
    one: "record",
    other: "records",
    detail: "of kinds Evenkeel does not read (steps, energy, heart rate samples …)",
  },
  naps: { one: "nap", other: "naps", detail: "(a nap never counts as the night's sleep)" },
  lower_priority_source: {
    one: "reading",
    other: "readings",
    detail: "from a lower-priority device on a day another device recorded",
  },
  in_bed_or_awake: {
    one: "in-bed or awake interval",
    other: "in-bed and awake intervals",
    detail: "(only time asleep counts)",
  },
  unscored: { one: "cycle", other: "cycles", detail: "WHOOP did not score" },
  other_files: { one: "other file", other: "other files", detail: "in the export" },
  other_columns: { one: "column", other: "columns", detail: "Evenkeel does not read" },
} as const;
/** The columns an import left out, named: "columns Evenkeel does not read: workouts.csv: Distance (meters)". */
export function dataImportIgnoredColumnsLine(names: readonly string[]): string {
  return `${names.length === 1 ? "1 column" : `${names.length.toLocaleString("en-US")} columns`} Evenkeel does not read: ${names.join("; ")}`;
}
export function dataImportSummary(kind: string, days: number, records: number): string {
  return `${kind}: ${countOf(days, "day")} from ${countOf(records, "record")}.`;
}
/** The same file again: every day was already here with the same values. */
export function dataImportUnchanged(kind: string, days: number): string {
  return `${kind}: the ${countOf(days, "day")} in this file ${days === 1 ? "was" : "were"} already here, with the same values.`;
}
/** Some of the file's days were new or different. */
export function dataImportChangedPart(changed: number, days: number): string {
  return changed < days ? ` ${changed.toLocaleString("en-US")} of them new or changed.` : "";
}
export const DATA_IMPORT_NOTHING_CHANGED = "Nothing changed";
/** An earlier import in the list: its days, and whether it changed any. */
export function dataImportEarlierLine(days: number, changed: number | null): string {
  return changed === 0 ? `${countOf(days, "day")}, nothing changed` : countOf(days, "day");
}
export function dataImportRange(first: string, last: string): string {
  return `From ${first} to ${last}`;
}
export function dataImportSkippedLine(count: number, reason: keyof typeof DATA_IMPORT_SKIP_LABELS): string {
  const label = DATA_IMPORT_SKIP_LABELS[reason];
  return `${countOf(count, label.one, label.other)} ${label.detail}`;
}
export function dataImportDaysLine(days: number): string {
  return countOf(days, "day");
}

// One level per day (issue 36, docs/score.md "Levels"): every screen shows the level stored with
// the day's score, and says so when the rules hold it apart from what the number alone suggests.
export const RISK_LEVEL_WORDS: Readonly<Record<RiskLevel, string>> = {
  low: "Low",
  moderate: "Moderate",
  high: "High",
  critical: "Critical",
};
/** Why a stored level differs from the band its score falls in (domain: bands/shown-level.ts). */
export type LevelHoldReason =
  | "critical_needs_time"
  | "high_needs_two_days"
  | "calibrating"
  | "coverage"
  | "leaving";
export interface LevelHoldNumbers {
  /** The score's lower boundary of high (50). */
  high: number;
  /** The number a level's boundary must be left by, for `days` days, to come down. */
  leaveAt: number;
  leaveDays: number;
}
function scoreWords(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
/** The rule that holds a level, e.g. "Critical needs two weeks at High, with two signals strained." */
export function levelHoldRule(reason: LevelHoldReason, numbers: LevelHoldNumbers): string {
  switch (reason) {
    case "critical_needs_time":
      return "Critical needs two weeks at High, with two signals strained.";
    case "high_needs_two_days":
      return `High needs two days in a row at ${numbers.high} or above, and no illness tagged in the two weeks before.`;
    case "calibrating":
      return "while your baseline is calibrating (about two weeks of data), the level stays at Moderate at most.";
    case "coverage":
      return "High needs enough data from at least two signals.";
    case "leaving":
      return `the level comes down after ${numbers.leaveDays} days in a row at ${numbers.leaveAt} or under.`;
  }
}
/** e.g. "75 — held at High: Critical needs two weeks at High, with two signals strained." */
export function levelHeldNote(
  score: number,
  level: RiskLevel,
  reason: LevelHoldReason,
  numbers: LevelHoldNumbers,
): string {
  const how = reason === "leaving" ? "still" : "held at";
  return `${scoreWords(score)} — ${how} ${RISK_LEVEL_WORDS[level]}: ${levelHoldRule(reason, numbers)}`;
}
/** In an insight: "The level is held at High: Critical needs two weeks at High, with two signals strained." */
export function levelHoldSentence(
  level: RiskLevel,
  reason: LevelHoldReason,
  numbers: LevelHoldNumbers,
): string {
  const how = reason === "leaving" ? "still" : "held at";
  return `The level is ${how} ${RISK_LEVEL_WORDS[level]}: ${levelHoldRule(reason, numbers)}`;
}
/** The PDF's line for days held apart from their number: "4 days held at High: Critical needs…". */
export function daysHeldNote(
  days: number,
  level: RiskLevel,
  reason: LevelHoldReason,
  numbers: LevelHoldNumbers,
): string {
  const how = reason === "leaving" ? "still" : "held at";
  return `${days} ${days === 1 ? "day" : "days"} ${how} ${RISK_LEVEL_WORDS[level]}: ${levelHoldRule(reason, numbers)}`;
}
/** On an alert whose day was scored again after it went out (issue 36: one level per day). */
export function alertRaisedAt(raised: RiskLevel, now: RiskLevel): string {
  return `This alert went out at ${RISK_LEVEL_WORDS[raised]}; the day has been scored again since, and its level is now ${RISK_LEVEL_WORDS[now]}.`;
}
/** Under the gauge when its level would call for an alert but rests on low confidence (issue 37). */
export function alertWaitsForDataNote(confidence: number): string {
  return `No early-warning alert goes out for this level yet: alerts wait for enough data, a confidence of ${LOW_CONFIDENCE_BELOW}% or more (this day's is ${Math.round(confidence)}%; mood alone never reaches it).`;
}

/** The wearable signals the score learns per person (packages/domain personal-signals.ts). */
export type PersonalSignalName = "short_sleep" | "low_hrv" | "raised_resting_hr";
const PERSONAL_SIGNAL_WORDS: Record<PersonalSignalName, string> = {
  short_sleep: "short sleep",
  low_hrv: "low heart rate variability",
  raised_resting_hr: "a raised resting heart rate",
};
function wordsList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
/** "For you, short sleep has come before your low days; a raised resting heart rate has not (based on 42 days)." */
export function personalSignalsSentence(
  preceded: readonly PersonalSignalName[],
  notPreceded: readonly PersonalSignalName[],
  days: number,
): string {
  const words = (names: readonly PersonalSignalName[]) =>
    wordsList(names.map((n) => PERSONAL_SIGNAL_WORDS[n]));
  const has = (names: readonly PersonalSignalName[]) => (names.length > 1 ? "have" : "has");
  const based = `(based on ${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"})`;
  const parts: string[] = [];
  if (preceded.length > 0) parts.push(`${words(preceded)} ${has(preceded)} come before your low days`);
  if (notPreceded.length > 0 && preceded.length > 0)
    parts.push(`${words(notPreceded)} ${has(notPreceded)} not`);
  else if (notPreceded.length === 1) parts.push(`${words(notPreceded)} has not come before your low days`);
  else if (notPreceded.length > 1) parts.push(`none of ${words(notPreceded)} has come before your low days`);
  return `For you, ${parts.join("; ")} ${based}.`;
}
/** Before the score has enough of a person's check-ins to say anything about their signals. */
export function personalSignalsNotYet(days: number, needed: number): string {
  return `Not enough check-ins yet to tell which signals come before your low days (${days} of ${needed} days).`;
}

/** A mood logged without a connection, kept on the device until it is sent (docs/decisions/042-phone-first-visit.md). */
export function moodWaitingToBeSent(day: string, rating: number): string {
  return `Your mood for ${day} (${rating}/10) is kept on this device and will be sent when you're online.`;
}
/** A mood kept on the device while the server already had another for that day. */
export function moodOfflineConflict(day: string, logged: number, kept: number): string {
  return `A mood is already logged for ${day} (${logged}/10). Your ${kept}/10, logged offline, is still on this device.`;
}
export const MOOD_KEEP_LOGGED = "Keep the one already logged";
