// Google Health's steps to a day's steps (docs/wearables.md, "Google Health"): the counts of the
// `steps` intervals (int64 strings) added up by the local date each starts on; a day without any
// interval has no steps (null, not 0); a sum no one walks in a day is no value.
import { MAX_DAILY_STEPS } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { mapGoogleHealthDays } from "../src/wearables/providers/google-health/day-mapping.ts";
import { GOOGLE_DATA_TYPES } from "../src/wearables/providers/google-health/records.ts";

function interval(day: string, hour: number, count: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const civil = { date: { year, month, day: date }, time: { hours: hour, minutes: 0 } };
  return GOOGLE_DATA_TYPES.steps.schema.parse({
    interval: {
      startTime: `${day}T${String(hour).padStart(2, "0")}:00:00Z`,
      endTime: `${day}T${String(hour).padStart(2, "0")}:59:00Z`,
      civilStartTime: civil,
      civilEndTime: civil,
    },
    count,
  });
}

const empty = { restingHeartRate: [], heartRateVariability: [], sleeps: [], exercises: [] };

describe("Google Health steps", () => {
  it("adds up the day's intervals by their local start date, and leaves a day without any empty", () => {
    const days = mapGoogleHealthDays(
      {
        ...empty,
        steps: [
          interval("2026-09-01", 8, "1200"),
          interval("2026-09-01", 23, "340"),
          interval("2026-09-02", 0, "15"),
          interval("2026-09-03", 9, String(MAX_DAILY_STEPS + 1)),
        ],
      },
      { from: "2026-09-01", to: "2026-09-04" },
    );
    const steps = Object.fromEntries(days.map((day) => [day.values.date, day.values.steps]));
    expect(steps).toEqual({ "2026-09-01": 1540, "2026-09-02": 15, "2026-09-03": null });
    // The day with steps alone has no other value made up.
    const first = days.find((day) => day.values.date === "2026-09-01");
    expect(first?.values).toMatchObject({ resting_hr: null, hrv: null, sleep_duration_minutes: null });
  });

  it("refuses a count that is not a whole number", () => {
    expect(() => interval("2026-09-01", 8, "12.5")).toThrow();
  });
});
