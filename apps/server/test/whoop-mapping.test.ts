// The mapping from WHOOP records to one record per day (docs/wearables.md): the wake-up date with the
// record's own offset, naps ignored, score states, calibration, workouts counted per cycle.
import { describe, expect, it } from "vitest";
import { localDateAtOffset, offsetMinutes } from "../src/wearables/core/timezone-offset.ts";
import { mapWhoopDays } from "../src/wearables/providers/whoop/day-mapping.ts";
import type { WhoopBatch } from "../src/wearables/providers/whoop/records.ts";
import { cycle, NOW, recovery, sleep, workout } from "./support/whoop-records.ts";

function map(parts: Partial<WhoopBatch>) {
  return mapWhoopDays({ cycles: [], recoveries: [], sleeps: [], workouts: [], ...parts }, NOW);
}

describe("The day a WHOOP cycle belongs to", () => {
  it("is the wake-up morning when the member fell asleep before midnight", () => {
    const c = cycle("2025-03-10T06:30:00Z", "2025-03-11T07:00:00Z", "-08:00"); // 22:30 local on the 9th
    const [day] = map({ cycles: [c], sleeps: [sleep(c, "2025-03-10T06:30:00Z", "2025-03-10T14:45:00Z")] });
    expect(day?.values.date).toBe("2025-03-10");
  });

  it("is the same morning when the member fell asleep after midnight", () => {
    const c = cycle("2025-03-10T09:15:00Z", "2025-03-11T07:00:00Z", "-08:00"); // 01:15 local on the 10th
    const [day] = map({ cycles: [c], sleeps: [sleep(c, "2025-03-10T09:15:00Z", "2025-03-10T16:00:00Z")] });
    expect(day?.values.date).toBe("2025-03-10");
  });

  it("uses the sleep's own offset east of UTC (+05:30): 23:45 UTC is already tomorrow morning", () => {
    const c = cycle("2025-03-09T16:30:00Z", "2025-03-10T17:00:00Z", "+05:30");
    const [day] = map({ cycles: [c], sleeps: [sleep(c, "2025-03-09T16:30:00Z", "2025-03-09T23:45:00Z")] });
    expect(day?.values.date).toBe("2025-03-10");
  });

  it("uses the sleep's own offset west of UTC (-08:00): 00:30 UTC is still the afternoon before", () => {
    const c = cycle("2025-03-10T16:00:00Z", "2025-03-11T16:00:00Z", "-08:00");
    const [day] = map({ cycles: [c], sleeps: [sleep(c, "2025-03-10T16:00:00Z", "2025-03-11T00:30:00Z")] });
    expect(day?.values.date).toBe("2025-03-10");
  });

  it("is the local date of cycle.start + 12 h when the cycle has no main sleep", () => {
    const c = cycle("2025-03-10T13:00:00Z", "2025-03-11T13:00:00Z", "-08:00"); // 05:00 local; +12 h = 17:00 local
    const [day] = map({ cycles: [c] });
    expect(day?.values).toMatchObject({
      date: "2025-03-10",
      sleep_duration_minutes: null,
      recovery_score: null,
    });
    expect(day?.datedBySleep).toBe(false);
  });

  it("prefers the cycle dated by its sleep when two cycles fall on one date", () => {
    const withSleep = cycle("2025-03-10T06:00:00Z", "2025-03-10T20:00:00Z", "Z", 8);
    const without = cycle("2025-03-10T20:00:00Z", "2025-03-11T05:00:00Z", "Z", 3); // +12 h: 08:00 on the 11th
    const days = map({
      cycles: [withSleep, without],
      sleeps: [sleep(withSleep, "2025-03-10T06:00:00Z", "2025-03-11T06:30:00Z")],
    });
    expect(days).toHaveLength(1);
    expect(days[0]?.values.day_strain).toBe(8);
  });
});

