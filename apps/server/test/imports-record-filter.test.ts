// The filter that keeps records of unread kinds away from the XML parser (speed of a
// multi-gigabyte export.xml): whatever the chunk boundaries, it keeps the wanted records, the
// workouts and the document's structure byte for byte, and leaves the file's line breaks, so the
// parser's line numbers stay right.
import { describe, expect, it } from "vitest";
import { createRecordFilter } from "../src/imports/apple-health/record-filter.ts";
import {
  appleHealthXml,
  heartRate,
  hrvSdnn,
  restingHr,
  sleep,
  stepCount,
  workout,
} from "./support/health-exports.ts";

const WANTED = new Set([
  "HKQuantityTypeIdentifierRestingHeartRate",
  "HKQuantityTypeIdentifierHeartRateVariabilitySDNN",
]);
const XML = appleHealthXml([
  heartRate(70, "2026-03-07 09:00:00 -0500"),
  restingHr(55, "2026-03-07 07:00:00 -0500"),
  stepCount(100, "2026-03-07 09:00:00 -0500", "2026-03-07 09:05:00 -0500"),
  hrvSdnn(48, "2026-03-07 03:00:00 -0500"),
  '<Record type=\'HKQuantityTypeIdentifierStepCount\' sourceName="x" value="1" startDate="2026-03-07 09:00:00 -0500" endDate="2026-03-07 09:00:00 -0500"/>',
  sleep("AsleepCore", "2026-03-06 23:00:00 -0500", "2026-03-07 06:00:00 -0500"),
  '<RecordList note="not a record"/>',
  workout("2026-03-07 18:00:00 -0500", "2026-03-07 18:30:00 -0500"),
]);

function run(bytes: Buffer, size: number): { text: string; skipped: number } {
  let skipped = 0;
  const filter = createRecordFilter(WANTED, () => {
    skipped += 1;
  });
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(...filter.push(bytes.subarray(at, at + size)));
  parts.push(...filter.end());
  return { text: Buffer.concat(parts).toString("utf8"), skipped };
}

describe("the record filter", () => {
  const bytes = Buffer.from(XML);
  const whole = run(bytes, bytes.length);

  it("takes out records of other kinds (with their children), and only those", () => {
    // Heart rate (with a child), the step count and the sleep record (not wanted here).
    expect(whole.skipped).toBe(3);
    expect(whole.text).not.toContain('"HKQuantityTypeIdentifierHeartRate"');
    expect(whole.text).not.toContain('"HKQuantityTypeIdentifierStepCount"');
    expect(whole.text).not.toContain("SleepAnalysis");
    // A type it cannot read with certainty (single quotes) is left to the parser.
    expect(whole.text).toContain("type='HKQuantityTypeIdentifierStepCount'");
    expect(whole.text).toContain(restingHr(55, "2026-03-07 07:00:00 -0500"));
    expect(whole.text).toContain(hrvSdnn(48, "2026-03-07 03:00:00 -0500"));
    expect(whole.text).toContain('<RecordList note="not a record"/>');
    expect(whole.text).toContain("<Workout ");
    expect(whole.text).toContain("<!ATTLIST Record");
  });

  it("keeps every line break, so line numbers stay the file's", () => {
    expect(whole.text.split("\n").length).toBe(XML.split("\n").length);
    const line = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;
    expect(line(whole.text, "<Workout")).toBe(line(XML, "<Workout"));
  });

  it("gives the same text whatever the chunk boundaries", () => {
    for (const size of [1, 2, 3, 5, 7, 13, 64, 100, 333]) expect(run(bytes, size)).toEqual(whole);
  });

  it("hands an unfinished record to the parser at the end", () => {
    const cut = Buffer.from(XML.slice(0, XML.indexOf("StepCount") + 20));
    expect(
      run(cut, 16).text.endsWith(
        XML.slice(XML.lastIndexOf("<Record", XML.indexOf("StepCount")), XML.indexOf("StepCount") + 20),
      ),
    ).toBe(true);
  });
});
