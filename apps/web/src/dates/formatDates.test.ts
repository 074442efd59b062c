// The app's one date format: every screen writes dates through ./formatDates, so a
// day reads "Nov 28, 2026" and a moment "Nov 28, 2026, 12:25 AM" wherever it appears.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compactDate, dateSpan, instantDay, instantLongDay, localDateTime, shortDate } from "./formatDates";

const SOURCE_ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("the app's date format", () => {
  it("writes a day long only where a screen shows a long date (Member Since)", () => {
    expect(instantLongDay("2026-11-28T12:00:00Z")).toBe("November 28, 2026");
  });

  it("writes a day as Nov 28, 2026, dropping the year only in lists of this year", () => {
    expect(shortDate("2026-11-28")).toBe("Nov 28, 2026");
    expect(compactDate("2026-11-04", "2026-11-28")).toBe("Nov 4");
    expect(compactDate("2025-11-04", "2026-11-28")).toBe("Nov 4, 2025");
    expect(dateSpan("2026-10-29", "2026-11-27")).toBe("Oct 29 – Nov 27, 2026");
  });

  it("writes a moment with the same date, then the time without seconds", () => {
    // Noon UTC is the same calendar day in every zone from UTC−11 to UTC+11.
    const noon = "2026-11-28T12:25:08.000Z";
    expect(instantDay(noon)).toBe("Nov 28, 2026");
    expect(localDateTime(noon)).toMatch(/^Nov 28, 2026, \d{1,2}:25 [AP]M$/);
  });

  it("is the only place in the web app that formats a date", () => {
    // Numbers may use toLocaleString; dates may not.
    const formatting =
      /toLocale(Date|Time)String\(|Date\([^)]*\)\.toLocaleString\(|Intl\.DateTimeFormat|dateStyle|timeStyle/;
    const offenders = sourceFiles(SOURCE_ROOT)
      .filter((file) => path.dirname(file) !== path.join(SOURCE_ROOT, "dates"))
      .filter((file) => formatting.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(SOURCE_ROOT, file));
    expect(offenders).toEqual([]);
  });
});
