// Generic server answers.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).
// Generic server answers
export const RESOURCE_NOT_FOUND = "Not found";
export const NOT_IMPLEMENTED_YET = "Not implemented yet";
export const RATE_LIMITED = "Too many requests. Please try again later.";
export const INTERNAL_ERROR = "Something went wrong. Please try again.";
export const FIELD_REQUIRED = "Required";
