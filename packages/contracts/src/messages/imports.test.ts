// The names of an upload's files as the import list shows them (docs/wearables.md "Imports"):
// all of them when they fit data_imports.file_name's 255 characters, else the first ones and
// how many more, never longer.
import { describe, expect, it } from "vitest";
import { dataImportFileNames } from "./imports.ts";

describe("dataImportFileNames", () => {
  it("names one file, or several that fit, all of them in order", () => {
    expect(dataImportFileNames(["takeout-001.zip"])).toBe("takeout-001.zip");
    expect(dataImportFileNames(["takeout-001.zip", "takeout-002.zip"])).toBe(
      "takeout-001.zip, takeout-002.zip",
    );
  });

  it("names the first files and counts the rest when all do not fit", () => {
    const names = Array.from(
      { length: 1000 },
      (_, index) => `sleep-2016-${String(index).padStart(4, "0")}.json`,
    );
    const text = dataImportFileNames(names);
    expect(text.length).toBeLessThanOrEqual(255);
    expect(text).toMatch(/^sleep-2016-0000\.json, sleep-2016-0001\.json, .* and \d+ more$/);
    const shown = text.split(" and ")[0]?.split(", ").length ?? 0;
    expect(text.endsWith(` and ${1000 - shown} more`)).toBe(true);
  });

  it("cuts a name too long to fit on its own", () => {
    const long = "x".repeat(400);
    expect(dataImportFileNames([long])).toBe(`${"x".repeat(254)}…`);
    const two = dataImportFileNames([long, "b.json"]);
    expect(two.length).toBeLessThanOrEqual(255);
    expect(two.endsWith("… and 1 more")).toBe(true);
  });
});
