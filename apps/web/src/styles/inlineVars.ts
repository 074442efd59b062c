// Sets vanilla-extract CSS variables on one element, for values known only at run time
// (a tooltip's position). The same idea as @vanilla-extract/dynamic's assignInlineVars,
// which is not among the app's dependencies. React writes custom properties through the
// CSSOM, which the server's CSP (style-src 'self') allows.
import type { CSSProperties } from "react";

/** `createVar()` gives "var(--name__hash)"; the element needs "--name__hash". */
function propertyName(cssVar: string): string {
  const match = /^var\((--[^,)]+)/.exec(cssVar);
  if (!match?.[1]) throw new Error(`Not a CSS variable reference: ${cssVar}`);
  return match[1];
}

export function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(
    Object.entries(values).map(([cssVar, value]) => [propertyName(cssVar), value]),
  ) as CSSProperties;
}
