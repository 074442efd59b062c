// YYYY-MM-DD arithmetic across month ends, leap days and DST dates.
import { describe, expect, it } from "vitest";
import { addDays, dateRange, dayOfWeek, daysBetween, isValidIsoDate } from "./calendar-date.ts";

describe("isValidIsoDate", () => {
  it("accepts real dates, including leap days in leap years", () => {
    expect(isValidIsoDate("2025-01-31")).toBe(true);
    expect(isValidIsoDate("2024-02-29")).toBe(true);
    expect(isValidIsoDate("2000-02-29")).toBe(true);
  });
  it("rejects impossible dates and other shapes", () => {
    for (const bad of ["2025-02-29", "1900-02-29", "2025-04-31", "2025-13-01", "2025-00-10", "2025-01-00"]) {
      expect(isValidIsoDate(bad), bad).toBe(false);
    }
    for (const bad of ["2025-1-05", "20250105", "2025-01-05T00:00:00Z", " 2025-01-05", ""]) {
      expect(isValidIsoDate(bad), bad).toBe(false);
    }
  });
});

describe("addDays", () => {
  it("crosses month, year and leap-day boundaries", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("2025-03-10", 0)).toBe("2025-03-10");
  });
  it("is not thrown off by DST changes (there are none in a calendar date)", () => {
    expect(addDays("2025-03-08", 1)).toBe("2025-03-09");
    expect(addDays("2025-03-09", 1)).toBe("2025-03-10");
    expect(addDays("2025-11-02", 1)).toBe("2025-11-03");
  });
  it("refuses invalid input", () => {
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("2025-02-10", 1.5)).toThrow(RangeError);
  });
});

describe("daysBetween and dateRange", () => {
  it("counts calendar days in either direction", () => {
    expect(daysBetween("2025-03-01", "2025-03-31")).toBe(30);
    expect(daysBetween("2025-03-31", "2025-03-01")).toBe(-30);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(daysBetween("2025-03-09", "2025-03-09")).toBe(0);
  });
  it("lists every date inclusive, across DST and month ends", () => {
    expect(dateRange("2025-02-27", "2025-03-02")).toEqual([
      "2025-02-27",
      "2025-02-28",
      "2025-03-01",
      "2025-03-02",
    ]);
    expect(dateRange("2025-03-08", "2025-03-10")).toHaveLength(3);
    expect(dateRange("2025-03-10", "2025-03-10")).toEqual(["2025-03-10"]);
    expect(dateRange("2025-03-10", "2025-03-09")).toEqual([]);
  });
});

describe("dayOfWeek", () => {
  it("numbers Sunday 0 through Saturday 6", () => {
    expect(dayOfWeek("2025-03-09")).toBe(0); // a Sunday
    expect(dayOfWeek("2025-03-15")).toBe(6);
    expect(dayOfWeek("1970-01-01")).toBe(4);
    expect(dayOfWeek("1969-12-28")).toBe(0);
  });
});
