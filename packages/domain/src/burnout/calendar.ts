// Calendar days as integers (days since 1970-01-01) and back, by pure arithmetic, so the
// score never touches the host's clock or time zone.

/** The number of `length` ASCII digits from `at`, or -1 when one is not a digit. */
function digits(text: string, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

/** Days since 1970-01-01 for a YYYY-MM-DD date (H. Hinnant's days_from_civil). */
export function dayNumber(date: string): number {
  // YYYY-MM-DD read by character codes: every record's date passes here.
  let year = -1;
  let month = -1;
  let day = -1;
  if (date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45) {
    year = digits(date, 0, 4);
    month = digits(date, 5, 2);
    day = digits(date, 8, 2);
  }
  if (year < 0 || month < 0 || day < 0) {
    throw new RangeError(`Expected a YYYY-MM-DD date, got "${date}"`);
  }
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const result = era * 146097 + dayOfEra - 719468;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`"${date}" is not a calendar date`);
  }
  return result;
}

/**
 * dayNumber for dates read one after another (a person's records, mostly in order): a date in
 * the same month as the one before costs its two day digits. Anything else, an invalid date
 * included, goes through dayNumber (the same result, the same error).
 */
export class DayNumberReader {
  /** "YYYY-MM-" of the last month read, its day 0's number and its length. */
  private prefix = "";
  private monthStart = 0;
  private monthDays = 0;

  read(date: string): number {
    if (this.prefix !== "" && date.length === 10 && date.startsWith(this.prefix)) {
      const day = digits(date, 8, 2);
      if (day >= 1 && day <= this.monthDays) return this.monthStart + day;
    }
    const result = dayNumber(date);
    const year = digits(date, 0, 4);
    const month = digits(date, 5, 2);
    this.prefix = date.slice(0, 8);
    this.monthStart = result - digits(date, 8, 2);
    this.monthDays = daysInMonth(year, month);
    return result;
  }
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The YYYY-MM-DD date of a day number (H. Hinnant's civil_from_days). */
export function dateFromDayNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}
