// Output validation without the copy (issue 22, docs/decisions/047). Every procedure's answer
// is checked against its contract schema on the way out, and stays so. zod's parse does that
// by building the answer anew: every object of it copied key by key through its generic
// machinery (a payload object and an issue list per value), and the copy replaces the answer.
// For an answer our own code built from stored rows, the copy is the same value again.
//
// An exact check answers one question of a value: would the schema's parse succeed AND give
// back this same value, with the same keys in the same order, nothing stripped, defaulted or
// rewritten? When it says yes, the value itself is the parse's result; when it says no (or
// is unsure), zod's own parse runs, and its result or its error is the answer, as before.
// So a check may only be stricter than zod, never looser: it is compiled from the schema's
// definition (zod's `_zod.def`, the introspection surface zod 4 publishes for tools) node by
// node, in the same order and with the same comparisons as zod's parse of that node.
//
// 1. Types: string, number (finite), boolean, null, literal, enum, unknown/any, nullable,
//    optional, default (a missing value would be replaced: not exact), array, object (keys
//    exactly the shape's in the shape's order, no extra key: zod would strip it), record,
//    discriminated union (the option zod picks), union of options that never rewrite.
// 2. Checks run in the schema's order on the value: lengths, bounds, safe integers, the
//    pattern of a regex or of a pattern-only format (date-time, uuid, email...), a refinement's
//    function and a rewrite's function (trim: exact only where it changes nothing) are called
//    here as zod calls them; any other check runs zod's own check function on the value, which
//    must leave the value as it is and report nothing.
// 3. Any other node (a transform, a pipe, a tuple, a lazy schema...) asks zod whether it takes
//    the value unchanged: exact for a leaf, a fallback to the full parse for anything that
//    zod copies. `isComplete` says whether a schema needed that anywhere.
import type { z } from "zod";

/** True only when `schema.parse(value)` would return `value` itself, unchanged. */
export type ExactCheck = (value: unknown) => boolean;

/** zod 4's internals of a schema or a check, as far as this file reads them. */
interface Internals {
  traits: ReadonlySet<string>;
  def: Record<string, unknown> & { type?: string; check?: string; checks?: readonly ZodNode[] };
  values?: ReadonlySet<unknown>;
  optin?: "optional" | "defaulted";
  optout?: "optional";
  propValues?: Record<string, ReadonlySet<unknown>>;
  run(payload: Payload, ctx: object): Payload | Promise<Payload>;
  check?(payload: Payload): unknown;
}
interface ZodNode {
  _zod: Internals;
}
interface Payload {
  value: unknown;
  issues: unknown[];
}

const compiled = new WeakMap<object, { check: ExactCheck; complete: boolean }>();

/** The exact check of a schema, compiled once per schema. */
export function exactCheckOf(schema: z.ZodType): ExactCheck {
  return compileRoot(schema as unknown as ZodNode).check;
}

/** True when every node of the schema has a check of its own (none asks zod whether it copies). */
export function isComplete(schema: z.ZodType): boolean {
  return compileRoot(schema as unknown as ZodNode).complete;
}

/** `schema.parse` that hands back the value itself when the exact check takes it. */
export function exactParse<S extends z.ZodType>(schema: S, check: ExactCheck, value: unknown): z.output<S> {
  return (check(value) ? value : schema.parse(value)) as z.output<S>;
}

function compileRoot(schema: ZodNode): { check: ExactCheck; complete: boolean } {
  let entry = compiled.get(schema);
  if (!entry) {
    const state = { complete: true, nodes: new Map<ZodNode, ExactCheck>() };
    entry = { check: compileNode(schema, state), complete: state.complete };
    compiled.set(schema, entry);
  }
  return entry;
}

interface CompileState {
  complete: boolean;
  nodes: Map<ZodNode, ExactCheck>;
}

/** zod's own answer for one node: exact when it reports nothing and gives back the value itself. */
function byZod(node: ZodNode): ExactCheck {
  return (value) => {
    const result = node._zod.run({ value, issues: [] }, { async: false });
    return !(result instanceof Promise) && result.issues.length === 0 && result.value === value;
  };
}

function compileNode(node: ZodNode, state: CompileState): ExactCheck {
  const known = state.nodes.get(node);
  if (known) return known;
  // A recursive schema reaches itself through a lazy node (unsupported), so no cycle forms here.
  const check = withChecks(node, typeCheck(node, state));
  state.nodes.set(node, check);
  return check;
}

