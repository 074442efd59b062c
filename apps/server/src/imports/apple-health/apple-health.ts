// An Apple Health export.xml, streamed through a SAX parser (saxes) as its bytes arrive: never
// the whole file in memory, no entity resolved, no DTD fetched (Apple's own inline DTD is read
// past; a document that declares entities or names an external DTD is refused). Only the
// per-day aggregates the day needs are held (docs/wearables.md "Imports"):
// - resting HR: one a day, from the highest-priority device that recorded the day;
// - HRV: Apple's SDNN spot readings, the median of that device's readings (stored as "sdnn");
// - sleep: asleep intervals (Core, Deep, REM, Unspecified, the old Asleep) of every source
//   merged by time, so overlaps count once; a night belongs to the local date it ends on;
//   quality is asleep time over the time from the first to the last asleep interval;
// - workouts: <Workout> elements per local day.
// Dates keep their own offset ("2026-03-13 23:04:00 -0400"): a day is local to where the
// person was, so a trip or a DST night lands on the date the person lived.
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import {
  type AppleSourcePriority,
  dataImportBadDate,
  dataImportNotAppleHealth,
  dataImportTruncated,
  dataImportXmlEntities,
  dataImportXmlExternalDtd,
  dataImportXmlMalformed,
} from "@evenkeel/contracts";
import { SaxesParser } from "saxes";
import {
  checkNotFuture,
  checkPlausible,
  countSkip,
  type ImportedValues,
  ImportInputError,
  ImportStopped,
  latestToday,
  type ParsedImport,
  valuesOf,
} from "../imported-days.ts";
import { type Interval, nightsOf } from "./nights.ts";
import { createRecordFilter } from "./record-filter.ts";
import { createXmlBounds } from "./xml-bounds.ts";

const RESTING_HR = "HKQuantityTypeIdentifierRestingHeartRate";
const HRV_SDNN = "HKQuantityTypeIdentifierHeartRateVariabilitySDNN";
const SLEEP = "HKCategoryTypeIdentifierSleepAnalysis";
const ASLEEP_VALUES = new Set([
  "HKCategoryValueSleepAnalysisAsleepCore",
  "HKCategoryValueSleepAnalysisAsleepDeep",
  "HKCategoryValueSleepAnalysisAsleepREM",
  "HKCategoryValueSleepAnalysisAsleepUnspecified",
  "HKCategoryValueSleepAnalysisAsleep",
]);
const NOT_ASLEEP_VALUES = new Set(["HKCategoryValueSleepAnalysisInBed", "HKCategoryValueSleepAnalysisAwake"]);

const MAX_INTERVAL_MS = 24 * 3_600_000;

export const DEFAULT_APPLE_PRIORITY: readonly AppleSourcePriority[] = ["watch", "iphone", "other"];

/** "2026-03-13 23:04:00 -0400" → the instant and the local date as written. */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;

interface LocalInstant {
  ms: number;
  date: string;
}

