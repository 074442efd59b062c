// fast-check arbitraries derived from the zod schemas in packages/contracts, so the fuzz suites
// follow the contracts instead of a second hand-written description of them. Covers the schema
// kinds call inputs use: object, string (length, regex, e-mail, URL), number (int, bounds),
// boolean, enum, literal, optional, nullable, default, prefault, union, pipe and transform
// (the input side), arrays, and Uint8Array. Anything else throws, so a new kind is noticed.
import fc from "fast-check";
import type { z } from "zod";

type Def = Record<string, unknown> & { type: string };
type CheckDef = Record<string, unknown> & { check: string };

const ISO_DATE_SOURCE = "^(\\d{4})-(\\d{2})-(\\d{2})$";
const DAY_MS = 86_400_000;
/** Strings longer than this are rare in valid inputs; the boundary length is still generated. */
const TYPICAL_STRING_LENGTH = 40;

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): CheckDef[] {
  const checks = (def.checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? [];
  return checks.map((check) => check._zod.def);
}

/** Real calendar days from about two years ago to a few days ahead of today (UTC). */
export const isoDateArbitrary: fc.Arbitrary<string> = fc
  .integer({ min: -800, max: 3 })
  .map((offset) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10));

const emailArbitrary = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._+-]{0,20}[a-z0-9]$/), fc.stringMatching(/^[a-z]{2,12}$/))
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, ".")}@${domain}.example`);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = Number.POSITIVE_INFINITY;
  let pattern: RegExp | undefined;
  for (const check of checksOf(def)) {
    if (check.check === "min_length") minLength = check.minimum as number;
    if (check.check === "max_length") maxLength = check.maximum as number;
    if (check.check === "string_format" && check.format === "regex") pattern = check.pattern as RegExp;
  }
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (def.format === "email") return emailArbitrary.filter(fits);
  if (def.format === "url") return fc.webUrl({ validSchemes: ["http", "https"] }).filter(fits);
  if (pattern?.source === ISO_DATE_SOURCE) return isoDateArbitrary;
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  const typicalMax = Math.max(minLength, Math.min(maxLength, TYPICAL_STRING_LENGTH));
  const choices: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.string({ minLength, maxLength: typicalMax }), weight: 4 },
    { arbitrary: fc.string({ minLength, maxLength: typicalMax, unit: "grapheme" }), weight: 4 },
  ];
  // The longest value allowed, in a multi-byte character: where off-by-one and byte/char bugs live.
  if (Number.isFinite(maxLength) && maxLength > typicalMax) {
    choices.push({ arbitrary: fc.constant("é".repeat(maxLength)), weight: 1 });
  }
  return fc.oneof(...choices);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let isInteger = false;
  for (const check of checksOf(def)) {
    if (check.check === "greater_than") min = (check.value as number) + (check.inclusive ? 0 : 1);
    if (check.check === "less_than") max = (check.value as number) - (check.inclusive ? 0 : 1);
    if (check.check === "number_format") isInteger = true;
  }
  return isInteger ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/** Values shaped like `schema`: nearly always valid, but refinements are not guaranteed. */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringArbitrary(def);
    case "number":
      return numberArbitrary(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "optional":
    case "default":
    case "prefault":
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: null, freq: 3 });
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    case "pipe":
      return pipeArbitrary(schema, def);
    case "object":
      return objectArbitrary(def);
    case "array":
      return fc.array(arbitraryOf(def.element as z.ZodType), { maxLength: 5 });
    case "custom":
      // The only custom input schema is z.instanceof(Uint8Array): an uploaded file's bytes.
      return fc.uint8Array({ maxLength: 64 });
    default:
      throw new Error(`arbitraryOf: no arbitrary for zod kind "${def.type}"`);
  }
}

/**
 * A pipe's input is its `in` side; when `out` carries the constraints (queryIntSchema's bounds,
 * the e-mail format), values of `out` that `in` also accepts are the likely valid ones.
 */
function pipeArbitrary(pipe: z.ZodType, def: Def): fc.Arbitrary<unknown> {
  const input = arbitraryOf(def.in as z.ZodType);
  if (defOf(def.out).type === "transform") return input;
  const accepted = (value: unknown) => pipe.safeParse(value).success;
  return fc.oneof({ arbitrary: arbitraryOf(def.out as z.ZodType).filter(accepted), weight: 3 }, input);
}

function objectArbitrary(def: Def): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const kind = defOf(field).type;
    const mayBeLeftOut = kind === "optional" || kind === "default" || kind === "prefault";
    fields[key] = mayBeLeftOut ? arbitraryOf(defOf(field).innerType as z.ZodType) : arbitraryOf(field);
    if (!mayBeLeftOut) requiredKeys.push(key);
  }
  return fc.record(fields, { requiredKeys });
}

/** Inputs `schema` accepts: the derived shape, with refinements (real dates, ranges) enforced. */
export function validInputOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(schema).filter((value) => schema.safeParse(value).success);
}
