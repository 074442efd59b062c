// Column types shared by the tables.

/** ISO-8601 UTC timestamp, e.g. 2026-11-21T08:30:00.000Z. */
export type Timestamp = string;
/** The user's local calendar day, YYYY-MM-DD. */
export type CalendarDate = string;
/** SQLite has no boolean: 0 or 1. */
export type Flag = 0 | 1;
/** A JSON document stored as text; parsed and validated with the contract schema on read. */
export type JsonText = string;
