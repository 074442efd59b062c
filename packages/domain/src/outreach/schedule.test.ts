import { DEFAULT_PREFERENCES } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { inQuietHours, localClock, localMidnight, reminderDueDate } from "./schedule.ts";

describe("the outreach schedule", () => {
  it("finds local midnight across DST changes", () => {
    expect(localMidnight("2026-03-29", "Europe/Berlin")).toBe("2026-03-28T23:00:00.000Z");
    expect(localMidnight("2026-03-30", "Europe/Berlin")).toBe("2026-03-29T22:00:00.000Z");
    expect(localMidnight("2026-11-02", "America/New_York")).toBe("2026-11-02T05:00:00.000Z");
    expect(localMidnight("2026-09-15", "Asia/Kolkata")).toBe("2026-09-14T18:30:00.000Z");
  });

  it("reads quiet hours that span midnight", () => {
    const preferences = {
      ...DEFAULT_PREFERENCES,
      quiet_hours_enabled: true,
      quiet_start: "22:00",
      quiet_end: "07:00",
    };
    expect(inQuietHours(preferences, 23 * 60)).toBe(true);
    expect(inQuietHours(preferences, 6 * 60 + 59)).toBe(true);
    expect(inQuietHours(preferences, 7 * 60)).toBe(false);
    expect(inQuietHours({ ...preferences, quiet_hours_enabled: false }, 23 * 60)).toBe(false);
  });

  it("makes the reminder due from its local time until the local day ends", () => {
    const preferences = { ...DEFAULT_PREFERENCES, reminder_enabled: true, reminder_time: "20:00" };
    expect(
      reminderDueDate(preferences, localClock("2026-11-24T00:59:00.000Z", "America/New_York")),
    ).toBeNull();
    expect(reminderDueDate(preferences, localClock("2026-11-24T01:00:00.000Z", "America/New_York"))).toBe(
      "2026-11-23",
    );
    expect(
      reminderDueDate(preferences, localClock("2026-11-24T12:00:00.000Z", "America/New_York")),
    ).toBeNull();
    expect(
      reminderDueDate(
        { ...preferences, reminder_enabled: false },
        localClock("2026-11-24T03:00:00.000Z", "UTC"),
      ),
    ).toBeNull();
  });
});
