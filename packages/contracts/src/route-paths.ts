// The path syntax of the REST route table (routes.ts): Express 5 `:param` segments, read out
// for the server and written the OpenAPI way for the generated document (openapi.ts).

/** Names of the `:param` segments of an Express path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/** "/mood/:date" → "/mood/{date}" (OpenAPI). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");
}