function typeCheck(node: ZodNode, state: CompileState): ExactCheck {
  const def = node._zod.def;
  if (def.coerce) {
    state.complete = false;
    return byZod(node);
  }
  switch (def.type) {
    case "string":
      return (value) => typeof value === "string";
    case "number":
      // Number.isFinite is false for NaN and ±Infinity, which zod's number refuses.
      return (value) => typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return (value) => typeof value === "boolean";
    case "null":
      return (value) => value === null;
    case "unknown":
    case "any":
      return () => true;
    case "literal":
    case "enum": {
      const values = node._zod.values;
      if (!values) break;
      return (value) => values.has(value);
    }
    case "nullable": {
      const inner = compileNode(def.innerType as ZodNode, state);
      return (value) => value === null || inner(value);
    }
    case "optional": {
      const inner = compileNode(def.innerType as ZodNode, state);
      return (value) => value === undefined || inner(value);
    }
    case "default": {
      // An undefined value would be replaced by the default: zod's answer differs from it.
      const inner = compileNode(def.innerType as ZodNode, state);
      return (value) => value !== undefined && inner(value);
    }
    case "array":
      return arrayCheck(compileNode(def.element as ZodNode, state));
    case "object":
      return objectCheck(node, state) ?? unsupported(node, state);
    case "record":
      return recordCheck(node, state) ?? unsupported(node, state);
    case "union":
      return unionCheck(node, state) ?? unsupported(node, state);
  }
  return unsupported(node, state);
}

function unsupported(node: ZodNode, state: CompileState): ExactCheck {
  state.complete = false;
  return byZod(node);
}

function arrayCheck(element: ExactCheck): ExactCheck {
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let index = 0; index < value.length; index++) {
      if (!element(value[index])) return false;
    }
    return true;
  };
}

/** A plain object as zod's record takes one and JSON writes one: its prototype is Object's or none. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The shape's keys, in the shape's order: each present key checked; a key may be missing only
 * where zod leaves it out of its answer too (optional in and out); no other key (zod strips it).
 */
function objectCheck(node: ZodNode, state: CompileState): ExactCheck | null {
  const def = node._zod.def;
  if (def.catchall) return null;
  const shape = def.shape as Record<string, ZodNode>;
  if (Object.getOwnPropertySymbols(shape).length > 0) return null;
  const keys = Object.keys(shape);
  if (keys.includes("__proto__")) return null;
  const checks = keys.map((key) => compileNode(shape[key] as ZodNode, state));
  const omittable = keys.map((key) => {
    const field = (shape[key] as ZodNode)._zod;
    return field.optin === "optional" && field.optout === "optional";
  });
  const count = keys.length;
  return (value) => {
    if (!isPlainRecord(value)) return false;
    let next = 0;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) return false;
      while (next < count && keys[next] !== key) {
        if (!omittable[next]) return false;
        next++;
      }
      if (next === count) return false;
      if (!(checks[next] as ExactCheck)(value[key])) return false;
      next++;
    }
    for (; next < count; next++) if (!omittable[next]) return false;
    return true;
  };
}

/**
 * A record keyed by an enum answers its keys in the enum's order, every one present; a partial
 * one, or one keyed by strings, answers the value's own keys in their order, each a key the key
 * schema takes.
 */
function recordCheck(node: ZodNode, state: CompileState): ExactCheck | null {
  const def = node._zod.def;
  if (def.mode === "loose") return null;
  const keyType = def.keyType as ZodNode;
  const valueCheck = compileNode(def.valueType as ZodNode, state);
  const values = keyType._zod.values;
  if (values && !def.partial) {
    const keys = [...values];
    if (!keys.every((key) => typeof key === "string") || keys.includes("__proto__")) return null;
    return (value) => {
      if (!isPlainRecord(value)) return false;
      let index = 0;
      for (const key in value) {
        if (key !== keys[index] || !Object.hasOwn(value, key) || !valueCheck(value[key])) return false;
        index++;
      }
      return index === keys.length;
    };
  }
  // A partial record, or one keyed by strings: the value's own keys, each one the key schema takes.
  if (!["string", "enum", "literal"].includes(keyType._zod.def.type ?? "")) return null;
  const keyCheck = compileNode(keyType, state);
  return (value) => {
    if (!isPlainRecord(value) || Object.getOwnPropertySymbols(value).length > 0) return false;
    for (const key in value) {
      if (key === "__proto__" || !Object.hasOwn(value, key)) return false;
      if (!keyCheck(key) || !valueCheck(value[key])) return false;
    }
    // A non-enumerable own key is skipped by zod and by JSON alike; nothing to compare.
    return true;
  };
}

/**
 * A discriminated union parses with the one option its discriminator names. Any other union
 * answers its first option that takes the value: exact only when no option rewrites what it
 * takes, so that "an option takes it unchanged" and "zod's first taker answers it" agree.
 */
function unionCheck(node: ZodNode, state: CompileState): ExactCheck | null {
  const def = node._zod.def;
  const options = def.options as ZodNode[];
  const checks = options.map((option) => compileNode(option, state));
  const discriminator = def.discriminator;
  if (typeof discriminator === "string") {
    const byValue = new Map<unknown, ExactCheck | null>();
    options.forEach((option, index) => {
      for (const tag of option._zod.propValues?.[discriminator] ?? []) {
        byValue.set(tag, byValue.has(tag) ? null : (checks[index] as ExactCheck));
      }
    });
    return (value) => {
      if (!isPlainRecord(value)) return false;
      const check = byValue.get(value[discriminator]);
      return check ? check(value) : false;
    };
  }
  if (!options.every(isTransparent)) return null;
  return (value) => checks.some((check) => check(value));
}

