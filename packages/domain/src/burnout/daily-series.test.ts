// Input cleaning: implausible values dropped (not clamped), HRV as ln(RMSSD), nothing imputed.
import { describe, expect, it } from "vitest";
import { dayNumber } from "./calendar.ts";
import { buildDailySeries } from "./daily-series.ts";
import { EK2_PARAMETERS } from "./parameters.ts";

const day = dayNumber("2025-03-01");
const record = {
  date: "2025-03-01",
  recovery_score: 101,
  resting_hr: 29,
  hrv: 400,
  sleep_duration_minutes: 961,
  sleep_quality_score: -1,
  day_strain: 21.5,
};

describe("daily series", () => {
  it("drops implausible values instead of clamping them", () => {
    const series = buildDailySeries([record], [{ date: "2025-03-01", rating: 11 }], day, day, EK2_PARAMETERS);
    for (const column of Object.values(series.values)) expect(column[0]).toBeNaN();
    expect(series.anyValid[0]).toBe(0);
  });

  it("keeps plausible values and takes HRV as ln(RMSSD)", () => {
    const plausible = {
      ...record,
      recovery_score: 100,
      resting_hr: 30,
      hrv: 300,
      day_strain: 0,
      sleep_quality_score: 0,
    };
    const series = buildDailySeries(
      [plausible],
      [{ date: "2025-03-01", rating: 1 }],
      day,
      day,
      EK2_PARAMETERS,
    );
    expect(series.values.lnHrv[0]).toBeCloseTo(Math.log(300), 12);
    expect(series.values.restingHr[0]).toBe(30);
    expect(series.values.recovery[0]).toBe(100);
    expect(series.values.strain[0]).toBe(0);
    expect(series.values.mood[0]).toBe(1);
    expect(series.values.sleepMinutes[0]).toBeNaN();
  });

  it("imputes nothing: a day without a record stays empty", () => {
    const series = buildDailySeries([], [], day - 2, day, EK2_PARAMETERS);
    expect([...series.values.recovery].every(Number.isNaN)).toBe(true);
  });
});