describe("The values of a day", () => {
  it("take recovery, resting HR and HRV from the cycle's recovery, and sleep from the main sleep only", () => {
    const c = cycle("2025-03-10T22:00:00Z", "2025-03-11T22:30:00Z", "Z", 12.5);
    const main = sleep(c, "2025-03-10T22:00:00Z", "2025-03-11T06:00:00Z", {
      minutes: [200, 80, 95],
      performance: 91,
    });
    const nap = sleep(c, "2025-03-11T14:00:00Z", "2025-03-11T14:40:00Z", {
      nap: true,
      minutes: [30, 5, 5],
      performance: 50,
    });
    const [day] = map({ cycles: [c], sleeps: [nap, main], recoveries: [recovery(c)] });
    expect(day?.values).toEqual({
      date: "2025-03-11",
      recovery_score: 64,
      resting_hr: 52,
      hrv: 71.25,
      sleep_duration_minutes: 375,
      sleep_quality_score: 91,
      day_strain: 12.5,
      workout_count: 0,
    });
  });

  it("ignore a nap that is the cycle's only sleep (the day is dated by the cycle)", () => {
    const c = cycle("2025-03-10T23:00:00Z", "2025-03-11T23:00:00Z", "Z");
    const [day] = map({
      cycles: [c],
      sleeps: [sleep(c, "2025-03-11T15:00:00Z", "2025-03-11T15:30:00Z", { nap: true })],
    });
    expect(day?.values).toMatchObject({
      date: "2025-03-11",
      sleep_duration_minutes: null,
      sleep_quality_score: null,
    });
  });

  it("leave a pending score empty and flag the day to be fetched again", () => {
    const c = cycle("2025-03-10T22:00:00Z", "2025-03-11T22:00:00Z", "Z");
    const main = sleep(c, "2025-03-10T22:00:00Z", "2025-03-11T06:00:00Z", { state: "PENDING_SCORE" });
    const [pending] = map({ cycles: [c], sleeps: [main], recoveries: [recovery(c, "PENDING_SCORE")] });
    expect(pending?.values).toMatchObject({ recovery_score: null, hrv: null, sleep_duration_minutes: null });
    expect(pending?.values.date).toBe("2025-03-11");
    expect(pending?.scorePending).toBe(true);

    const scored = sleep(c, "2025-03-10T22:00:00Z", "2025-03-11T06:00:00Z");
    const [later] = map({ cycles: [c], sleeps: [scored], recoveries: [recovery(c)] });
    expect(later?.values).toMatchObject({ recovery_score: 64, sleep_duration_minutes: 430 });
    expect(later?.scorePending).toBe(false);
  });

  it("treat an unscorable recovery or sleep as empty for good", () => {
    const c = cycle("2025-03-10T22:00:00Z", "2025-03-11T22:00:00Z", "Z");
    const main = sleep(c, "2025-03-10T22:00:00Z", "2025-03-11T06:00:00Z", { state: "UNSCORABLE" });
    const [day] = map({ cycles: [c], sleeps: [main], recoveries: [recovery(c, "UNSCORABLE")] });
    expect(day?.values).toMatchObject({ recovery_score: null, sleep_duration_minutes: null, day_strain: 10 });
    expect(day?.scorePending).toBe(false);
  });

  it("leave recovery empty on a day without one (strap not worn)", () => {
    const c = cycle("2025-03-10T22:00:00Z", "2025-03-11T22:00:00Z", "Z");
    const [day] = map({ cycles: [c], sleeps: [sleep(c, "2025-03-10T22:00:00Z", "2025-03-11T06:00:00Z")] });
    expect(day?.values).toMatchObject({
      recovery_score: null,
      resting_hr: null,
      hrv: null,
      sleep_duration_minutes: 430,
    });
    expect(day?.scorePending).toBe(false);
  });

  it("keep the values while WHOOP is calibrating, and note it", () => {
    const c = cycle("2025-03-10T22:00:00Z", "2025-03-11T22:00:00Z", "Z");
    const [day] = map({ cycles: [c], recoveries: [recovery(c, "SCORED", true)] });
    expect(day?.values.recovery_score).toBe(64);
    expect(day?.userCalibrating).toBe(true);
  });

  it("count the workouts that start within the cycle: from its start, up to (not at) its end", () => {
    const c = cycle("2025-03-10T22:00:00Z", "2025-03-11T22:00:00Z", "Z");
    const workouts = [
      workout("2025-03-10T21:59:59Z"),
      workout("2025-03-10T22:00:00Z"),
      workout("2025-03-11T18:00:00Z"),
      workout("2025-03-11T22:00:00Z"),
    ];
    const [day] = map({ cycles: [c], workouts });
    expect(day?.values.workout_count).toBe(2);
  });

  it("count the open cycle's workouts up to now, and mark its strain provisional", () => {
    const open = cycle("2025-03-19T23:00:00Z", null, "Z", 6.2);
    const [day] = map({
      cycles: [open],
      sleeps: [sleep(open, "2025-03-19T23:00:00Z", "2025-03-20T07:00:00Z")],
      workouts: [workout("2025-03-20T09:00:00Z"), workout("2025-03-20T11:59:00Z")],
    });
    expect(day?.values).toMatchObject({ date: "2025-03-20", day_strain: 6.2, workout_count: 2 });
    expect(day?.provisional).toBe(true);
  });

  it("skip an open cycle whose night is still in progress when it would be dated tomorrow", () => {
    const evening = cycle("2025-03-20T11:30:00Z", null, "+09:00"); // 20:30 local: +12 h is tomorrow
    expect(map({ cycles: [evening] })).toEqual([]);
    // Asleep since 03:30 local: the cycle already belongs to today, still without its sleep.
    const smallHours = cycle("2025-03-20T11:30:00Z", null, "-08:00");
    expect(map({ cycles: [smallHours] }).map((day) => day.values.date)).toEqual(["2025-03-20"]);
  });
});

describe("Time-zone offsets", () => {
  it("read WHOOP's +hh:mm, -hh:mm and Z forms", () => {
    expect([offsetMinutes("Z"), offsetMinutes("+05:30"), offsetMinutes("-08:00")]).toEqual([0, 330, -480]);
    expect(() => offsetMinutes("0530")).toThrow(RangeError);
    expect(localDateAtOffset("2025-03-09T23:45:00Z", "+05:30")).toBe("2025-03-10");
    expect(localDateAtOffset("2025-03-10T05:00:00Z", "-08:00")).toBe("2025-03-09");
  });
});