/** A node whose parse never changes what it accepts: a primitive without a rewriting check. */
function isTransparent(node: ZodNode): boolean {
  const def = node._zod.def;
  if (def.coerce || (def.checks ?? []).some((check) => !SPECIALISED_CHECKS.has(checkKind(check))))
    return false;
  if (node._zod.traits.has("$ZodCheck") && !SPECIALISED_CHECKS.has(checkKind(node))) return false;
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "null":
    case "literal":
    case "enum":
      return true;
    case "nullable":
    case "optional":
      return isTransparent(def.innerType as ZodNode);
    default:
      return false;
  }
}

const SPECIALISED_CHECKS = new Set([
  "min_length",
  "max_length",
  "length_equals",
  "greater_than",
  "less_than",
  "number_format:safeint",
  "number_format:float64",
  "string_format:regex",
]);

function checkKind(check: ZodNode): string {
  const def = check._zod.def;
  return def.check === "number_format" || def.check === "string_format"
    ? `${def.check}:${def.format}`
    : String(def.check);
}

/**
 * The node's checks after its type, in order, as zod runs them on a value it parsed. A node that
 * is itself a check (`z.email()`, `z.int()`: a string or number schema carrying its format)
 * runs itself first.
 */
function withChecks(node: ZodNode, base: ExactCheck): ExactCheck {
  const own = node._zod.def.checks ?? [];
  const checks = node._zod.traits.has("$ZodCheck") ? [node, ...own] : own;
  if (checks.length === 0) return base;
  const steps = checks.map(checkStep);
  return (value) => {
    if (!base(value)) return false;
    for (let index = 0; index < steps.length; index++) {
      if (!(steps[index] as ExactCheck)(value)) return false;
    }
    return true;
  };
}

function checkStep(check: ZodNode): ExactCheck {
  const def = check._zod.def as Record<string, unknown>;
  const when = def.when as ((payload: Payload) => boolean) | undefined;
  const step = specialised(check) ?? byCheck(check);
  if (!when) return step;
  // zod runs a check with a `when` only where `when` says so (its length checks: on anything with a length).
  const payload: Payload = { value: undefined, issues: [] };
  return (value) => {
    payload.value = value;
    return !when(payload) || step(value);
  };
}

/** zod's string formats whose check is their pattern and nothing else (no URL parse, no decoding). */
const PATTERN_FORMATS = [
  "$ZodCheckRegex",
  "$ZodISODateTime",
  "$ZodISODate",
  "$ZodISOTime",
  "$ZodUUID",
  "$ZodGUID",
  "$ZodEmail",
];

function specialised(check: ZodNode): ExactCheck | null {
  const def = check._zod.def as Record<string, unknown>;
  const traits = check._zod.traits;
  if (traits.has("$ZodCustom") && typeof def.fn === "function") {
    // A refinement: zod reports an issue when its function answers something falsy.
    const refine = def.fn as (value: unknown) => unknown;
    return (value) => {
      const result = refine(value);
      return !(result instanceof Promise) && Boolean(result);
    };
  }
  if (traits.has("$ZodCheckOverwrite") && typeof def.tx === "function") {
    // trim(), toLowerCase()...: exact only where the rewrite changes nothing.
    const rewrite = def.tx as (value: unknown) => unknown;
    return (value) => rewrite(value) === value;
  }
  if (def.pattern instanceof RegExp && PATTERN_FORMATS.some((trait) => traits.has(trait))) {
    const pattern = def.pattern;
    return (value) => {
      pattern.lastIndex = 0;
      return pattern.test(value as string);
    };
  }
  switch (checkKind(check)) {
    case "min_length": {
      const minimum = def.minimum as number;
      return (value) => (value as { length: number }).length >= minimum;
    }
    case "max_length": {
      const maximum = def.maximum as number;
      return (value) => (value as { length: number }).length <= maximum;
    }
    case "length_equals": {
      const length = def.length as number;
      return (value) => (value as { length: number }).length === length;
    }
    case "greater_than": {
      const bound = def.value as number;
      return def.inclusive ? (value) => bound <= (value as number) : (value) => bound < (value as number);
    }
    case "less_than": {
      const bound = def.value as number;
      return def.inclusive ? (value) => (value as number) <= bound : (value) => (value as number) < bound;
    }
    case "number_format:safeint":
      return (value) => Number.isSafeInteger(value);
    case "number_format:float64":
      // Every finite number is within float64's range; the type check refused the rest.
      return () => true;
    default:
      return null;
  }
}

/** zod's own check function on the value: it must report nothing and leave the value as it is. */
function byCheck(check: ZodNode): ExactCheck {
  const run = check._zod.check;
  if (!run) return () => false;
  return (value) => {
    const payload: Payload = { value, issues: [] };
    const result = run(payload);
    return !(result instanceof Promise) && payload.issues.length === 0 && payload.value === value;
  };
}
