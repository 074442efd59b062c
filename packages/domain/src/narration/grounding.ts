// The facts a narrated insight may state: every number (with its unit) and every date found in
// what Evenkeel computed for the brief, which includes the deterministic insight, whose own
// numbers are already checked against the facts (insights/number-provenance.test.ts). The
// person's mood notes are left out by the caller: they are words, not facts (docs/narrator.md).
import { type DateMention, findDates, findNumbers, type NumberMention, unitsCompatible } from "./mentions.ts";

export interface Grounding {
  numbers: readonly NumberMention[];
  /** "3-4" for Mar 4, and "2025-3-4" when the year is known. */
  monthDays: ReadonlySet<string>;
  datesWithYear: ReadonlySet<string>;
  /** Weekday (0 = Sunday) of each known month-day, for "Tue, Mar 4". */
  weekdays: ReadonlyMap<string, number>;
  /** Lower-case text of everything given, for words the model may only repeat. */
  text: string;
}

/** Every string (and number) in a JSON value, depth first. */
export function stringsOf(value: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (typeof v === "number") out.push(String(v));
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") Object.values(v).forEach(visit);
  };
  visit(value);
  return out;
}

export function groundingOf(given: unknown): Grounding {
  const numbers: NumberMention[] = [];
  const monthDays = new Set<string>();
  const datesWithYear = new Set<string>();
  const weekdays = new Map<string, number>();
  const texts = stringsOf(given);
  for (const text of texts) {
    const { dates, rest } = findDates(text);
    for (const date of dates) {
      const key = `${date.month}-${date.day}`;
      monthDays.add(key);
      if (date.year !== null) {
        datesWithYear.add(`${date.year}-${key}`);
        numbers.push({ text: String(date.year), value: date.year, decimals: 0, unit: null });
        const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
        weekdays.set(key, weekday);
      }
    }
    numbers.push(...findNumbers(rest));
  }
  return { numbers, monthDays, datesWithYear, weekdays, text: texts.join("\n").toLowerCase() };
}

/**
 * A stated number matches a fact when the units agree and it is the fact rounded to the
 * precision it is written with: 41.6 ms may be "42 ms" or "41.6 ms", never "45 ms" or "41.63 ms".
 */
export function isGroundedNumber(stated: NumberMention, grounding: Grounding): boolean {
  const tolerance = 0.5 * 10 ** -stated.decimals + 1e-9;
  return grounding.numbers.some(
    (fact) => unitsCompatible(stated.unit, fact.unit) && Math.abs(fact.value - stated.value) <= tolerance,
  );
}

/** Null when the date is one of the facts' dates; otherwise why not. */
export function dateProblem(stated: DateMention, grounding: Grounding): string | null {
  const key = `${stated.month}-${stated.day}`;
  if (!grounding.monthDays.has(key)) return `the date "${stated.text}" is not one of the dates given`;
  if (stated.year !== null && !grounding.datesWithYear.has(`${stated.year}-${key}`))
    return `the year in "${stated.text}" is not the year of that date`;
  const weekday = grounding.weekdays.get(key);
  if (stated.weekday !== null && weekday !== undefined && stated.weekday !== weekday)
    return `"${stated.text}" names the wrong weekday for that date`;
  return null;
}
