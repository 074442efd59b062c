// The exact output check (docs/decisions/047) may only be stricter than zod: whatever it takes,
// zod's parse takes too and gives back the same value, keys in the same order. Checked over
// a zoo of zod constructs with chosen samples and values from fast-check; every contract output
// compiles whole. Real answers broken one place at a time: apps/server/test/contract/outputs.test.ts.
import { PROCEDURE_NAMES, procedures } from "@evenkeel/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { exactCheckOf, exactParse, isComplete } from "./exact-output.ts";

/** Same value, same keys in the same order, all the way down (undefined properties included). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key, index) =>
      key === keysB[index] &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The property: taken by the exact check ⇒ zod parses it to the same value. */
function agreesWithZod(schema: z.ZodType, value: unknown): void {
  if (!exactCheckOf(schema)(value)) return;
  const parsed = schema.safeParse(value);
  expect(parsed.success, `zod refused what the check took: ${JSON.stringify(value)}`).toBe(true);
  expect(sameValue(parsed.data, value), `zod changed ${JSON.stringify(value)}`).toBe(true);
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(text)));
const zoo: Record<string, z.ZodType> = {
  string: z.string().min(2).max(5),
  email: z.email(),
  uuid: z.uuid(),
  datetime: z.iso.datetime(),
  trimmed: z.string().trim(),
  lowered: z.string().toLowerCase(),
  int: z.int().min(0).max(10),
  numberInt: z.number().int().gt(-3).lte(3),
  float: z.number().gte(0).lt(1),
  coerced: z.coerce.number(),
  boolean: z.boolean(),
  literal: z.literal(["a", 1, null]),
  enum: z.enum(["low", "high"]),
  nullable: z.string().nullable(),
  optional: z.object({ a: z.string().optional(), b: z.number() }),
  defaulted: z.object({ a: z.string().default("x"), b: z.number().optional().default(1) }),
  nested: z.object({ list: z.array(z.object({ date: isoDate, n: z.number().nullable() })).max(3) }),
  strict: z.strictObject({ a: z.string() }),
  loose: z.looseObject({ a: z.string() }),
  catchall: z.object({ a: z.string() }).catchall(z.number()),
  record: z.record(z.string().min(1), z.number()),
  enumRecord: z.record(z.enum(["x", "y"]), z.number().nullable()),
  partialRecord: z.partialRecord(z.enum(["x", "y"]), z.number()),
  union: z.union([z.number(), z.string().max(3)]),
  unionOfObjects: z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number() })]),
  discriminated: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("a"), a: z.string() }),
    z.object({ kind: z.literal("b"), b: z.number().int() }),
  ]),
  transformed: z.string().transform((text) => text.length),
  piped: z.string().pipe(z.string().max(2)),
  tuple: z.tuple([z.string(), z.number()]),
  refinedObject: z.object({ from: z.number(), to: z.number() }).refine((range) => range.from <= range.to),
  readonly: z.object({ a: z.string() }).readonly(),
  unknown: z.object({ a: z.unknown(), b: z.any() }),
  date: z.date(),
  catch: z.number().catch(0),
};

/** Values near and far from each schema: the samples, their parts, and anything at all. */
const samples: unknown[] = [
  "ab",
  "abcdef",
  " a ",
  "A",
  "a@b.co",
  "not an email",
  "0d2b5d7e-3f3a-4f5e-9a7b-1c2d3e4f5a6b",
  "2026-11-26T10:00:00Z",
  "2026-11-26",
  "2026-02-30",
  0,
  1.5,
  -3,
  3,
  10,
  11,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  true,
  null,
  undefined,
  "low",
  { a: "x" },
  { a: "x", b: 1 },
  { b: 1, a: "x" },
  { b: 1 },
  { a: undefined, b: 1 },
  { a: "x", b: 1, c: 2 },
  { list: [{ date: "2026-11-26", n: 1 }] },
  { list: [{ n: 1, date: "2026-11-26" }] },
  { list: [{ date: "2026-02-30", n: null }] },
  { x: 1, y: null },
  { y: null, x: 1 },
  { x: 1 },
  { x: 1, y: 2, z: 3 },
  { "": 1 },
  { kind: "a", a: "x" },
  { kind: "b", b: 1.5 },
  { kind: "c" },
  { from: 1, to: 0 },
  { from: 0, to: 1 },
  ["x", 1],
  [],
  new Date(0),
  Object.assign(Object.create({ inherited: 1 }), { a: "x" }),
  Object.assign(Object.create(null), { a: "x", b: 1 }),
];

describe("the exact output check", () => {
  it("never takes what zod would refuse or change: a zoo of constructs and samples", () => {
    for (const schema of Object.values(zoo)) {
      for (const value of samples) agreesWithZod(schema, value);
    }
  });

  it("never takes what zod would refuse or change: any JSON-like value", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(zoo)),
        fc.anything({ withNullPrototype: true }),
        agreesWithZod,
      ),
      { numRuns: 3000 },
    );
  });

  it("takes the values zod gives back unchanged, so answers built right skip the copy", () => {
    const check = exactCheckOf(zoo.nested as z.ZodType);
    expect(check({ list: [{ date: "2026-11-26", n: 1 }] })).toBe(true);
    expect(check({ list: [{ n: 1, date: "2026-11-26" }] })).toBe(false);
    expect(exactCheckOf(zoo.optional as z.ZodType)({ b: 1 })).toBe(true);
    expect(exactCheckOf(zoo.enumRecord as z.ZodType)({ x: 1, y: null })).toBe(true);
    expect(exactCheckOf(zoo.discriminated as z.ZodType)({ kind: "b", b: 2 })).toBe(true);
    expect(exactCheckOf(zoo.email as z.ZodType)("a@b.co")).toBe(true);
    expect(exactCheckOf(zoo.email as z.ZodType)("not an email")).toBe(false);
  });

  it("falls back to zod's parse: its copy, or its error", () => {
    const schema = zoo.optional as z.ZodType;
    const extra = { a: "x", b: 1, c: 2 };
    expect(exactParse(schema, exactCheckOf(schema), extra)).toEqual({ a: "x", b: 1 });
    expect(() => exactParse(schema, exactCheckOf(schema), { a: 1 })).toThrow(z.ZodError);
    const kept = { b: 1 };
    expect(exactParse(schema, exactCheckOf(schema), kept)).toBe(kept);
  });

  const outputs = PROCEDURE_NAMES.map((name) => [name, procedures[name].output as z.ZodType] as const);

  it.each(outputs)("compiles every node of %s's output with a check of its own", (_name, schema) => {
    expect(isComplete(schema)).toBe(true);
  });
});
