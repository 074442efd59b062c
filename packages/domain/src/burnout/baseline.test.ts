// Personal baselines: priors while short, shrinkage with 7 pseudo-days, spread floors.
import { describe, expect, it } from "vitest";
import { personalBaseline } from "./baseline.ts";
import { EK2_PARAMETERS } from "./parameters.ts";
import { SortedWindow } from "./sorted-window.ts";

function windowOf(values: number[]): SortedWindow {
  const window = new SortedWindow(60);
  for (const value of values) window.add(value);
  return window;
}

describe("personal baseline", () => {
  it("uses the population prior alone below 14 valid days", () => {
    const baseline = personalBaseline("lnHrv", windowOf(Array(13).fill(4.5)), EK2_PARAMETERS);
    expect(baseline).toMatchObject({ centre: 3.8, spread: 0.35, days: 13, personal: false });
  });

  it("shrinks towards the prior with 7 pseudo-days between 14 and 28 days", () => {
    const values = Array.from({ length: 21 }, (_, i) => 70 + 5 * ((i % 7) - 3)); // median 70, MAD 10
    const baseline = personalBaseline("recovery", windowOf(values), EK2_PARAMETERS);
    const own = 21 / 28;
    expect(baseline.centre).toBeCloseTo(own * 70 + (1 - own) * 60, 10);
    const spread = 1.4826 * 10;
    expect(baseline.spread).toBeCloseTo(Math.sqrt(own * spread ** 2 + (1 - own) * 15 ** 2), 10);
    expect(baseline.personal).toBe(true);
  });

  it("is the person's own median and 1.4826 × MAD from 28 days", () => {
    const values = Array.from({ length: 30 }, (_, i) => 400 + (i % 10) * 10); // MAD 25
    const baseline = personalBaseline("sleepMinutes", windowOf(values), EK2_PARAMETERS);
    expect(baseline.centre).toBe(445);
    expect(baseline.spread).toBeCloseTo(1.4826 * 25, 10);
  });

  it("never lets the spread fall under its floor, however steady the person", () => {
    const floors = EK2_PARAMETERS.baseline.spreadFloors;
    expect(personalBaseline("lnHrv", windowOf(Array(40).fill(4)), EK2_PARAMETERS).spread).toBe(floors.lnHrv);
    expect(personalBaseline("mood", windowOf(Array(40).fill(7)), EK2_PARAMETERS).spread).toBe(floors.mood);
    expect(personalBaseline("sleepMinutes", windowOf(Array(40).fill(450)), EK2_PARAMETERS).spread).toBe(
      floors.sleepMinutes,
    );
  });
});
