// How dates read on screen (SPEC.md §2, §9: US English). A YYYY-MM-DD calendar date is shown
// as that day everywhere, so it is formatted in UTC, where its midnight lives.
import { LOCALE } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { todayIso } from "./today";

function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function format(isoDate: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: "UTC" }).format(calendarDate(isoDate));
}

function isCurrentYear(isoDate: string, today: string): boolean {
  return isoDate.slice(0, 4) === today.slice(0, 4);
}

/** "Today", "Yesterday", or "Wednesday, March 6" (", 2024" only when not this year). */
export function dayLabel(isoDate: string, today: string = todayIso()): string {
  if (isoDate === today) return "Today";
  if (isoDate === addDays(today, -1)) return "Yesterday";
  return format(isoDate, {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(isCurrentYear(isoDate, today) ? {} : { year: "numeric" }),
  });
}

/** "Mar 6, 2024" */
export function shortDate(isoDate: string): string {
  return format(isoDate, { month: "short", day: "numeric", year: "numeric" });
}

/** "Mar 6" */
export function monthDay(isoDate: string): string {
  return format(isoDate, { month: "short", day: "numeric" });
}

/** "Wed" */
export function weekdayShort(isoDate: string): string {
  return format(isoDate, { weekday: "short" });
}

/** "March 6, 2024" for an instant, in the browser's zone (e.g. Member Since). */
export function longDateOfInstant(instant: string): string {
  return new Intl.DateTimeFormat(LOCALE, { month: "long", day: "numeric", year: "numeric" }).format(
    new Date(instant),
  );
}

/** "3/6/2024, 8:30:00 AM": an instant as a local date-time (e.g. Last synced). */
export function localDateTime(instant: string): string {
  return new Date(instant).toLocaleString(LOCALE);
}
