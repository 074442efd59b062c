// Finds what a text states as a number or a date: "about 42 ms", "64%", "7.1 h", "5 of the
// last 7 days", "Tue, Mar 4", "Mar 2–8", "2025-03-04". The validator checks each against the
// facts; the unit is read so a recovery % cannot come back as HRV ms.

/** Units that measure something: a number with one must match a fact in a compatible unit. */
export type MeasureUnit = "percent" | "points" | "rating" | "ms" | "bpm" | "hours" | "minutes" | "clock";
/** count: days, nights, ratings, weeks…; null: a bare number. */
export type MentionUnit = MeasureUnit | "count" | null;

export interface NumberMention {
  text: string;
  /** Without its sign: "down 3 ms" and a change of −3 are the same fact. */
  value: number;
  decimals: number;
  unit: MentionUnit;
}

export interface DateMention {
  text: string;
  month: number;
  day: number;
  year: number | null;
  /** 0 = Sunday, when the text names the weekday. */
  weekday: number | null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH =
  "(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKDAY = "(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*\\.?,?\\s+";
const ORDINAL = "(?:st|nd|rd|th)?";

const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
/** "Tue, Mar 4", "March 4th, 2025", "Mar 2–8", "Feb 24 – Mar 8" (two mentions). */
const MONTH_FIRST = new RegExp(
  `(?:\\b${WEEKDAY})?\\b${MONTH}\\.?\\s+(\\d{1,2})${ORDINAL}(?!\\d)(?:\\s*[–-]\\s*(\\d{1,2})${ORDINAL}(?![\\d:]))?(?:,?\\s+(\\d{4}))?`,
  "g",
);
/** "4 March", "Tuesday 4 March 2025". */
const DAY_FIRST = new RegExp(
  `(?:\\b${WEEKDAY})?\\b(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH}\\b(?:,?\\s+(\\d{4}))?`,
  "g",
);

// Longest spellings first, so "percentage points" is not read as "percent".
const UNIT_WORDS: readonly [RegExp, MentionUnit][] = [
  [/^\s*(?:percentage points?|points?|pts?)\b/i, "points"],
  [/^\s*(?:%|percent\b|per cent\b)/i, "percent"],
  [/^\s*(?:\/\s*10\b|out of 10\b)/i, "rating"],
  [/^\s*(?:ms\b|milliseconds?\b)/i, "ms"],
  [/^\s*(?:bpm\b|beats per minute\b|beats\/min\b)/i, "bpm"],
  [/^\s*(?:h\b|hrs?\b|hours?\b)/i, "hours"],
  [/^\s*(?:min\b|mins\b|minutes?\b)/i, "minutes"],
  [/^\s*(?::\d{2}|a\.?m\.?\b|p\.?m\.?\b|o'clock\b)/i, "clock"],
  [/^\s*(?:st|nd|rd|th)\b/i, "count"],
  [
    /^\s*(?:more\s+|other\s+|full\s+|scored\s+|paired\s+|straight\s+|consecutive\s+)?(?:days?|nights?|weeks?|months?|ratings?|mood ratings?|entries|entry|times?|records?|scores?|pairs?|steps?|of)\b/i,
    "count",
  ],
];

/** A number not glued to a word ("ek-1", "SpO2") nor the tail of a decimal; "1,234" is one. */
const NUMBER = /(?<![\p{L}\p{N}_.,/])(?<!\p{L}-)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/gu;
/** "55 to 48 ms", "50–60%": the first number takes the unit of the second. */
const RANGE_JOIN = /^\s*(?:to|–|-|and|or|→)\s*$/;

export function findDates(text: string): { dates: DateMention[]; rest: string } {
  const dates: DateMention[] = [];
  let rest = text.replace(ISO_DATE, (match, y: string, m: string, d: string) => {
    dates.push({ text: match, year: Number(y), month: Number(m), day: Number(d), weekday: null });
    return " ";
  });
  rest = rest.replace(
    MONTH_FIRST,
    (
      match,
      weekday: string | undefined,
      month: string,
      day: string,
      rangeEnd: string | undefined,
      year: string | undefined,
    ) => {
      const base = { text: match, month: monthNumber(month), year: year ? Number(year) : null };
      dates.push({ ...base, day: Number(day), weekday: weekday ? WEEKDAYS.indexOf(weekday) : null });
      if (rangeEnd) dates.push({ ...base, day: Number(rangeEnd), weekday: null });
      return " ";
    },
  );
  rest = rest.replace(
    DAY_FIRST,
    (match, weekday: string | undefined, day: string, month: string, year: string | undefined) => {
      dates.push({
        text: match,
        month: monthNumber(month),
        day: Number(day),
        year: year ? Number(year) : null,
        weekday: weekday ? WEEKDAYS.indexOf(weekday) : null,
      });
      return " ";
    },
  );
  return { dates, rest };
}

// Numbers written as words ("forty-five ms", "three nights") are numbers too. "one" is left
// out: it is mostly a pronoun ("one of the links"), and a single day is rarely worth inventing.
const UNITS_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const NUMBER_WORD = new RegExp(
  `\\b(?:(${TENS.join("|")})(?:[- ](one|${UNITS_WORDS.join("|")}))?|(${TEENS.join("|")})|(${UNITS_WORDS.join("|")}))\\b`,
  "gi",
);

function wordValue(tens?: string, tensUnit?: string, teen?: string, unit?: string): number {
  const small = (word: string) =>
    word.toLowerCase() === "one" ? 1 : UNITS_WORDS.indexOf(word.toLowerCase()) + 2;
  if (tens) return (TENS.indexOf(tens.toLowerCase()) + 2) * 10 + (tensUnit ? small(tensUnit) : 0);
  if (teen) return TEENS.indexOf(teen.toLowerCase()) + 10;
  return small(unit as string);
}

/** Every number in a text that is not part of a date, with the unit written after it. */
export function findNumbers(textWithoutDates: string): NumberMention[] {
  const found: (NumberMention & { end: number })[] = [];
  for (const match of textWithoutDates.matchAll(NUMBER_WORD)) {
    const end = (match.index ?? 0) + match[0].length;
    found.push({
      text: match[0],
      value: wordValue(match[1], match[2], match[3], match[4]),
      decimals: 0,
      unit: unitAfter(textWithoutDates.slice(end, end + 40)),
      end,
    });
  }
  for (const match of textWithoutDates.matchAll(NUMBER)) {
    const whole = (match[1] as string).replaceAll(",", "");
    const fraction = match[2] ?? "";
    const end = (match.index ?? 0) + match[0].length;
    const after = textWithoutDates.slice(end, end + 40);
    found.push({
      text: match[0],
      value: Number(fraction ? `${whole}.${fraction}` : whole),
      decimals: fraction.length,
      unit: unitAfter(after),
      end,
    });
  }
  found.sort((a, b) => a.end - b.end);
  // A bare number joined to the next one by "to" or a dash shares its unit.
  for (let i = found.length - 2; i >= 0; i--) {
    const here = found[i] as NumberMention & { end: number };
    const next = found[i + 1] as NumberMention & { end: number };
    const between = textWithoutDates.slice(here.end, next.end - next.text.length);
    if (here.unit === null && next.unit !== null && RANGE_JOIN.test(between)) here.unit = next.unit;
  }
  return found.map(({ end: _end, ...mention }) => mention);
}

function unitAfter(after: string): MentionUnit {
  for (const [pattern, unit] of UNIT_WORDS) if (pattern.test(after)) return unit;
  return null;
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3)) + 1;
}

/** Whether a stated unit may describe a fact written in another: points are % or /10 steps. */
export function unitsCompatible(stated: MentionUnit, fact: MentionUnit): boolean {
  if (stated === null) return true;
  if (stated === "count") return fact === "count" || fact === null;
  if (stated === fact) return true;
  if (stated === "points") return fact === "percent" || fact === "rating";
  if (fact === "points") return stated === "percent" || stated === "rating";
  return false;
}
