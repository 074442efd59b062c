// Calendar arithmetic the score relies on instead of the host clock.
import { describe, expect, it } from "vitest";
import { DayNumberReader, dateFromDayNumber, dayNumber, weekday } from "./calendar.ts";

describe("calendar days", () => {
  it("counts days from 1970-01-01 and back, across leap days and centuries", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2024-03-01") - dayNumber("2024-02-28")).toBe(2);
    expect(dayNumber("2100-03-01") - dayNumber("2100-02-28")).toBe(1);
    for (const date of ["1999-12-31", "2000-02-29", "2025-06-30", "2038-01-19"]) {
      expect(dateFromDayNumber(dayNumber(date))).toBe(date);
    }
  });

  it("knows the weekday (0 = Sunday)", () => {
    expect(weekday(dayNumber("2025-01-05"))).toBe(0);
    expect(weekday(dayNumber("2025-01-04"))).toBe(6);
  });

  it("reads a run of dates as dayNumber does, and refuses the same strings", () => {
    const reader = new DayNumberReader();
    const dates: string[] = [];
    for (
      let day = dayNumber("2023-12-20");
      day <= dayNumber("2024-03-10");
      day += 1 + (day % 3 === 0 ? 1 : 0)
    ) {
      dates.push(dateFromDayNumber(day));
    }
    // Out of order, repeated, and back to a month read before.
    dates.push("2024-01-31", "2024-01-31", "2024-02-29", "2023-12-25", "2100-02-28");
    for (const date of dates) expect(reader.read(date)).toBe(dayNumber(date));
    reader.read("2025-02-27");
    for (const bad of ["2025-02-30", "2025-02-3x", "2025-02-00", "2025-02-1", "2025-02-281"]) {
      expect(() => reader.read(bad)).toThrow(RangeError);
    }
    expect(reader.read("2025-02-28")).toBe(dayNumber("2025-02-28"));
  });

  it("refuses strings that are not calendar dates", () => {
    expect(() => dayNumber("2025-02-30")).toThrow(RangeError);
    expect(() => dayNumber("2025-1-5")).toThrow(RangeError);
  });
});
