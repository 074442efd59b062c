// Calendar-date helpers: the user's local day and YYYY-MM-DD arithmetic.
export { addDays, dateRange, dayOfWeek, daysBetween, isValidIsoDate } from "./calendar-date.ts";
export { localDate } from "./local-date.ts";
