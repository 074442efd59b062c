// The user's calendar day as the browser sees it (a day is the user's local
// day in the browser's IANA time zone, which the server also receives with every call).
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import { addDays, localDate } from "@evenkeel/domain";

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Headers for calls made before any session exists (the refresh call). */
export function browserTimeZoneHeaders(): Record<string, string> {
  return { [TIME_ZONE_HEADER]: browserTimeZone() };
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now: number = Date.now()): string {
  return localDate(now, browserTimeZone());
}

export function yesterdayIso(now: number = Date.now()): string {
  return addDays(todayIso(now), -1);
}
