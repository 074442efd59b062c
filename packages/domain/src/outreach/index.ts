// Reaching out: when reminders are due and when the early warning fires.
export * from "./early-warning.ts";
export * from "./schedule.ts";
