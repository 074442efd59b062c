// When the outreach pass may send (docs/notifications.md): the user's local wall clock, from
// the instant and their IANA zone through Intl, so DST and zones come out right.
import type { Preferences } from "@evenkeel/contracts";

export interface LocalClock {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function localClock(instant: string, timeZone: string): LocalClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
    weekday: WEEKDAYS.indexOf(part("weekday")),
  };
}

/** "20:30" → 1230. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Within quiet hours, which may span midnight (22:00–07:00); start == end means none. */
export function inQuietHours(preferences: Preferences, minutes: number): boolean {
  if (!preferences.quiet_hours_enabled) return false;
  const start = minutesOf(preferences.quiet_start);
  const end = minutesOf(preferences.quiet_end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * The local date whose reminder is due at `clock`, or null: on, at or after the chosen time on
 * that same local day (so one missed while the server was down goes out only the same
 * evening), and not in quiet hours. Whether it was sent already is the claim's business.
 */
export function reminderDueDate(preferences: Preferences, clock: LocalClock): string | null {
  if (!preferences.reminder_enabled) return null;
  if (clock.minutes < minutesOf(preferences.reminder_time)) return null;
  if (inQuietHours(preferences, clock.minutes)) return null;
  return clock.date;
}

/** The weekly summary goes out on Monday morning from 09:00, local time (docs/notifications.md). */
export const WEEKLY_SUMMARY_WEEKDAY = 1;
export const WEEKLY_SUMMARY_FROM_MINUTES = 9 * 60;

export function weeklySummaryDueDate(preferences: Preferences, clock: LocalClock): string | null {
  if (!preferences.weekly_summary_email || !preferences.email_enabled) return null;
  if (clock.weekday !== WEEKLY_SUMMARY_WEEKDAY || clock.minutes < WEEKLY_SUMMARY_FROM_MINUTES) return null;
  if (inQuietHours(preferences, clock.minutes)) return null;
  return clock.date;
}

/**
 * The instant local midnight begins `date` in `timeZone` (ISO, UTC), found by correcting a
 * UTC guess by the zone's offset until the local clock reads that midnight (DST-safe; a zone
 * whose midnight is skipped by DST gets the first instant of the day).
 */
export function localMidnight(date: string, timeZone: string): string {
  const target = Date.parse(`${date}T00:00:00Z`);
  let guess = target;
  for (let step = 0; step < 4; step++) {
    const clock = localClock(new Date(guess).toISOString(), timeZone);
    const shown = Date.parse(`${clock.date}T00:00:00Z`) + clock.minutes * 60_000;
    if (shown === target) break;
    guess += target - shown;
  }
  return new Date(guess).toISOString();
}
