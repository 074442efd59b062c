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

describe("device segments and tags", () => {
  const plain = {
    recovery_score: 60,
    resting_hr: 55,
    sleep_duration_minutes: 420,
    sleep_quality_score: 80,
    day_strain: 10,
  };
  const on = (offset: number, extra: object) => ({
    date: `2025-03-${String(1 + offset).padStart(2, "0")}`,
    hrv: 50,
    ...plain,
    ...extra,
  });

  it("starts a new segment when the source changes; a record without a source continues it", () => {
    const records = [
      on(0, { source: "whoop" }),
      on(1, {}),
      on(2, { source: "oura" }),
      on(3, {}),
      on(4, { source: "oura" }),
    ];
    const series = buildDailySeries(records, [], day, day + 4, EK2_PARAMETERS);
    expect(Array.from(series.segmentStart.restingHr)).toEqual([0, 0, 2, 2, 2]);
    expect(Array.from(series.segmentStart.lnHrv)).toEqual([0, 0, 2, 2, 2]);
    expect(Array.from(series.restarted.recovery)).toEqual([0, 0, 1, 1, 1]);
    expect(Array.from(series.segmentStart.mood)).toEqual([0, 0, 0, 0, 0]);
  });

  it("restarts only the HRV baseline when the measure changes, and marks SDNN days", () => {
    const records = [on(0, {}), on(1, {}), on(2, { hrv_measure: "sdnn" }), on(3, { hrv_measure: "sdnn" })];
    const series = buildDailySeries(records, [], day, day + 3, EK2_PARAMETERS);
    expect(Array.from(series.segmentStart.lnHrv)).toEqual([0, 0, 2, 2]);
    expect(Array.from(series.segmentStart.sleepMinutes)).toEqual([0, 0, 0, 0]);
    expect(Array.from(series.sdnn)).toEqual([0, 0, 1, 1]);
  });

  it("reads records in date order whatever order they come in", () => {
    const records = [on(2, { source: "oura" }), on(0, { source: "whoop" }), on(1, {})];
    const series = buildDailySeries(records, [], day, day + 2, EK2_PARAMETERS);
    expect(Array.from(series.segmentStart.restingHr)).toEqual([0, 0, 2]);
  });

  it("sets aside days with an acute tag, not days with a context tag", () => {
    const moods = [
      { date: "2025-03-01", rating: 5, tags: ["ill" as const] },
      { date: "2025-03-02", rating: 5, tags: ["deadline" as const] },
      { date: "2025-03-03", rating: 5, tags: ["travel" as const, "period" as const] },
    ];
    const series = buildDailySeries([], moods, day, day + 2, EK2_PARAMETERS);
    expect(Array.from(series.setAside)).toEqual([1, 0, 1]);
    expect(Array.from(series.ill)).toEqual([1, 0, 0]);
  });
});
