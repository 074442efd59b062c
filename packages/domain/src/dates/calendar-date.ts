// Arithmetic on calendar dates written as YYYY-MM-DD strings. A calendar date has no time
// zone, so every step is done on the proleptic Gregorian calendar through UTC midnights.

import { isRealIsoDate } from "@evenkeel/contracts";

const MS_PER_DAY = 86_400_000;

/** True for a real calendar date in YYYY-MM-DD form ("2025-02-29" is false, "2024-02-29" true). */
export function isValidIsoDate(value: string): boolean {
  // One definition of a valid date for the whole product: the contracts' schema uses it too.
  return isRealIsoDate(value);
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs a whole number of days, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar days from `from` to `to`: positive when `to` is later, 0 for the same date. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Every date from `from` to `to`, both included, oldest first; empty when `to` is before `from`. */
export function dateRange(from: string, to: string): string[] {
  const first = toDayNumber(from);
  const count = toDayNumber(to) - first + 1;
  return Array.from({ length: Math.max(0, count) }, (_, offset) => fromDayNumber(first + offset));
}

/** Day of the week, 0 = Sunday … 6 = Saturday (weeks start on Sunday). */
export function dayOfWeek(date: string): number {
  // Day number 0 is 1970-01-01, a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

function toDayNumber(date: string): number {
  if (!isValidIsoDate(date)) throw new RangeError(`Not a valid YYYY-MM-DD date: "${date}"`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}
