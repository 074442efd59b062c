// What a hostile or careless client sends instead of a valid input: wrong types, huge and
// exotic strings, absurd numbers, NaN-ish words, malformed dates, missing and extra fields,
// prototype-pollution keys, and path segments that try to climb out of their route.
import fc from "fast-check";
import type { z } from "zod";
import { validInputOf } from "./arbitraries.ts";

const WRONG_TYPES: unknown[] = [null, true, false, {}, [], [1, 2], { $gt: "" }, { nested: { deep: [] } }];
const ODD_NUMBERS: unknown[] = [0, -1, -0, 1.5, -1e308, 1e308, 2 ** 53 + 2, -(2 ** 31), Number.NaN, Infinity];
const NAN_ISH = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "0x10",
  " 5",
  "5 ",
  "-0",
  "+1",
  "1_000",
  "null",
  "true",
];
const BAD_DATES = [
  "2024-02-30",
  "2023-02-29",
  "2024-13-01",
  "2024-00-10",
  "24-1-1",
  "2024-1-01",
  "2024/01/01",
  "2024-01-01T00:00:00Z",
  "9999-99-99",
  "0000-00-00",
  "２０２４-０１-０１",
  "2024-01-01\n",
  "",
];
export const HUGE_STRING = "x".repeat(100_000);
const EXOTIC_STRINGS = [
  HUGE_STRING,
  "🙂".repeat(30_000),
  "\u202Egnp.exe",
  "a\u0000b",
  "\u0000",
  "\uD800",
  "\uFEFF",
  "'; DROP TABLE moods; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style probe, meant literally.
  "${jndi:ldap://x}",
  "   ",
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...WRONG_TYPES),
  fc.constantFrom(...ODD_NUMBERS),
  fc.constantFrom(...NAN_ISH),
  fc.constantFrom(...BAD_DATES),
  fc.constantFrom(...EXOTIC_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
);

/** Keys a client may add: someone else's id, prototype pollution, or noise. */
const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.constantFrom<Record<string, unknown>>(
    { user_id: "00000000-0000-4000-8000-000000000000" },
    { id: "forged-id", created_at: "1999-01-01T00:00:00Z" },
    JSON.parse('{"__proto__": {"polluted": "yes"}}') as Record<string, unknown>,
    { constructor: { prototype: { polluted: "yes" } } },
  ),
  fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
);

/** Raw, already-encoded path segments, sent as they are. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2f%2e%2e%2fevenkeel.db",
    "..%5C..%5Cwindows",
    "%00",
    "2024-01-01%00",
    "%252e%252e",
    "%E0%A4%A",
    "%",
    "%F0%9F%99%82",
    "%E2%80%AE",
    "x".repeat(5_000),
    "'%20OR%201%3D1",
  ),
  fc.string({ unit: "binary", maxLength: 30 }).map((text) => encodeURIComponent(wellFormed(text))),
);

/** Lone surrogates replaced by U+FFFD, as URL encoding does (String#toWellFormed, not in ES2023 lib). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function fieldNames(schema: z.ZodType): string[] {
  let def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === "prefault") def = (def.innerType as { _zod: { def: Record<string, unknown> } })._zod.def;
  return def.type === "object" ? Object.keys(def.shape as object) : [];
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? { ...(value as object) } : {};
}

/** A valid input with one thing wrong (or merely odd: an extra field can leave it valid). */
export function mutatedInputOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = validInputOf(schema);
  const names = fieldNames(schema);
  const mutations: fc.Arbitrary<unknown>[] = [
    fc.tuple(valid, extraFields).map(([input, extra]) => ({ ...asObject(input), ...extra })),
    hostileValue,
  ];
  if (names.length > 0) {
    const name = fc.constantFrom(...names);
    mutations.push(
      fc
        .tuple(valid, name, hostileValue)
        .map(([input, key, value]) => ({ ...asObject(input), [key]: value })),
      fc.tuple(valid, name).map(([input, key]) => {
        const copy = asObject(input);
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}
