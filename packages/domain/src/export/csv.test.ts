// RFC 4180: fields that need quoting are quoted, quotes doubled, records end in CRLF, and
// whatever is written reads back exactly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, csvLine, parseCsv } from "./csv.ts";

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded", '" padded"'],
    ["🎉 emoji", "🎉 emoji"],
  ])("%j → %j", (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it("writes numbers unformatted, booleans as words and missing values as empty", () => {
    expect([
      csvField(1234567.125),
      csvField(0),
      csvField(false),
      csvField(null),
      csvField(undefined),
    ]).toEqual(["1234567.125", "0", "false", "", ""]);
  });
});

describe("csvLine and parseCsv", () => {
  it("end records with CRLF", () => {
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
  });

  it("read back any text exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "grapheme" }), { minLength: 2, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (records) => {
          const text = records.map((record) => csvLine(record)).join("");
          expect(parseCsv(text)).toEqual(records);
        },
      ),
    );
  });
});