function parseAppleDate(text: string | undefined, file: string, line: number): LocalInstant {
  const match = text ? DATE_PATTERN.exec(text) : null;
  if (!match || !text) throw new ImportInputError(dataImportBadDate(file, line, text ?? ""));
  const [, y, mo, d, h, mi, s, sign, oh, om] = match as unknown as string[];
  const offsetMinutes = (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (!Number.isFinite(wall) || Number(mo) > 12 || Number(d) > 31 || Number(h) > 23) {
    throw new ImportInputError(dataImportBadDate(file, line, text));
  }
  return { ms: wall - offsetMinutes * 60_000, date: text.slice(0, 10) };
}

function deviceOf(attributes: Record<string, string>): AppleSourcePriority {
  const device = attributes.device ?? "";
  if (device.includes("model:Watch")) return "watch";
  if (device.includes("model:iPhone")) return "iphone";
  const source = attributes.sourceName ?? "";
  if (/watch/i.test(source)) return "watch";
  if (/iphone/i.test(source)) return "iphone";
  return "other";
}

/** A DOCTYPE is allowed only as Apple writes it: an internal subset, no entity, no external id. */
function checkDoctype(text: string, file: string, line: number): void {
  if (/<!ENTITY/i.test(text)) throw new ImportInputError(dataImportXmlEntities(file, line));
  const beforeSubset = text.split("[")[0] ?? "";
  if (/\b(SYSTEM|PUBLIC)\b/.test(beforeSubset))
    throw new ImportInputError(dataImportXmlExternalDtd(file, line));
}

export interface AppleParseOptions {
  file: string;
  priority: readonly AppleSourcePriority[];
  nowMs: number;
  /** Called with the bytes read so far. */
  onBytes: (bytes: number) => void;
  stopping: () => boolean;
}

export async function parseAppleHealth(stream: Readable, options: AppleParseOptions): Promise<ParsedImport> {
  const { file } = options;
  const latest = latestToday(options.nowMs);
  const rank = (device: AppleSourcePriority) => options.priority.indexOf(device);
  const skipped: ParsedImport["skipped"] = new Map();
  let records = 0;
  // date → best rank and its readings
  const restingHr = new Map<string, { rank: number; value: number; start: number; count: number }>();
  const hrv = new Map<string, { rank: number; values: number[]; dropped: number }>();
  const workouts = new Map<string, number>();
  const asleep: Interval[] = [];
  let sawRoot = false;

  const parser = new SaxesParser({ position: true });
  let failure: Error | null = null;
  parser.on("doctype", (text) => checkDoctype(text, file, parser.line));
  parser.on("opentag", (node) => {
    if (!sawRoot) {
      if (node.name !== "HealthData") throw new ImportInputError(dataImportNotAppleHealth(file));
      sawRoot = true;
      return;
    }
    const attributes = node.attributes as Record<string, string>;
    /** A one-a-day reading: its local date (not in the future), checked value and device rank. */
    const reading = (metric: "resting_hr" | "hrv") => {
      const start = parseAppleDate(attributes.startDate, file, parser.line);
      checkNotFuture(start.date, latest, file, parser.line);
      const value = checkPlausible(metric, Number(attributes.value), file, parser.line);
      return { start, value, r: rank(deviceOf(attributes)) };
    };
    if (node.name === "Workout") {
      const start = parseAppleDate(attributes.startDate, file, parser.line);
      checkNotFuture(start.date, latest, file, parser.line);
      workouts.set(start.date, (workouts.get(start.date) ?? 0) + 1);
      records += 1;
      return;
    }
    if (node.name !== "Record") return;
    const type = attributes.type;
    if (type === RESTING_HR) {
      const { start, value, r } = reading("resting_hr");
      const current = restingHr.get(start.date);
      if (!current || r < current.rank) {
        restingHr.set(start.date, { rank: r, value, start: start.ms, count: (current?.count ?? 0) + 1 });
      } else if (r === current.rank && start.ms >= current.start) {
        // One a day: a later reading of the same device replaces an earlier one.
        restingHr.set(start.date, { rank: r, value, start: start.ms, count: current.count + 1 });
      } else {
        current.count += 1;
      }
    } else if (type === HRV_SDNN) {
      const { start, value, r } = reading("hrv");
      const current = hrv.get(start.date);
      if (!current || r < current.rank) {
        hrv.set(start.date, {
          rank: r,
          values: [value],
          dropped: (current?.dropped ?? 0) + (current?.values.length ?? 0),
        });
      } else if (r === current.rank) {
        current.values.push(value);
      } else {
        current.dropped += 1;
      }
    } else if (type === SLEEP) {
      const value = attributes.value ?? "";
      if (NOT_ASLEEP_VALUES.has(value)) {
        countSkip(skipped, "in_bed_or_awake");
        return;
      }
      if (!ASLEEP_VALUES.has(value)) {
        countSkip(skipped, "other_record_types");
        return;
      }
      const start = parseAppleDate(attributes.startDate, file, parser.line);
      const end = parseAppleDate(attributes.endDate, file, parser.line);
      checkNotFuture(end.date, latest, file, parser.line);
      if (end.ms < start.ms || end.ms - start.ms > MAX_INTERVAL_MS) {
        checkPlausible("sleep_duration_minutes", Math.round((end.ms - start.ms) / 60_000), file, parser.line);
      }
      asleep.push({ start: start.ms, end: end.ms, endDate: end.date, line: parser.line });
    } else {
      countSkip(skipped, "other_record_types");
    }
  });
  parser.on("error", (error) => {
    failure ??= error;
  });

  // Records of other kinds never reach the parser (record-filter.ts); they are counted here.
  const filter = createRecordFilter(new Set([RESTING_HR, HRV_SDNN, SLEEP]), () =>
    countSkip(skipped, "other_record_types"),
  );
  let bytes = 0;
  // Only what the filter keeps is decoded; a character cut between chunks waits in the decoder.
  // Each piece is measured before saxes gets it, which has no length limit of its own.
  const decoder = new StringDecoder("utf8");
  const bounds = createXmlBounds(file);
  const write = (text: string) => {
    bounds.check(text);
    parser.write(text);
  };
  const feed = (parts: Buffer[]) => {
    for (const part of parts) write(decoder.write(part));
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (options.stopping()) throw new ImportStopped();
      bytes += chunk.length;
      try {
        feed(filter.push(chunk));
      } catch (error) {
        throw translateXmlError(error, file, parser.line);
      }
      if (failure) throw translateXmlError(failure, file, parser.line);
      options.onBytes(bytes);
    }
  } finally {
    stream.destroy();
  }
  try {
    feed(filter.end());
    write(decoder.end());
    parser.close();
  } catch (error) {
    if (error instanceof ImportInputError) throw error;
    throw new ImportInputError(dataImportTruncated(file));
  }
  if (failure) throw new ImportInputError(dataImportTruncated(file));
  if (!sawRoot) throw new ImportInputError(dataImportTruncated(file));

  const days = new Map<string, ImportedValues>();
  const day = (date: string) => valuesOf(days, date);
  for (const [date, reading] of restingHr) {
    day(date).resting_hr = reading.value;
    records += 1;
    if (reading.count > 1) countSkip(skipped, "lower_priority_source", reading.count - 1);
  }
  for (const [date, readings] of hrv) {
    day(date).hrv = Math.round(median(readings.values) * 10) / 10;
    records += readings.values.length;
    if (readings.dropped > 0) countSkip(skipped, "lower_priority_source", readings.dropped);
  }
  for (const [date, count] of workouts) day(date).workout_count = count;
  const nights = nightsOf(asleep);
  records += asleep.length;
  for (const night of nights.main) {
    const minutes = Math.round(night.asleepMs / 60_000);
    if (minutes > 24 * 60) checkPlausible("sleep_duration_minutes", minutes, file, night.line);
    const values = day(night.date);
    values.sleep_duration_minutes = minutes;
    values.sleep_quality_score = Math.round((100 * night.asleepMs) / Math.max(1, night.spanMs));
  }
  if (nights.naps > 0) countSkip(skipped, "naps", nights.naps);

  return {
    kind: "apple_health",
    days,
    provided: new Set([
      "resting_hr",
      "hrv",
      "sleep_duration_minutes",
      "sleep_quality_score",
      "workout_count",
    ]),
    hrvMeasure: "sdnn",
    journal: [],
    records,
    skipped,
  };
}

function translateXmlError(error: unknown, file: string, line: number): Error {
  if (error instanceof ImportInputError || error instanceof ImportStopped) return error;
  const reason = error instanceof Error ? error.message.replace(/^[^:]*:\d+:\d+: /, "") : String(error);
  if (/undefined entity|entity/i.test(reason)) return new ImportInputError(dataImportXmlEntities(file, line));
  return new ImportInputError(dataImportXmlMalformed(file, line, reason.slice(0, 200)));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
