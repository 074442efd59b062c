// Reading an export back: the zip's JSON or the JSON itself; a file of another kind, or of a
// newer schema version, is refused with words a person can act on.
import { EXPORT_SCHEMA_VERSION } from "@evenkeel/contracts";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readExportFile } from "./read-export.ts";

const document = {
  format: "evenkeel-export",
  schema_version: EXPORT_SCHEMA_VERSION,
  exported_at: "2026-11-23T08:00:00.000Z",
  account: { first_name: null, last_name: null, time_zone: "UTC" },
  health_metrics: [
    {
      date: "2026-11-22",
      recovery_score: 60,
      resting_hr: 52,
      hrv: 48.5,
      sleep_duration_minutes: 420,
      sleep_quality_score: 80,
      day_strain: 11.2,
      workout_count: 1,
      created_at: "2026-11-22T08:00:00.000Z",
      updated_at: "2026-11-22T08:00:00.000Z",
    },
  ],
  moods: [],
  burnout_scores: [],
  insights: [],
  a_field_from_a_later_version: true,
};
const json = strToU8(JSON.stringify(document));

describe("readExportFile", () => {
  it("reads the JSON, filling what older exports lack (source, imports, preferences)", () => {
    const read = readExportFile(json);
    expect(read.health_metrics[0]).toMatchObject({ date: "2026-11-22", source: "whoop" });
    expect(read.imports).toEqual([]);
    expect(read.preferences).toBeNull();
  });

  it("reads the same document out of the zip", () => {
    const zip = zipSync({ "moods.csv": strToU8("date\r\n"), "evenkeel-export.json": json });
    expect(readExportFile(zip)).toEqual(readExportFile(json));
  });

  it("refuses a newer schema version, naming it", () => {
    const newer = strToU8(JSON.stringify({ ...document, schema_version: EXPORT_SCHEMA_VERSION + 1 }));
    expect(() => readExportFile(newer)).toThrow(`schema version ${EXPORT_SCHEMA_VERSION + 1}`);
  });

  it.each([
    ["not JSON", strToU8("date,rating\r\n")],
    ["another JSON", strToU8('{"format":"other"}')],
    ["a broken export", strToU8(JSON.stringify({ ...document, moods: [{ date: "yesterday" }] }))],
    ["a zip without the JSON", zipSync({ "moods.csv": strToU8("date\r\n") })],
  ])("refuses %s", (_kind, bytes) => {
    expect(() => readExportFile(bytes)).toThrow("This file is not an Evenkeel export");
  });
});
