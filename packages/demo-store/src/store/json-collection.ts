// One collection of the demo's data as a JSON array under one storage key, checked against
// its contract schema on every read: a value edited by hand or left by an older version reads
// as empty instead of breaking every screen. Rows are never changed in place: writers build
// new objects and save the whole array.
import type { z } from "zod";
import type { KeyValueStorage } from "../key-value-storage.ts";

export interface JsonCollection<T> {
  /** Every stored item, in stored order. */
  all(): T[];
  /** Replaces the whole collection. */
  save(items: readonly T[]): void;
}

export function jsonCollection<S extends z.ZodType>(
  storage: KeyValueStorage,
  key: string,
  itemSchema: S,
): JsonCollection<z.infer<S>> {
  // The last text read and what it parsed to: a screen makes many reads of an unchanged
  // collection, and checking 90 rows against their schema each time is what costs.
  let cache: { raw: string; items: z.infer<S>[] } | null = null;
  return {
    all() {
      const raw = storage.getItem(key);
      if (raw === null) return [];
      if (cache?.raw !== raw) cache = { raw, items: parseItems(raw, itemSchema) };
      return [...cache.items];
    },
    save(items) {
      storage.setItem(key, JSON.stringify(items));
    },
  };
}

/** Items that no longer match the contract are dropped one by one, keeping the rest. */
function parseItems<S extends z.ZodType>(raw: string, itemSchema: S): z.infer<S>[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) => {
      const checked = itemSchema.safeParse(item);
      return checked.success ? [checked.data] : [];
    });
  } catch {
    return [];
  }
}

/** A single JSON value under one key, checked the same way; null when absent or invalid. */
export function jsonValue<S extends z.ZodType>(storage: KeyValueStorage, key: string, schema: S) {
  return {
    get(): z.infer<S> | null {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      try {
        const checked = schema.safeParse(JSON.parse(raw));
        return checked.success ? checked.data : null;
      } catch {
        return null;
      }
    },
    set(value: z.infer<S>): void {
      storage.setItem(key, JSON.stringify(value));
    },
  };
}
