// In a browser the schemas are checked without code compiled at run time: the web app's CSP
// allows no eval (script-src 'self', docs/security.md #14), and zod's probe for it (a caught
// `new Function`) is still reported by the browser as a violation. zod's own switch for that,
// called by the web app before its first check; the server keeps zod's faster compiled checks.
import { config } from "zod";

export function checkSchemasWithoutEval(): void {
  config({ jitless: true });
}
