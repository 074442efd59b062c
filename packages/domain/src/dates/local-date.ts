// The user's local calendar day for an instant (a day is the user's local
// calendar day in the browser's IANA time zone), computed with Intl so DST is handled.

const formatters = new Map<string, Intl.DateTimeFormat>();

const MINUTE_MS = 60_000;
/**
 * Per zone, the last minute asked for and its date. Every read asks for "today", and Intl's
 * formatToParts costs more than the rest of a read's key (docs/decisions/040-reads-through-the-stock-stack.md). The date serves
 * the rest of its minute once the minute's first and last millisecond are found on it (checked
 * at the second call in that minute, so a run of distinct instants, as an import has, costs no
 * more than before), so a midnight inside a minute (an offset with seconds, as some historical
 * ones have) is never served across.
 */
const lastMinute = new Map<string, { minute: number; date: string; whole?: boolean }>();

/**
 * The YYYY-MM-DD date that `instant` falls on in `timeZone`.
 * `instant` is epoch milliseconds or an ISO date-time WITH an offset or `Z`: a string
 * without one would be read in the host's zone, which would make the answer depend on
 * the machine, so it is refused.
 */
export function localDate(instant: string | number, timeZone: string): string {
  const epochMs = typeof instant === "number" ? instant : parseInstant(instant);
  if (!Number.isFinite(epochMs)) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  const minute = Math.floor(epochMs / MINUTE_MS);
  const kept = lastMinute.get(timeZone);
  if (kept?.minute === minute) {
    const start = minute * MINUTE_MS;
    kept.whole ??=
      formatDate(start, timeZone) === kept.date && formatDate(start + MINUTE_MS - 1, timeZone) === kept.date;
    if (kept.whole) return kept.date;
  }
  const date = formatDate(epochMs, timeZone);
  if (kept?.minute !== minute) lastMinute.set(timeZone, { minute, date });
  return date;
}

function formatDate(epochMs: number, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

function parseInstant(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) {
    throw new RangeError(
      `An instant needs a date, a time and an offset (e.g. 2025-03-09T07:30:00Z): "${value}"`,
    );
  }
  return Date.parse(value);
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, which is what a caller should see.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
