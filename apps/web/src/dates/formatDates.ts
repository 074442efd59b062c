// The app's one way of writing dates and times (US English, docs/screens.md), used by every
// screen: a day reads "Mar 6, 2024" ("Mar 6" in lists when it is this year, "Today" and
// "Yesterday" where the day is named; "March 6, 2024" only where docs/screens.md asks for a long date,
// Member Since), a moment reads "Mar 6, 2024, 8:30 AM". A YYYY-MM-DD
// calendar date is that day everywhere, so it is formatted in UTC, where its midnight lives;
// an instant (created_at, last sync) is shown in the browser's own zone.
import { LOCALE } from "@evenkeel/contracts";
import { addDays, localDate } from "@evenkeel/domain";
import { browserTimeZone, todayIso } from "./today";

const calendar = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: "UTC" });

const SHORT_DATE = calendar({ month: "short", day: "numeric", year: "numeric" });
const MONTH_DAY = calendar({ month: "short", day: "numeric" });
const WEEKDAY = calendar({ weekday: "short" });
const WEEKDAY_DATE = calendar({ weekday: "short", month: "short", day: "numeric", year: "numeric" });
const DAY_NAME = calendar({ weekday: "long", month: "long", day: "numeric" });
const DAY_NAME_WITH_YEAR = calendar({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
const INSTANT_DAY = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", year: "numeric" });
const INSTANT_LONG_DAY = new Intl.DateTimeFormat(LOCALE, { month: "long", day: "numeric", year: "numeric" });
const TIME = new Intl.DateTimeFormat(LOCALE, { hour: "numeric", minute: "2-digit" });

function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function isSameYear(isoDate: string, today: string): boolean {
  return isoDate.slice(0, 4) === today.slice(0, 4);
}

/** "Mar 6, 2024": the app's date. */
export function shortDate(isoDate: string): string {
  return SHORT_DATE.format(calendarDate(isoDate));
}

/** "Mar 6" */
export function monthDay(isoDate: string): string {
  return MONTH_DAY.format(calendarDate(isoDate));
}

/** "Wed" */
export function weekdayShort(isoDate: string): string {
  return WEEKDAY.format(calendarDate(isoDate));
}

/** "Sat, Apr 5, 2025" (chart tooltips). */
export function weekdayDate(isoDate: string): string {
  return WEEKDAY_DATE.format(calendarDate(isoDate));
}

/** "Today", "Yesterday", or "Wednesday, March 6" (", 2024" only when not this year): headings. */
export function dayLabel(isoDate: string, today: string = todayIso()): string {
  if (isoDate === today) return "Today";
  if (isoDate === addDays(today, -1)) return "Yesterday";
  return (isSameYear(isoDate, today) ? DAY_NAME : DAY_NAME_WITH_YEAR).format(calendarDate(isoDate));
}

/** dayLabel inside a sentence: "today", "yesterday", or "Wednesday, March 6". */
export function dayInSentence(isoDate: string, today: string = todayIso()): string {
  const label = dayLabel(isoDate, today);
  return label === "Today" || label === "Yesterday" ? label.toLowerCase() : label;
}

/** "Apr 5", or "Apr 5, 2023" when not in the same year as `today` (lists, tables, charts). */
export function compactDate(isoDate: string, today: string): string {
  return isSameYear(isoDate, today) ? monthDay(isoDate) : shortDate(isoDate);
}

/** "Today", "Yesterday", or the compact date. */
export function compactDayLabel(isoDate: string, today: string): string {
  if (isoDate === today) return "Today";
  if (isoDate === addDays(today, -1)) return "Yesterday";
  return compactDate(isoDate, today);
}

/** "Apr 24 – Apr 30, 2025"; both years when they differ; one date when equal. */
export function dateSpan(start: string, end: string): string {
  if (start === end) return shortDate(end);
  if (isSameYear(start, end)) return `${monthDay(start)} – ${shortDate(end)}`;
  return `${shortDate(start)} – ${shortDate(end)}`;
}

/** The browser's calendar day of an instant, YYYY-MM-DD. */
export function localDayOf(instant: string): string {
  return localDate(Date.parse(instant), browserTimeZone());
}

/** "2:30 PM" in the browser's zone. */
export function timeOfDay(instant: string): string {
  return TIME.format(new Date(instant));
}

/** "Apr 5, 2025": the day of an instant in the browser's zone (Created, Expires). */
export function instantDay(instant: string): string {
  return INSTANT_DAY.format(new Date(instant));
}

/** "April 5, 2025": the same day written long, where docs/screens.md asks for a long date (Member Since). */
export function instantLongDay(instant: string): string {
  return INSTANT_LONG_DAY.format(new Date(instant));
}

/** "Mar 6, 2024, 8:30 AM": an instant as a local date and time (Last synced). */
export function localDateTime(instant: string): string {
  return `${instantDay(instant)}, ${timeOfDay(instant)}`;
}
