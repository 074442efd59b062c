// Which files of a Fitbit data export are read, found by name anywhere in the upload (a Google
// Takeout's `Takeout/Fitbit/…`, the fitbit.com archive's `MyFitbitData/<name>/…`, or the files
// on their own), and the two ways its files write a date (docs/wearables.md "Fitbit data export").

export type FitbitFileKind = "resting_hr" | "sleep" | "sleep_score" | "hrv" | "readiness" | "exercise";

const NAMES: readonly (readonly [FitbitFileKind, RegExp])[] = [
  ["resting_hr", /^resting_heart_rate(-[\d-]+)?\.json$/i],
  ["sleep", /^sleep(-[\d-]+)?\.json$/i],
  ["sleep_score", /^sleep_score\.csv$/i],
  ["hrv", /^Daily Heart Rate Variability Summary( - [\d() -]+)?\.csv$/i],
  ["readiness", /^Daily Readiness Score( - [\d-]+)?\.csv$/i],
  ["exercise", /^exercise(-\d+)?\.json$/i],
];

const segments = (path: string) => path.split(/[\\/]/);

/** The kind of a file Evenkeel reads, by its name; null for any other file. */
export function fitbitFileKind(path: string): FitbitFileKind | null {
  const parts = segments(path);
  if (parts[0] === "__MACOSX") return null;
  const name = parts[parts.length - 1] ?? "";
  return NAMES.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

/**
 * A file of a newer Takeout's `*_GoogleData` folders: UTC copies of what the classic files hold.
 * They are never read, so no metric is counted twice; the summary names them as duplicates.
 */
export function inGoogleDataTree(path: string): boolean {
  const parts = segments(path);
  return parts.slice(0, -1).some((part) => /_GoogleData$/i.test(part));
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] as number)) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && day === 29 && !leap) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The calendar day a Fitbit date or time is written on, as written: `MM/DD/YY[ HH:MM:SS]` (the
 * raw export) or `YYYY-MM-DD[ HH:MM:SS | THH:MM:SS.sss][Z]` (merged copies, and the CSV files).
 * Times are the wearer's local wall time, even the sleep score's `Z`: never converted.
 */
export function fitbitDay(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const value = text.trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{2})(?: \d{2}:\d{2}:\d{2})?$/.exec(value);
  if (us) {
    const short = Number(us[3]);
    return validDay(short < 70 ? 2000 + short : 1900 + short, Number(us[1]), Number(us[2]));
  }
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value,
    );
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}
