// Logging and reading moods.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import type { MOOD_TAGS } from "../entities/mood-tags.ts";
// Mood (docs/screens.md)
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
/** What the mood form's chips and the mood history call each tag. */
export const MOOD_TAG_LABELS: Readonly<Record<(typeof MOOD_TAGS)[number], string>> = {
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

/** A mood logged without a connection, kept on the device until it is sent (docs/decisions/046-phone-first-visit.md). */
export function moodWaitingToBeSent(day: string, rating: number): string {
  return `Your mood for ${day} (${rating}/10) is kept on this device and will be sent when you're online.`;
}
/** A mood kept on the device while the server already had another for that day. */
export function moodOfflineConflict(day: string, logged: number, kept: number): string {
  return `A mood is already logged for ${day} (${logged}/10). Your ${kept}/10, logged offline, is still on this device.`;
}
export const MOOD_KEEP_LOGGED = "Keep the one already logged";
/** The mood form's actions around a day already logged, and a missed day being added. */
export const MOOD_REPLACE_WITH_NEW = "Replace with my new rating";
export const MOOD_EDIT_TODAY = "Edit today's mood";
export const MOOD_BACK_TO_TODAY = "Back to today";
