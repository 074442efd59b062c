// JSON columns: written with JSON.stringify, read back through the contract schema, so a row
// that was damaged outside the app fails loudly (a logged 500) instead of reaching a client.
import type { z } from "zod";

export function toJsonColumn(value: unknown): string {
  return JSON.stringify(value);
}

/** Parses and validates a JSON column; `what` names it in the error (never its content). */
export function fromJsonColumn<S extends z.ZodType>(text: string, schema: S, what: string): z.output<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new Error(`Stored ${what} is not valid JSON`, { cause });
  }
  return parseStored(parsed, schema, what);
}

/** Validates a value rebuilt from a row against its contract schema. */
export function parseStored<S extends z.ZodType>(value: unknown, schema: S, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Stored ${what} does not match its schema`, { cause: result.error });
  }
  return result.data;
}
