// Dates and date ranges.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).
// Dates
export const DATE_INVALID = "Date must be a real date in YYYY-MM-DD format";
export const DATE_RANGE_INVALID = "end_date must not be before start_date";
