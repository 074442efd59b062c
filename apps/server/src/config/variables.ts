// The building blocks of the configuration (docs/operations.md, "Configuration"): the checks
// every variable family shares, and the shape of a part of the environment that a feature owns
// (a wearable provider, the narrator's model). config/env.ts composes the parts; a provider's
// variables, defaults and messages live in its own folder.
import { z } from "zod";

/**
 * One feature's variables. `schema`'s messages complete "<VARIABLE> must …"; `secrets` are
 * never echoed in an error; `together` lists pairs that must be set both or neither; `read`
 * turns the validated variables into the feature's settings (undefined: the feature is off).
 */
export interface EnvPart<Key extends string, Settings> {
  readonly key: Key;
  readonly schema: z.ZodRawShape;
  readonly secrets: readonly string[];
  readonly together: readonly (readonly [string, string])[];
  read(vars: Readonly<Record<string, unknown>>): Settings | undefined;
}

/** What a part's `read` returns. */
export type SettingsOf<Part> = Part extends EnvPart<string, infer Settings> ? Settings : never;

/** An OAuth client id (at most 256 characters). */
const clientIdVariable = () => z.string().max(256, "must be at most 256 characters").optional();

/** An OAuth client secret (at most 512 characters; list its name in the part's `secrets`). */
const clientSecretVariable = () => z.string().max(512, "must be at most 512 characters").optional();

/** An http(s) URL without credentials. */
export const httpUrlVariable = () =>
  z.string().refine(isHttpUrl, "must be an http:// or https:// URL").optional();

/** true/false/1/0. */
export const flagVariable = () => z.enum(["true", "false", "1", "0"], "must be true or false").optional();

/** A whole number from 1 to 10^digits - 1. */
export const wholeNumberVariable = (digits: number) => {
  const largest = "9".repeat(digits);
  return z
    .string()
    .regex(new RegExp(`^[1-9]\\d{0,${digits - 1}}$`), `must be a whole number from 1 to ${largest}`)
    .transform(Number)
    .optional();
};

/** Whether a flag variable is on. */
export function isOn(value: unknown): boolean {
  return value === "true" || value === "1";
}

/** A string variable as validated (undefined when unset). */
export function stringOf(vars: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = vars[name];
  return typeof value === "string" ? value : undefined;
}

/** A number variable as validated (undefined when unset). */
export function numberOf(vars: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const value = vars[name];
  return typeof value === "number" ? value : undefined;
}

/** A URL without its trailing slashes. */
export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

// The web app and /api live at the root of the origin, so a path prefix cannot work.
export function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === "http:" || url.protocol === "https:";
    return isHttp && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A base64 (or base64url) key of exactly 32 bytes, else null. */
export function decodeKey(value: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value.trim())) return null;
  const key = Buffer.from(value.trim(), "base64");
  return key.length === 32 ? key : null;
}

/** CORS_ORIGINS: each entry as the browser spells an Origin header (lower-case host, no default port), deduplicated. */
export function parseCorsOrigins(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return [...new Set(value.split(",").map((entry) => new URL(entry.trim()).origin))];
}

/** TRUST_PROXY: "false" or unset: nothing trusted; "1": one hop; "loopback, 10.0.0.0/8": those proxies. */
export function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  if (value === undefined || value === "false" || value === "0") return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((entry) => entry.trim());
}

/**
 * The part of an EnvPart an OAuth app brings: {PREFIX}_CLIENT_ID and {PREFIX}_CLIENT_SECRET, the
 * secret never echoed, the two set together. Spread its `schema` into the part's schema.
 */
export function oauthClientVariables(prefix: string) {
  const id = `${prefix}_CLIENT_ID`;
  const secret = `${prefix}_CLIENT_SECRET`;
  return {
    schema: { [id]: clientIdVariable(), [secret]: clientSecretVariable() } as z.ZodRawShape,
    secrets: [secret],
    together: [[id, secret] as const],
  };
}

/** The OAuth app's id and secret, or undefined unless both are set. */
export function oauthClientOf(
  vars: Readonly<Record<string, unknown>>,
  prefix: string,
): { clientId: string; clientSecret: string } | undefined {
  const clientId = stringOf(vars, `${prefix}_CLIENT_ID`);
  const clientSecret = stringOf(vars, `${prefix}_CLIENT_SECRET`);
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}
