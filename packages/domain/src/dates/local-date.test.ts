// The user's local day for an instant, east and west of UTC and across DST changes.
import { describe, expect, it } from "vitest";
import { localDate } from "./local-date.ts";

describe("localDate", () => {
  it("gives a different calendar day east and west of UTC for the same instant", () => {
    const instant = "2025-06-15T23:30:00Z";
    expect(localDate(instant, "UTC")).toBe("2025-06-15");
    expect(localDate(instant, "Europe/Berlin")).toBe("2025-06-16"); // UTC+2 in summer
    expect(localDate(instant, "Asia/Tokyo")).toBe("2025-06-16");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2025-06-15");
    expect(localDate("2025-06-15T03:30:00Z", "America/Los_Angeles")).toBe("2025-06-14");
  });

  it("handles the edge of the calendar: Kiritimati (UTC+14) and Pago Pago (UTC−11)", () => {
    expect(localDate("2025-01-01T10:00:00Z", "Pacific/Kiritimati")).toBe("2025-01-02");
    expect(localDate("2025-01-01T10:00:00Z", "Pacific/Pago_Pago")).toBe("2024-12-31");
  });

  it("follows the US spring-forward day: the hour after midnight is still that day", () => {
    // 2025-03-09: New York jumps from 02:00 EST (UTC−5) to 03:00 EDT (UTC−4).
    expect(localDate("2025-03-09T04:59:59Z", "America/New_York")).toBe("2025-03-08"); // 23:59:59 EST
    expect(localDate("2025-03-09T05:00:00Z", "America/New_York")).toBe("2025-03-09"); // 00:00 EST
    expect(localDate("2025-03-10T03:59:59Z", "America/New_York")).toBe("2025-03-09"); // 23:59:59 EDT
    expect(localDate("2025-03-10T04:00:00Z", "America/New_York")).toBe("2025-03-10"); // 00:00 EDT
  });

  it("follows the EU fall-back day, where midnight moves from UTC+2 to UTC+1", () => {
    // 2025-10-26: Berlin falls back from 03:00 CEST to 02:00 CET.
    expect(localDate("2025-10-25T21:59:59Z", "Europe/Berlin")).toBe("2025-10-25");
    expect(localDate("2025-10-25T22:00:00Z", "Europe/Berlin")).toBe("2025-10-26");
    expect(localDate("2025-10-26T22:59:59Z", "Europe/Berlin")).toBe("2025-10-26"); // 23:59:59 CET
    expect(localDate("2025-10-26T23:00:00Z", "Europe/Berlin")).toBe("2025-10-27");
  });

  it("handles half-hour zones and southern-hemisphere DST", () => {
    expect(localDate("2025-01-10T18:45:00Z", "Asia/Kolkata")).toBe("2025-01-11"); // 00:15 IST
    expect(localDate("2025-01-10T12:59:00Z", "Australia/Sydney")).toBe("2025-01-10"); // 23:59 AEDT
    expect(localDate("2025-01-10T13:00:00Z", "Australia/Sydney")).toBe("2025-01-11");
  });

  it("accepts epoch milliseconds and explicit offsets", () => {
    expect(localDate(Date.UTC(2025, 0, 1, 0, 30), "America/Chicago")).toBe("2024-12-31");
    expect(localDate("2025-01-01T00:30:00+05:30", "UTC")).toBe("2024-12-31");
  });

  it("refuses an instant without an offset (it would depend on the host's zone) and unknown zones", () => {
    expect(() => localDate("2025-01-01T10:00:00", "UTC")).toThrow(RangeError);
    expect(() => localDate("2025-01-01", "UTC")).toThrow(RangeError);
    expect(() => localDate("2025-01-01T10:00:00Z", "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => localDate(Number.NaN, "UTC")).toThrow(RangeError);
  });

  it("answers the same when asked again within a minute, even across a midnight inside it", () => {
    // Monrovia kept UTC−00:44:30 until 1972: its midnight fell half-way through a UTC minute.
    const zone = "Africa/Monrovia";
    for (let round = 0; round < 2; round++) {
      expect(localDate("1960-06-01T00:44:00Z", zone)).toBe("1960-05-31");
      expect(localDate("1960-06-01T00:44:29.999Z", zone)).toBe("1960-05-31");
      expect(localDate("1960-06-01T00:44:30Z", zone)).toBe("1960-06-01");
      expect(localDate("1960-06-01T00:44:59Z", zone)).toBe("1960-06-01");
    }
    // A whole minute on one date is served again, in any order of asking.
    for (const instant of ["2026-11-26T23:59:00Z", "2026-11-26T23:59:59.999Z", "2026-11-26T23:59:30Z"]) {
      expect(localDate(instant, "UTC")).toBe("2026-11-26");
    }
    expect(localDate("2026-11-27T00:00:00Z", "UTC")).toBe("2026-11-27");
    expect(localDate(Date.parse("2026-11-26T23:59:45Z"), "UTC")).toBe("2026-11-26");
  });
});
