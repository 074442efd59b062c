// A REST request's fields gathered into the one input object its procedure takes, following the
// route's `inputFrom` (routes.ts). The server's REST facade calls it for every row of the table.
import type { InputSource, RestRoute } from "./routes.ts";

export interface RestRequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * The procedure's raw input from a request: each field of `route.inputFrom` taken from its
 * source; anything else in the request is ignored. Validation is the procedure's job.
 */
export function collectRestInput(route: RestRoute, parts: RestRequestParts): Record<string, unknown> {
  const sources: Record<InputSource, unknown> = { path: parts.params, query: parts.query, body: parts.body };
  const input: Record<string, unknown> = {};
  for (const [field, source] of Object.entries(route.inputFrom)) {
    const from = sources[source];
    if (typeof from !== "object" || from === null || !Object.hasOwn(from, field)) continue;
    const value = (from as Record<string, unknown>)[field];
    if (value !== undefined) input[field] = value;
  }
  return input;
}
