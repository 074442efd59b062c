// What a calendar day looks like (YYYY-MM-DD) and whether it exists. Plain code, no zod: the
// web app's first page checks dates with it and should not download the schema library for that.
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a YYYY-MM-DD string naming a day that exists (2024-02-29 yes, 2023-02-29 no), in
 * years 0100–9999. Plain arithmetic, no Date: every date in every answer passes through here.
 */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  // Years below 100 were refused by the Date-based check this replaces (Date.UTC maps them to
  // 1900–1999); no one's health data is that old.
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
