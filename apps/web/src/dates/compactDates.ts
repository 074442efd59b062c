// Short date words for lists, tables, charts and insight cards (SPEC §2 mood history: "Today",
// "Yesterday", or a short date with the year only when it is not the current year).
import { LOCALE } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { monthDay, shortDate } from "./formatDates";

/** "Apr 5", or "Apr 5, 2023" when not in the same year as `today`. */
export function compactDate(isoDate: string, today: string): string {
  return isoDate.slice(0, 4) === today.slice(0, 4) ? monthDay(isoDate) : shortDate(isoDate);
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
  if (start.slice(0, 4) === end.slice(0, 4)) return `${monthDay(start)} – ${shortDate(end)}`;
  return `${shortDate(start)} – ${shortDate(end)}`;
}

const fullDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** "Sat, Apr 5, 2025" */
export function weekdayDate(isoDate: string): string {
  return fullDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
