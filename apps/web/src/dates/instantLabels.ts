// Words for instants (created_at) in the browser's own zone, US English.
import { LOCALE } from "@evenkeel/contracts";

const time = new Intl.DateTimeFormat(LOCALE, { hour: "numeric", minute: "2-digit" });
const day = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", year: "numeric" });

/** "2:30 PM" */
export function timeOfDay(instant: string): string {
  return time.format(new Date(instant));
}

/** "Apr 5, 2025" */
export function instantDay(instant: string): string {
  return day.format(new Date(instant));
}
