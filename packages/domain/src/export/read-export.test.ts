// Reading an export back: the zip's JSON or the JSON itself; a file of another kind, or of a
// newer schema version, is refused with words a person can act on.
import { EXPORT_JSON_MAX_BYTES, EXPORT_SCHEMA_VERSION, importUnpacksTooLarge } from "@evenkeel/contracts";
import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";
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

/** A zip whose evenkeel-export.json is the document led by `padBytes` of white space (valid JSON). */
function paddedZip(padBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const entry = new ZipDeflate("evenkeel-export.json", { level: 6 });
  zip.add(entry);
  const pad = new Uint8Array(1024 * 1024).fill(0x20);
  for (let left = padBytes; left > 0; left -= pad.length)
    entry.push(pad.subarray(0, Math.min(pad.length, left)));
  entry.push(json, true);
  zip.end();
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

describe("readExportFile on a zip", () => {
  it("refuses an evenkeel-export.json that unpacks to more than EXPORT_JSON_MAX_BYTES, saying so", () => {
    const zip = paddedZip(EXPORT_JSON_MAX_BYTES);
    expect(zip.length).toBeLessThan(1024 * 1024);
    expect(() => readExportFile(zip)).toThrow(importUnpacksTooLarge(EXPORT_JSON_MAX_BYTES));
  });

  it("reads one just within it", () => {
    expect(readExportFile(paddedZip(EXPORT_JSON_MAX_BYTES - json.length - 1024)).health_metrics).toHaveLength(
      1,
    );
  });

  it("inflates only the first evenkeel-export.json, never a second one", () => {
    const name = "copy/evenkeel-export.json";
    const zip = zipSync({ "evenkeel-export.json": json, [name]: json });
    // The second entry's deflate data, made a stream that cannot be inflated (an invalid block type).
    const needle = strToU8(name);
    const at = zip.findIndex((_, start) => needle.every((byte, offset) => zip[start + offset] === byte));
    const extra = (zip[at - 2] as number) | ((zip[at - 1] as number) << 8);
    const data = at + name.length + extra;
    zip.fill(0xff, data, data + 16);
    expect(readExportFile(zip)).toEqual(readExportFile(json));
  });
});
