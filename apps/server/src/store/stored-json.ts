// JSON columns and stored rows. Values are checked against their contract schema on the way in
// (parseStored, before a write), so a writer's bad output never becomes a stored row; reads map
// rows back without a second check, and whatever leaves the server is checked once more by its
// procedure's output schema (docs/decisions/013).
import type { z } from "zod";

export function toJsonColumn(value: unknown): string {
  return JSON.stringify(value);
}

/** Parses a JSON column written by toJsonColumn; `what` names it in the error (never its content). */
export function fromJsonColumn<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new Error(`Stored ${what} is not valid JSON`, { cause });
  }
}

/** Validates a value about to be stored against its contract schema. */
export function parseStored<S extends z.ZodType>(value: unknown, schema: S, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Stored ${what} does not match its schema`, { cause: result.error });
  }
  return result.data;
}
